import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { BRAND_COLOURS, BRAND_FONTS, BrandingSettings, SOCIAL_NETWORKS, type BrandColours, type BrandFont } from '@shared/schemas/branding';
import { api } from '@web/api';
import { apiKey, invalidate } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SettingsForm } from '@web/common/SettingsForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { BrandPreview } from './BrandPreview';
import { shownColour, toBody, toValues, type BrandingValues } from './branding-form';
import { DefaultSenderField } from './DefaultSenderField';

type TextField = Exclude<keyof BrandingValues, 'font'>;

/** The branding tab's settings: font, the six colours (with a live preview), social links, words and addresses. */
export function BrandingForm({ saved, logoUrl }: { saved: BrandingSettings; logoUrl?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(BrandingSettings, toValues(saved), { prepare: toBody });
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  const submit = handleSubmit(async (body) => {
    const updated = await api('branding.save', { body });
    form.markSaved(toValues(updated.branding));
    await invalidate(apiKey('branding.get'));
    pushNotice({ type: 'success', content: { key: 'branding.saved' } }, 5000);
  });
  const v = form.values;
  const text = (field: TextField, label: string, hint?: string) => (
    <FormField key={field} label={label} description={hint} errorText={errorText.field(form.errors[field])}>
      <Input value={v[field]} onChange={({ detail }) => form.set(field, detail.value)} ariaLabel={label} />
    </FormField>
  );
  const colours = Object.fromEntries(BRAND_COLOURS.map((c) => [c, shownColour(v[`colours.${c}`], saved.colours[c])])) as BrandColours;
  const fontOptions = BRAND_FONTS.map((f) => ({ value: f, label: f }));

  return (
    <SettingsForm onSubmit={submit} submitting={submitting} error={error} outside={leave.modal}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('branding.look')}</Header>}>
          <ColumnLayout columns={2}>
            <SpaceBetween size="m">
              <FormField label={t('branding.font')} errorText={errorText.field(form.errors.font)}>
                <Select
                  selectedOption={fontOptions.find((o) => o.value === v.font) ?? fontOptions[0]!}
                  onChange={({ detail }) => form.set('font', (detail.selectedOption.value ?? 'Open Sans') as BrandFont)}
                  options={fontOptions}
                  ariaLabel={t('branding.font')}
                />
              </FormField>
              {BRAND_COLOURS.map((c) => {
                const label = t(`branding.colours.${c}`);
                return (
                  <FormField key={c} label={label} errorText={errorText.field(form.errors[`colours.${c}`])}>
                    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                      {/* The browser's own picker as the swatch; the text field takes a pasted #rrggbb. */}
                      <input
                        type="color"
                        value={colours[c]}
                        onChange={(e) => form.set(`colours.${c}`, e.target.value)}
                        aria-label={label}
                        style={{ width: 40, height: 32, padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
                        data-testid={`colour-${c}`}
                      />
                      <Input
                        value={v[`colours.${c}`]}
                        onChange={({ detail }) => form.set(`colours.${c}`, detail.value)}
                        ariaLabel={`${label} (${t('branding.colourHint')})`}
                        placeholder={t('branding.colourHint')}
                      />
                    </SpaceBetween>
                  </FormField>
                );
              })}
            </SpaceBetween>
            <FormField label={t('branding.preview')} description={t('branding.previewDescription')}>
              <BrandPreview font={v.font} colours={colours} logoUrl={logoUrl} />
            </FormField>
          </ColumnLayout>
        </Container>
        <Container
          header={
            <Header variant="h2" description={t('branding.socialDescription')}>
              {t('branding.social')}
            </Header>
          }
        >
          <ColumnLayout columns={2}>{SOCIAL_NETWORKS.map((n) => text(`socialLinks.${n}`, t(`branding.networks.${n}`)))}</ColumnLayout>
        </Container>
        <Container header={<Header variant="h2">{t('branding.messages')}</Header>}>
          <ColumnLayout columns={2}>
            {text('unsubscribeLabel', t('branding.unsubscribeLabel'), t('branding.unsubscribeLabelHint'))}
            <DefaultSenderField />
            {text('replyTo', t('branding.replyTo'), t('branding.replyToHint'))}
          </ColumnLayout>
        </Container>
        <Container
          header={
            <Header variant="h2" description={t('branding.confirmationDescription')}>
              {t('branding.confirmation')}
            </Header>
          }
        >
          <SpaceBetween size="m">
            {text('confirmationEmail.subject', t('branding.confirmationSubject'))}
            <FormField label={t('branding.confirmationText')} errorText={errorText.field(form.errors['confirmationEmail.text'])}>
              <Textarea
                value={v['confirmationEmail.text']}
                onChange={({ detail }) => form.set('confirmationEmail.text', detail.value)}
                ariaLabel={t('branding.confirmationText')}
                rows={4}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </SettingsForm>
  );
}
