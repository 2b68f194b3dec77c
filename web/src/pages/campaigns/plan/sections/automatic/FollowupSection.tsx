import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FOLLOWUP_AUDIENCES, SENDING_HOUR_OPTIONS } from '@shared/rules/campaigns';
import { useApiPages } from '@web/api/query';
import { useErrorText } from '@web/common/use-error-text';
import type { SectionProps } from '../types';

/** Sent through sendings of their own (runs, variants): the server refuses them as sources (functions/mailings/send-types/followup.ts). */
const NOT_FOLLOWABLE: readonly string[] = ['cyclic', 'abx', 'automatic', 'welcome'];

/** Sources offered: the newest sent mailings (a page of them); older ones are found by name in the select. */
const SOURCES_PAGE = 100;

/** Follow-up: which sent mailing it follows, to whom of its recipients, how many hours after it went. */
export default function FollowupSection({ mailing, value, onChange, errors }: SectionProps<'followup'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const listed = useApiPages('mailings.list', { query: { limit: SOURCES_PAGE } });
  const sources = useMemo(
    () =>
      listed.items
        .filter((m) => m.state === 'sent' && !m.parentId && m.id !== mailing.id && !(m.sendType && NOT_FOLLOWABLE.includes(m.sendType)))
        .map((m) => ({ value: m.id, label: m.name, description: m.subject })),
    [listed.items, mailing.id],
  );
  const fieldError = (path: string) => errorText.field(errors.find((e) => e.path === path));
  const selected = sources.find((s) => s.value === value.sourceMailingId) ?? null;
  const hours = SENDING_HOUR_OPTIONS.map((h) => ({ value: String(h), label: t('campaignAutomatic.followup.hours', { count: h }) }));

  return (
    <SpaceBetween size="m">
      <FormField
        label={t('campaignAutomatic.followup.source')}
        description={t('campaignAutomatic.followup.sourceHint')}
        errorText={fieldError('sourceMailingId')}
      >
        <Select
          selectedOption={selected}
          options={sources}
          filteringType="auto"
          statusType={listed.loading ? 'loading' : 'finished'}
          loadingText={t('campaignAutomatic.followup.loading')}
          empty={t('campaignAutomatic.followup.noSources')}
          placeholder={t('campaignAutomatic.followup.sourcePlaceholder')}
          onChange={({ detail }) => onChange({ ...value, sourceMailingId: detail.selectedOption.value ?? '' })}
        />
      </FormField>
      <FormField label={t('campaignAutomatic.followup.audience')} errorText={fieldError('audience')}>
        <RadioGroup
          value={value.audience}
          items={FOLLOWUP_AUDIENCES.map((a) => ({ value: a, label: t(`campaignAutomatic.followup.audiences.${a}`) }))}
          onChange={({ detail }) => onChange({ ...value, audience: detail.value as typeof value.audience })}
        />
      </FormField>
      <FormField
        label={t('campaignAutomatic.followup.afterHours')}
        description={t('campaignAutomatic.followup.afterHoursHint')}
        errorText={fieldError('afterHours')}
      >
        <Select
          selectedOption={hours.find((h) => h.value === String(value.afterHours)) ?? null}
          options={hours}
          onChange={({ detail }) => onChange({ ...value, afterHours: Number(detail.selectedOption.value) as typeof value.afterHours })}
        />
      </FormField>
    </SpaceBetween>
  );
}
