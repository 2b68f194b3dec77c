import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { SETTABLE_STATUSES } from '@shared/constants';
import { ADDRESS_ENGAGEMENT_FILTERS, type AddressEngagementFilter } from '@shared/schemas/report-addresses';
import { useErrorText } from '@web/common/use-error-text';
import { dynamicKey } from '@web/i18n';
import { needsDays, NO_FILTERS } from './address-filters';
import type { AddressReport } from './use-address-report';

/** The report's filter row: segment, status, score range, engagement (with its days) and an e-mail prefix. */
export function AddressFilters({ report }: { report: AddressReport }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { filters, change, errors } = report;
  const error = (key: keyof typeof errors) => (errors[key] ? errorText.code(errors[key]) : undefined);
  const select = (options: { value: string; label: string }[], value: string, label: string, onChange: (value: string) => void) => (
    <Select
      ariaLabel={label}
      selectedOption={options.find((o) => o.value === value) ?? options[0]!}
      options={options}
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
    />
  );
  const segmentOptions = [
    { value: '', label: t('reports.addresses.anySegment') },
    ...(report.segments ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  const statusOptions = [
    { value: '', label: t('reports.addresses.anyStatus') },
    ...SETTABLE_STATUSES.map((s) => ({ value: String(s), label: t(dynamicKey(`subscribers.status.${s}`)) })),
  ];
  const engagementOptions = [
    { value: '', label: t('reports.addresses.anyEngagement') },
    ...ADDRESS_ENGAGEMENT_FILTERS.map((value) => ({ value, label: t(`reports.addresses.engagementFilter.${value}`) })),
  ];
  const score = (key: 'minScore' | 'maxScore') => (
    <FormField label={t(`reports.addresses.${key}`)} errorText={error(key)}>
      <Input type="number" inputMode="numeric" value={filters[key]} onChange={({ detail }) => change({ [key]: detail.value })} />
    </FormField>
  );
  return (
    <SpaceBetween size="s" direction="horizontal" alignItems="end">
      {report.segments && (
        <FormField label={t('reports.addresses.segment')} errorText={error('segment')}>
          {select(segmentOptions, filters.segment, t('reports.addresses.segment'), (segment) => change({ segment }))}
        </FormField>
      )}
      <FormField label={t('reports.addresses.status')}>
        {select(statusOptions, filters.status, t('reports.addresses.status'), (status) => change({ status }))}
      </FormField>
      {score('minScore')}
      {score('maxScore')}
      <FormField label={t('reports.addresses.engagement')}>
        {select(engagementOptions, filters.engagement, t('reports.addresses.engagement'), (value) =>
          change({ engagement: value as AddressEngagementFilter | '' }),
        )}
      </FormField>
      {needsDays(filters.engagement) && (
        <FormField label={t('reports.addresses.days')} errorText={error('days')}>
          <Input type="number" inputMode="numeric" value={filters.days} onChange={({ detail }) => change({ days: detail.value })} />
        </FormField>
      )}
      <FormField label={t('reports.addresses.search')} errorText={error('search')}>
        <Input type="search" value={filters.search} onChange={({ detail }) => change({ search: detail.value })} />
      </FormField>
      <Button onClick={() => report.reset(NO_FILTERS)}>{t('reports.addresses.clear')}</Button>
    </SpaceBetween>
  );
}
