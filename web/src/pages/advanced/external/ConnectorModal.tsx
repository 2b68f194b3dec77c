import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import {
  CONNECTOR_CONSENT_MODES,
  CONNECTOR_PLATFORMS,
  ConnectorBody,
  type Connector,
  type ConnectorConsentMode,
  type ConnectorPlatform,
} from '@shared/schemas/connectors';
import { api } from '@web/api';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useModalSubmit } from '@web/common/use-modal-submit';
import { useZodForm } from '@web/common/use-zod-form';

interface Values {
  name: string;
  platform: ConnectorPlatform;
  active: boolean;
  withoutConsent: ConnectorConsentMode;
  trackOrders: boolean;
  trackCarts: boolean;
}

type Created = Connector & { secret?: string };

/** A connector's name, platform (fixed once made), consent rule and switches. */
export function ConnectorModal({
  connector,
  onSaved,
  onClose,
}: {
  connector?: Connector;
  onSaved: (c: Created) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const initial: Values = connector
    ? {
        name: connector.name,
        platform: connector.platform,
        active: connector.active,
        withoutConsent: connector.withoutConsent,
        trackOrders: connector.trackOrders,
        trackCarts: connector.trackCarts,
      }
    : { name: '', platform: 'woocommerce', active: true, withoutConsent: 'transactional', trackOrders: true, trackCarts: true };
  const form = useZodForm(ConnectorBody, initial);
  const save = ({ platform, ...rest }: ConnectorBody): Promise<Created> =>
    connector
      ? api('connectors.update', { params: { id: connector.id }, body: rest })
      : api('connectors.create', { body: { platform, ...rest } });
  const submit = useModalSubmit(form, save, onSaved, { codeFields: { CONNECTOR_INVALID_DATA: 'name' } });

  return (
    <FormModal
      discardTexts={{
        message: t('connectors.discard.message'),
        keep: t('connectors.discard.keep'),
        confirm: t('connectors.discard.confirm'),
      }}
      header={connector ? t('connectors.form.editTitle') : t('connectors.form.createTitle')}
      submitText={connector ? t('connectors.form.save') : t('connectors.create')}
      size="medium"
      {...submit}
      onClose={onClose}
    >
      <TextField
        label={t('connectors.form.name')}
        autoFocus
        autoComplete="off"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        errorText={errorText.field(form.errors.name)}
      />
      <FormField label={t('connectors.form.platform')} description={connector ? t('connectors.form.platformFixed') : undefined}>
        <RadioGroup
          value={form.values.platform}
          onChange={({ detail }) => !connector && form.set('platform', detail.value as ConnectorPlatform)}
          items={CONNECTOR_PLATFORMS.map((p) => ({ value: p, label: t(`connectors.platforms.${p}`), disabled: !!connector }))}
        />
      </FormField>
      <FormField label={t('connectors.form.withoutConsent')} description={t('connectors.form.withoutConsentHint')}>
        <RadioGroup
          value={form.values.withoutConsent}
          onChange={({ detail }) => form.set('withoutConsent', detail.value as ConnectorConsentMode)}
          items={CONNECTOR_CONSENT_MODES.map((m) => ({ value: m, label: t(`connectors.consent.${m}`) }))}
        />
      </FormField>
      <Toggle checked={form.values.trackOrders} onChange={({ detail }) => form.set('trackOrders', detail.checked)}>
        {t('connectors.form.trackOrders')}
      </Toggle>
      <Toggle checked={form.values.trackCarts} onChange={({ detail }) => form.set('trackCarts', detail.checked)}>
        {t('connectors.form.trackCarts')}
      </Toggle>
      <Toggle checked={form.values.active} onChange={({ detail }) => form.set('active', detail.checked)}>
        {t('connectors.form.active')}
      </Toggle>
    </FormModal>
  );
}
