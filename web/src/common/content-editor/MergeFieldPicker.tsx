import { useState } from 'react';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { mergeToken, useMergeScope } from './merge-targets';

/** Fields every message has beside the account's properties. */
const SYSTEM_FIELDS = ['unsubscribe_url', 'calendar_url'] as const;

/**
 * Every property of the account's structure as a merge field (its placeholder name), with an
 * optional fallback for subscribers without a value. It goes where the user was last working; with
 * nowhere to go it is copied to the clipboard.
 */
export function MergeFieldPicker({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const scope = useMergeScope();
  const [fallback, setFallback] = useState('');
  const properties = useApiQuery('properties.list', {});
  const items = [
    {
      id: 'properties',
      text: t('editor.merge.properties'),
      items: (properties.data?.items ?? []).map((p) => ({
        id: p.placeholderName,
        text: p.displayName,
        secondaryText: `{{ ${p.placeholderName} }}`,
      })),
    },
    {
      id: 'system',
      text: t('editor.merge.system'),
      items: SYSTEM_FIELDS.map((name) => ({ id: name, text: t(`editor.merge.${name}`), secondaryText: `{{ ${name} }}` })),
    },
  ];
  const insert = (name: string) => {
    const token = mergeToken(name, SYSTEM_FIELDS.includes(name as (typeof SYSTEM_FIELDS)[number]) ? undefined : fallback);
    if (scope.insert(token)) return;
    void navigator.clipboard?.writeText(token).catch(() => undefined);
    pushNotice({ id: 'merge-copied', type: 'info', content: { key: 'editor.merge.copied', params: { token } } }, 6000);
  };
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <ButtonDropdown
        items={items}
        onItemClick={({ detail }) => insert(detail.id)}
        disabled={disabled}
        loading={properties.loading}
        expandableGroups
      >
        {t('editor.merge.button')}
      </ButtonDropdown>
      <Input
        value={fallback}
        onChange={({ detail }) => setFallback(detail.value)}
        placeholder={t('editor.merge.fallback')}
        ariaLabel={t('editor.merge.fallback')}
        disabled={disabled}
      />
    </SpaceBetween>
  );
}
