import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import type { StepProps } from './step-props';

export interface AboutValues {
  firstName: string;
  lastName: string;
  position: string;
  phone: string;
}
export const EMPTY_ABOUT: AboutValues = { firstName: '', lastName: '', position: '', phone: '' };

export function AboutStep({ form }: StepProps<AboutValues>) {
  const { t } = useTranslation();
  const err = useErrorText();
  return (
    <SpaceBetween size="m">
      <TextField
        label={t('onboarding.about.firstName')}
        autoComplete="given-name"
        value={form.values.firstName}
        onChange={(v) => form.set('firstName', v)}
        errorText={err.field(form.errors.firstName)}
      />
      <TextField
        label={t('onboarding.about.lastName')}
        autoComplete="family-name"
        value={form.values.lastName}
        onChange={(v) => form.set('lastName', v)}
        errorText={err.field(form.errors.lastName)}
      />
      <TextField
        label={t('onboarding.about.position')}
        value={form.values.position}
        onChange={(v) => form.set('position', v)}
        errorText={err.field(form.errors.position)}
      />
      <TextField
        label={t('onboarding.about.phone')}
        autoComplete="tel"
        placeholder="+48 601 234 567"
        value={form.values.phone}
        onChange={(v) => form.set('phone', v)}
        errorText={err.field(form.errors.phone)}
      />
    </SpaceBetween>
  );
}
