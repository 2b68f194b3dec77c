import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { HASHERS, UTM_KEYS, type Hasher, type HashType } from '@shared/rules/link-params';
import { TrackingSettings } from '@shared/schemas/tracking-settings';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SettingsForm } from '@web/common/SettingsForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { exampleLink, toBody, toValues, type TrackingValues } from './tracking-form';

const MERGE_EXAMPLE = '{{ email }}';
const HASHER_LABEL = {
  none: 'trackingSettings.hasherNone',
  md5: 'trackingSettings.hasherMd5',
  sha256: 'trackingSettings.hasherSha256',
} as const;

/** The tracking tab: default UTM parameters and the link hash parameter, with the example link they make. */
export function TrackingSettingsForm({ saved }: { saved: TrackingSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(TrackingSettings, toValues(saved), { prepare: toBody });
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  const submit = handleSubmit(async (body) => {
    const updated = await api('trackingSettings.save', { body });
    form.markSaved(toValues(updated));
    pushNotice({ type: 'success', content: { key: 'trackingSettings.saved' } }, 5000);
  });
  const v = form.values;
  const text = (field: keyof TrackingValues & `${string}.${string}`, label: string, hint?: string) => (
    <FormField key={field} label={label} description={hint} errorText={errorText.field(form.errors[field])}>
      <Input
        value={v[field] as string}
        onChange={({ detail }) => form.set(field, detail.value as never)}
        ariaLabel={label}
        disabled={field.startsWith('hash.') && !v['hash.enabled']}
      />
    </FormField>
  );
  const hasherOptions = HASHERS.map((h) => ({ value: h, label: t(HASHER_LABEL[h]) }));

  return (
    <SettingsForm onSubmit={submit} submitting={submitting} error={error} outside={leave.modal}>
      <SpaceBetween size="l">
        <Box variant="p" color="text-body-secondary">
          {t('trackingSettings.description', { example: MERGE_EXAMPLE })}
        </Box>
        <Container
          header={
            <Header variant="h2" description={t('trackingSettings.utmDescription')}>
              {t('trackingSettings.utm')}
            </Header>
          }
        >
          <ColumnLayout columns={2}>{UTM_KEYS.map((k) => text(`utm.${k}`, t(`trackingSettings.${k}`)))}</ColumnLayout>
        </Container>
        <Container
          header={
            <Header variant="h2" description={t('trackingSettings.hashDescription')}>
              {t('trackingSettings.hash')}
            </Header>
          }
        >
          <SpaceBetween size="m">
            <Toggle checked={v['hash.enabled']} onChange={({ detail }) => form.set('hash.enabled', detail.checked)}>
              {t('trackingSettings.hashEnabled')}
            </Toggle>
            <FormField label={t('trackingSettings.type')} errorText={errorText.field(form.errors['hash.type'])}>
              <RadioGroup
                value={v['hash.type']}
                onChange={({ detail }) => form.set('hash.type', detail.value as HashType)}
                items={[
                  { value: 'param', label: t('trackingSettings.typeParam'), disabled: !v['hash.enabled'] },
                  { value: 'anchor', label: t('trackingSettings.typeAnchor'), disabled: !v['hash.enabled'] },
                ]}
              />
            </FormField>
            <ColumnLayout columns={2}>
              {text('hash.name', t('trackingSettings.name'), t('trackingSettings.nameHint'))}
              {text('hash.text', t('trackingSettings.text'), t('trackingSettings.textHint', { example: MERGE_EXAMPLE }))}
            </ColumnLayout>
            <FormField label={t('trackingSettings.hasher')} errorText={errorText.field(form.errors['hash.hasher'])}>
              <Select
                selectedOption={hasherOptions.find((o) => o.value === v['hash.hasher']) ?? hasherOptions[0]!}
                onChange={({ detail }) => form.set('hash.hasher', (detail.selectedOption.value ?? 'none') as Hasher)}
                options={hasherOptions}
                disabled={!v['hash.enabled']}
                ariaLabel={t('trackingSettings.hasher')}
              />
            </FormField>
          </SpaceBetween>
        </Container>
        <Container
          header={
            <Header variant="h2" description={t('trackingSettings.exampleHint')}>
              {t('trackingSettings.example')}
            </Header>
          }
        >
          <Box variant="code" data-testid="tracking-example">
            {exampleLink(v)}
          </Box>
        </Container>
      </SpaceBetween>
    </SettingsForm>
  );
}
