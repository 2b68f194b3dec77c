import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useErrorText } from '@web/common/use-error-text';
import { useSegmentList } from '@web/pages/segments/common/use-segment-list';
import type { SectionProps } from '../types';
import { DelayField } from './DelayField';

/** Automatic: to each subscriber who enters a segment, once, at once or after a delay. */
export default function AutomaticSection({ value, onChange, errors }: SectionProps<'automatic'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const segments = useSegmentList();
  const options = (segments.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));
  const errorAt = (path: string) => errorText.field(errors.find((e) => e.path === path || e.path.startsWith(`${path}.`)));
  return (
    <SpaceBetween size="m">
      <Box variant="p">{t('campaignTriggers.automatic.explain')}</Box>
      <FormField label={t('campaignTriggers.automatic.segment')} errorText={errorAt('trigger')}>
        <Select
          selectedOption={options.find((o) => o.value === value.trigger.segmentId) ?? null}
          options={options}
          filteringType="auto"
          statusType={segments.loading ? 'loading' : 'finished'}
          placeholder={t('campaignTriggers.automatic.segmentPlaceholder')}
          empty={t('campaignTriggers.automatic.noSegments')}
          onChange={({ detail }) => onChange({ ...value, trigger: { kind: 'segment', segmentId: detail.selectedOption.value ?? '' } })}
        />
      </FormField>
      <DelayField
        value={value.delay}
        errorText={errorAt('delay')}
        onChange={(delay) => {
          const { delay: _d, ...rest } = value;
          onChange(delay ? { ...rest, delay } : rest);
        }}
      />
    </SpaceBetween>
  );
}
