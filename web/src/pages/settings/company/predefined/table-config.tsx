import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { formatGsm } from '@shared/rules/contacts';
import type { Sender, Tag, TestGroup } from '@shared/schemas/predefined';
import { apiKey, useApiMutation, useApiQuery } from '@web/api/query';
import type { PredefinedConfig } from './PredefinedTable';

/** The account's senders: one default, each usable while its domain is verified. */
export const SENDERS: PredefinedConfig<Sender> = {
  section: 'senders',
  useRows: () => useApiQuery('senders.list', {}),
  useRemove: () => useApiMutation('senders.remove', { invalidates: [apiKey('senders.list')] }),
  rowLabel: (s) => s.fromEmail,
  deleteQuestion: (t, s) => t('predefined.senders.deleteQuestion', { name: s.name, email: s.fromEmail }),
  columns: (t) => [
    {
      id: 'name',
      header: t('predefined.senders.name'),
      isRowHeader: true,
      cell: (s) => (
        <SpaceBetween direction="horizontal" size="xs">
          <span>{s.name}</span>
          {s.isDefault && <Badge color="blue">{t('predefined.senders.default')}</Badge>}
        </SpaceBetween>
      ),
    },
    { id: 'fromEmail', header: t('predefined.senders.fromEmail'), cell: (s) => s.fromEmail },
    { id: 'replyTo', header: t('predefined.senders.replyTo'), cell: (s) => s.replyTo || '—' },
    {
      id: 'usable',
      header: t('pages.settingsDomains'),
      cell: (s) =>
        s.usable ? (
          <StatusIndicator type="success">{t('predefined.senders.usable')}</StatusIndicator>
        ) : (
          <StatusIndicator type="warning">{t('predefined.senders.notUsable')}</StatusIndicator>
        ),
    },
  ],
};

/** The account's test groups: the addresses and numbers test sends go to. */
export const TEST_GROUPS: PredefinedConfig<TestGroup> = {
  section: 'testGroups',
  useRows: () => useApiQuery('testGroups.list', {}),
  useRemove: () => useApiMutation('testGroups.remove', { invalidates: [apiKey('testGroups.list')] }),
  rowLabel: (g) => g.name,
  deleteQuestion: (t, g) => t('predefined.testGroups.deleteQuestion', { name: g.name }),
  columns: (t) => [
    { id: 'name', header: t('predefined.testGroups.name'), isRowHeader: true, cell: (g) => g.name },
    { id: 'emails', header: t('predefined.testGroups.emails'), cell: (g) => g.emails.join(', ') || '—' },
    { id: 'gsms', header: t('predefined.testGroups.gsms'), cell: (g) => g.gsms.map(formatGsm).join(', ') || '—' },
  ],
};

/** The account's tags with their allowed values. */
export const TAGS: PredefinedConfig<Tag> = {
  section: 'tags',
  useRows: () => useApiQuery('tags.list', {}),
  useRemove: () => useApiMutation('tags.remove', { invalidates: [apiKey('tags.list')] }),
  rowLabel: (tag) => tag.name,
  deleteQuestion: (t, tag) => t('predefined.tags.deleteQuestion', { name: tag.name }),
  columns: (t) => [
    { id: 'name', header: t('predefined.tags.name'), isRowHeader: true, cell: (tag) => tag.name },
    { id: 'values', header: t('predefined.tags.values'), cell: (tag) => tag.values.join(', ') || t('predefined.tags.noValues') },
  ],
};
