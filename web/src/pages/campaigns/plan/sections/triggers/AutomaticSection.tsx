import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PlanMailingBody } from '@shared/schemas/schedule';
import { useErrorText } from '@web/common/use-error-text';
import { useSegmentList } from '@web/pages/segments/common/use-segment-list';
import { useProperties, valueProperties } from '@web/pages/subscribers/common/use-properties';
import type { SectionProps } from '../types';
import { DelayField } from './DelayField';

type Trigger = Extract<PlanMailingBody, { type: 'automatic' }>['trigger'];
type Kind = Trigger['kind'];

/** The hour of an anniversary's daily look before one is chosen. */
const DEFAULT_HOUR = 9;
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

/** Automatic: to each subscriber who enters a segment, or on their date's anniversary; at once or after a delay. */
export default function AutomaticSection({ value, onChange, errors }: SectionProps<'automatic'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { trigger } = value;
  const segments = useSegmentList();
  const { properties, loading: propertiesLoading } = useProperties(trigger.kind === 'anniversary');
  const segmentOptions = (segments.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));
  const dateOptions = valueProperties(properties)
    .filter((p) => p.type === 'date')
    .map((p) => ({ value: p.id, label: p.displayName }));
  const errorAt = (path: string) => errorText.field(errors.find((e) => e.path === path || e.path.startsWith(`${path}.`)));
  const setTrigger = (next: Trigger) => onChange({ ...value, trigger: next });
  const setKind = (kind: Kind) =>
    setTrigger(kind === 'anniversary' ? { kind, propertyId: 'birthday', hour: DEFAULT_HOUR } : { kind, segmentId: '' });
  return (
    <SpaceBetween size="m">
      <FormField label={t('campaignTriggers.automatic.kind')}>
        <RadioGroup
          value={trigger.kind}
          onChange={({ detail }) => setKind(detail.value as Kind)}
          items={[
            { value: 'segment', label: t('campaignTriggers.automatic.kinds.segment') },
            { value: 'anniversary', label: t('campaignTriggers.automatic.kinds.anniversary') },
          ]}
        />
      </FormField>
      {trigger.kind === 'segment' ? (
        <>
          <Box variant="p">{t('campaignTriggers.automatic.explain')}</Box>
          <FormField label={t('campaignTriggers.automatic.segment')} errorText={errorAt('trigger')}>
            <Select
              selectedOption={segmentOptions.find((o) => o.value === trigger.segmentId) ?? null}
              options={segmentOptions}
              filteringType="auto"
              statusType={segments.loading ? 'loading' : 'finished'}
              placeholder={t('campaignTriggers.automatic.segmentPlaceholder')}
              empty={t('campaignTriggers.automatic.noSegments')}
              onChange={({ detail }) => setTrigger({ kind: 'segment', segmentId: detail.selectedOption.value ?? '' })}
            />
          </FormField>
        </>
      ) : (
        <>
          <Box variant="p">{t('campaignTriggers.anniversary.explain')}</Box>
          <FormField label={t('campaignTriggers.anniversary.property')} errorText={errorAt('trigger.propertyId')}>
            <Select
              selectedOption={dateOptions.find((o) => o.value === trigger.propertyId) ?? null}
              options={dateOptions}
              statusType={propertiesLoading ? 'loading' : 'finished'}
              placeholder={t('campaignTriggers.anniversary.propertyPlaceholder')}
              empty={t('campaignTriggers.anniversary.noProperties')}
              onChange={({ detail }) => setTrigger({ ...trigger, propertyId: detail.selectedOption.value ?? '' })}
            />
          </FormField>
          <FormField
            label={t('campaignTriggers.anniversary.hour')}
            description={t('campaignTriggers.anniversary.hourHint')}
            errorText={errorAt('trigger.hour')}
          >
            <Select
              selectedOption={HOURS.find((o) => o.value === String(trigger.hour)) ?? null}
              options={HOURS}
              onChange={({ detail }) => setTrigger({ ...trigger, hour: Number(detail.selectedOption.value) })}
            />
          </FormField>
        </>
      )}
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
