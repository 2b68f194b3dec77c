import { useMemo } from 'react';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, LANGUAGES, type Currency, type Language } from '@shared/constants';
import { TEMPLATE_RULES } from '@shared/rules/templates';
import { SaveGeneralSettingsBody, type GeneralSettings } from '@shared/schemas/accounts';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { setSessionUser, useCurrentUser } from '@web/app/session/session-store';
import { SettingsForm } from '@web/common/SettingsForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { timeZoneOptions } from './time-zone-options';

const toValues = (s: GeneralSettings) => ({
  timeZone: s.timeZone,
  currency: s.currency,
  language: s.language,
  fourEye: s.fourEye,
  templateHistoryLimit: s.templateHistoryLimit,
});

/**
 * The account's time zone (the one segments evaluate dates in: "today", anniversaries, days since),
 * its currency, the default language of its messages, and 4-eye verification of sendings.
 */
export function GlobalSettingsForm({ saved }: { saved: GeneralSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const form = useZodForm(SaveGeneralSettingsBody, toValues(saved));
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  // Some 400 zones, each labelled with its offset: built once for the saved zone.
  const options = useMemo(() => timeZoneOptions(saved.timeZone), [saved.timeZone]);
  const currencies = CURRENCIES.map((c) => ({ value: c, label: t(`companyGlobal.currencies.${c}`) }));
  const languages = LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }));
  const submit = handleSubmit(async (body) => {
    const updated = await api('accounts.saveGeneralSettings', { body });
    form.markSaved(toValues(updated));
    // The mailing editor reads the switch from the session: it says "hand over" rather than "send".
    setSessionUser({ ...user, account: { ...user.account, fourEye: updated.fourEye } });
    pushNotice({ type: 'success', content: { key: 'companySettings.saved' } }, 5000);
  });

  return (
    <SettingsForm onSubmit={submit} submitting={submitting} error={error} outside={leave.modal}>
      <Container
        header={
          <Header variant="h2" description={t('companySettings.globalDescription')}>
            {t('companySettings.global')}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <FormField
            label={t('companySettings.timeZone')}
            description={t('companySettings.timeZoneHint')}
            errorText={errorText.field(form.errors.timeZone)}
          >
            <Select
              selectedOption={
                options.find((o) => o.value === form.values.timeZone) ?? { value: form.values.timeZone, label: form.values.timeZone }
              }
              onChange={({ detail }) => form.set('timeZone', detail.selectedOption.value ?? saved.timeZone)}
              options={options}
              filteringType="auto"
              filteringPlaceholder={t('companySettings.timeZoneFilter')}
              noMatch={t('companySettings.noTimeZone')}
              ariaLabel={t('companySettings.timeZone')}
              virtualScroll
            />
          </FormField>
          <ColumnLayout columns={2}>
            <FormField label={t('companyGlobal.currency')} description={t('companyGlobal.currencyHint')}>
              <Select
                selectedOption={currencies.find((o) => o.value === form.values.currency) ?? null}
                onChange={({ detail }) => form.set('currency', detail.selectedOption.value as Currency)}
                options={currencies}
                ariaLabel={t('companyGlobal.currency')}
              />
            </FormField>
            <FormField label={t('companyGlobal.language')} description={t('companyGlobal.languageHint')}>
              <Select
                selectedOption={languages.find((o) => o.value === form.values.language) ?? null}
                onChange={({ detail }) => form.set('language', detail.selectedOption.value as Language)}
                options={languages}
                ariaLabel={t('companyGlobal.language')}
              />
            </FormField>
          </ColumnLayout>
          <FormField label={t('companyGlobal.fourEye')} description={t('companyGlobal.fourEyeHint')}>
            <Toggle checked={form.values.fourEye === true} onChange={({ detail }) => form.set('fourEye', detail.checked)}>
              {t('companyGlobal.fourEyeOn')}
            </Toggle>
          </FormField>
          <FormField
            label={t('templateCore.historyLimit')}
            description={t('templateCore.historyLimitHint', { min: TEMPLATE_RULES.historyMin, max: TEMPLATE_RULES.historyMax })}
            errorText={errorText.field(form.errors.templateHistoryLimit)}
          >
            <Input
              type="number"
              inputMode="numeric"
              value={String(form.values.templateHistoryLimit ?? '')}
              onChange={({ detail }) => form.set('templateHistoryLimit', Number(detail.value))}
              ariaLabel={t('templateCore.historyLimit')}
            />
          </FormField>
        </SpaceBetween>
      </Container>
    </SettingsForm>
  );
}
