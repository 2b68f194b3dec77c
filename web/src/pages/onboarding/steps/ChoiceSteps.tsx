import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_SIZES, EXPERIENCE_LEVELS, NEEDS } from '@shared/schemas/onboarding';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import type { StepProps } from './step-props';

export interface NeedsValues {
  needs: (typeof NEEDS)[number][];
}
export interface SubscribersValues {
  audienceSize: (typeof AUDIENCE_SIZES)[number] | '';
  hasConsents: boolean;
}
export interface ExperienceValues {
  level: (typeof EXPERIENCE_LEVELS)[number] | '';
  previousTool: string;
}
export interface AgreementValues {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

export function NeedsStep({ form }: StepProps<NeedsValues>) {
  const { t } = useTranslation();
  const err = useErrorText();
  const toggle = (need: (typeof NEEDS)[number], on: boolean) =>
    form.set('needs', on ? [...form.values.needs, need] : form.values.needs.filter((n) => n !== need));
  return (
    <FormField label={t('onboarding.needs.question')} errorText={err.field(form.errors.needs)}>
      <SpaceBetween size="xs">
        {NEEDS.map((need) => (
          <Checkbox key={need} checked={form.values.needs.includes(need)} onChange={({ detail }) => toggle(need, detail.checked)}>
            {t(`onboarding.needs.options.${need}`)}
          </Checkbox>
        ))}
      </SpaceBetween>
    </FormField>
  );
}

export function SubscribersStep({ form }: StepProps<SubscribersValues>) {
  const { t } = useTranslation();
  const err = useErrorText();
  return (
    <SpaceBetween size="l">
      <FormField label={t('onboarding.subscribers.question')} errorText={err.field(form.errors.audienceSize)}>
        <RadioGroup
          value={form.values.audienceSize || null}
          onChange={({ detail }) => form.set('audienceSize', detail.value as SubscribersValues['audienceSize'])}
          items={AUDIENCE_SIZES.map((size) => ({ value: size, label: t(`onboarding.subscribers.sizes.${size}`) }))}
        />
      </FormField>
      <Toggle checked={form.values.hasConsents} onChange={({ detail }) => form.set('hasConsents', detail.checked)}>
        {t('onboarding.subscribers.hasConsents')}
      </Toggle>
    </SpaceBetween>
  );
}

export function ExperienceStep({ form }: StepProps<ExperienceValues>) {
  const { t } = useTranslation();
  const err = useErrorText();
  return (
    <SpaceBetween size="l">
      <FormField label={t('onboarding.experience.question')} errorText={err.field(form.errors.level)}>
        <RadioGroup
          value={form.values.level || null}
          onChange={({ detail }) => form.set('level', detail.value as ExperienceValues['level'])}
          items={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`onboarding.experience.levels.${level}`) }))}
        />
      </FormField>
      <TextField
        label={t('onboarding.experience.previousTool')}
        value={form.values.previousTool}
        onChange={(v) => form.set('previousTool', v)}
        errorText={err.field(form.errors.previousTool)}
      />
    </SpaceBetween>
  );
}

export function AgreementStep({ form }: StepProps<AgreementValues>) {
  const { t } = useTranslation();
  const err = useErrorText();
  return (
    <SpaceBetween size="m">
      {(['terms', 'privacy', 'marketing'] as const).map((key) => (
        <FormField key={key} errorText={err.field(form.errors[key])}>
          <Checkbox checked={form.values[key]} onChange={({ detail }) => form.set(key, detail.checked)}>
            {t(`onboarding.agreement.${key}`)}
          </Checkbox>
        </FormField>
      ))}
    </SpaceBetween>
  );
}
