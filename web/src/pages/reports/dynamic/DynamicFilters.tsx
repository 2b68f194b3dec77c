import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { SEND_TYPES, type SendType } from '@shared/rules/campaigns';
import { GRANULARITIES, PERIOD_METRICS, type Granularity, type PeriodMetric } from '@shared/schemas/period-reports';
import { useCan } from '@web/app/session/session-store';
import { useSegmentList } from '@web/pages/segments/common/use-segment-list';
import { PeriodFields } from '../period/PeriodFields';
import type { DynamicChoice } from './use-dynamic-report';

/** The dynamic report's pickers: metric, granularity, period, segment (for those who may list segments), send type, sender. */
export function DynamicFilters({
  choice,
  onChange,
  senderText,
  onSenderText,
}: {
  choice: DynamicChoice;
  onChange: (choice: DynamicChoice) => void;
  senderText: string;
  onSenderText: (text: string) => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const segments = useSegmentList(can(routes['segments.list'].permission));
  const metrics = PERIOD_METRICS.map((value) => ({ value, label: t(`reports.dynamic.metrics.${value}`) }));
  const segmentOptions = [
    { value: '', label: t('reports.dynamic.anySegment') },
    ...(segments.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  const types = [
    { value: '', label: t('campaignLists.types.any') },
    ...SEND_TYPES.map((value) => ({ value, label: t(`campaignLists.types.${value}`) })),
  ];
  return (
    <>
      <FormField label={t('reports.dynamic.metric')}>
        <Select
          ariaLabel={t('reports.dynamic.metric')}
          selectedOption={metrics.find((o) => o.value === choice.metric)!}
          options={metrics}
          onChange={({ detail }) => onChange({ ...choice, metric: detail.selectedOption.value as PeriodMetric })}
        />
      </FormField>
      <FormField label={t('reports.dynamic.granularity')}>
        <SegmentedControl
          label={t('reports.dynamic.granularity')}
          selectedId={choice.granularity}
          options={GRANULARITIES.map((id) => ({ id, text: t(`reports.dynamic.${id}`) }))}
          onChange={({ detail }) => onChange({ ...choice, granularity: detail.selectedId as Granularity })}
        />
      </FormField>
      <PeriodFields value={choice} onChange={(period) => onChange({ ...choice, ...period })} />
      <FormField label={t('reports.dynamic.segment')}>
        <Select
          ariaLabel={t('reports.dynamic.segment')}
          selectedOption={segmentOptions.find((o) => o.value === (choice.segment ?? '')) ?? segmentOptions[0]!}
          options={segmentOptions}
          onChange={({ detail }) => onChange({ ...choice, segment: detail.selectedOption.value || undefined })}
        />
      </FormField>
      <FormField label={t('campaignLists.types.label')}>
        <Select
          ariaLabel={t('campaignLists.types.label')}
          selectedOption={types.find((o) => o.value === (choice.type ?? '')) ?? types[0]!}
          options={types}
          onChange={({ detail }) => onChange({ ...choice, type: (detail.selectedOption.value || undefined) as SendType | undefined })}
        />
      </FormField>
      <FormField label={t('reports.dynamic.sender')}>
        <Input
          type="email"
          value={senderText}
          onChange={({ detail }) => onSenderText(detail.value)}
          placeholder={t('reports.dynamic.senderPlaceholder')}
          ariaLabel={t('reports.dynamic.sender')}
        />
      </FormField>
    </>
  );
}
