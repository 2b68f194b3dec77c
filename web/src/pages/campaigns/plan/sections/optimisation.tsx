import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { localOf } from '@shared/rules/local-time';
import type { PlanPreview } from '@shared/schemas/schedule';
import { useErrorText } from '@web/common/use-error-text';
import { WallTimeInput } from '../fields/WallTimeInput';
import type { SectionProps, SendTypeSection } from './types';

/** How the preview's first recipients spread over the hours, each hour as a wall time in the account's zone. */
function Spread({ spread, timeZone }: { spread: NonNullable<PlanPreview['spread']>; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Table
      variant="embedded"
      data-testid="optimisation-spread"
      header={
        <Box variant="h4">
          {t('campaignOptimisation.spread.header')}{' '}
          <Box variant="small" display="inline">
            {t('campaignOptimisation.spread.sampled', { count: spread.sampled })}
          </Box>
        </Box>
      }
      items={spread.hours}
      empty={t('campaignOptimisation.spread.empty')}
      columnDefinitions={[
        { id: 'at', header: t('campaignOptimisation.spread.hour'), cell: (h) => localOf(h.at, timeZone).replace('T', ' ') },
        { id: 'recipients', header: t('campaignOptimisation.spread.recipients'), cell: (h) => h.recipients },
      ]}
    />
  );
}

function OptimisationFields({ value, onChange, errors, timeZone, preview }: SectionProps<'optimisation'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const atError = errors.find((e) => e.path === 'at');
  return (
    <SpaceBetween size="m">
      <Box>{t('campaignOptimisation.description')}</Box>
      <FormField label={t('campaignOptimisation.when')}>
        <RadioGroup
          value={value.at !== undefined ? 'at' : 'now'}
          onChange={({ detail }) => onChange(detail.value === 'at' ? { ...value, at: '' } : { type: 'optimisation' })}
          items={[
            { value: 'now', label: t('campaignOptimisation.now') },
            { value: 'at', label: t('campaignOptimisation.at') },
          ]}
        />
      </FormField>
      {value.at !== undefined && (
        <FormField
          label={t('campaignOptimisation.at')}
          description={timeZone ? t('campaignOptimisation.zone', { zone: timeZone }) : undefined}
          errorText={errorText.field(atError)}
        >
          <WallTimeInput value={value.at} onChange={(at) => onChange({ ...value, at })} invalid={!!atError} />
        </FormField>
      )}
      {preview?.spread && <Spread spread={preview.spread} timeZone={timeZone} />}
    </SpaceBetween>
  );
}

/** Optimisation: each recipient at their best hour within 24 h of the start (now or a time); the preview shows the spread. */
export const optimisationSection: SendTypeSection<'optimisation'> = {
  available: true,
  Section: OptimisationFields,
  initial: () => ({ type: 'optimisation' }),
};
