import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { WebhookBody, type Webhook, type WebhookEventType } from '@shared/schemas/webhooks';
import { api } from '@web/api';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useModalSubmit } from '@web/common/use-modal-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { eventGroups, eventLabel } from './webhook-view';

const CODE_FIELDS = { WEBHOOK_BAD_URL: 'url', WEBHOOK_INVALID_DATA: 'events' } as const;

interface Values {
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
}

type Created = Webhook & { secret: string };

interface Props {
  /** The webhook edited; none: a new one. */
  webhook?: Webhook;
  onSaved: (webhook: Webhook | Created) => void;
  onClose: () => void;
}

/** A webhook's address, description, events (by channel) and whether it is on; a new one answers with its secret. */
export function WebhookModal({ webhook, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const initial: Values = webhook
    ? { url: webhook.url, description: webhook.description, events: webhook.events, active: webhook.active }
    : { url: '', description: '', events: [], active: true };
  const form = useZodForm(WebhookBody, initial);
  const save = (body: WebhookBody): Promise<Webhook | Created> =>
    webhook ? api('webhooks.update', { params: { id: webhook.id }, body }) : api('webhooks.create', { body });
  const submit = useModalSubmit(form, save, onSaved, { codeFields: CODE_FIELDS });
  const toggle = (type: WebhookEventType, on: boolean) =>
    form.set('events', on ? [...form.values.events, type] : form.values.events.filter((e) => e !== type));

  return (
    <FormModal
      discardTexts={{ message: t('webhooks.discard.message'), keep: t('webhooks.discard.keep'), confirm: t('webhooks.discard.confirm') }}
      header={webhook ? t('webhooks.form.editTitle') : t('webhooks.form.createTitle')}
      submitText={webhook ? t('webhooks.form.save') : t('webhooks.create')}
      size="medium"
      {...submit}
      onClose={onClose}
    >
      <TextField
        label={t('webhooks.form.url')}
        constraintText={t('webhooks.form.urlHint')}
        autoFocus
        autoComplete="off"
        type="url"
        placeholder="https://"
        value={form.values.url}
        onChange={(v) => form.set('url', v)}
        errorText={errorText.field(form.errors.url)}
      />
      <TextField
        label={t('webhooks.form.description')}
        description={t('webhooks.form.descriptionHint')}
        autoComplete="off"
        value={form.values.description}
        onChange={(v) => form.set('description', v)}
        errorText={errorText.field(form.errors.description)}
      />
      <FormField
        label={t('webhooks.form.events')}
        constraintText={t('webhooks.form.eventsHint')}
        errorText={errorText.field(form.errors.events)}
      >
        <ColumnLayout columns={3}>
          {eventGroups().map(({ group, events }) => (
            <div key={group} role="group" aria-label={t(`webhooks.groups.${group}`)}>
              <SpaceBetween size="xxs">
                <Box variant="awsui-key-label">{t(`webhooks.groups.${group}`)}</Box>
                {events.map((type) => (
                  <Checkbox key={type} checked={form.values.events.includes(type)} onChange={({ detail }) => toggle(type, detail.checked)}>
                    {eventLabel(t, type)}
                  </Checkbox>
                ))}
              </SpaceBetween>
            </div>
          ))}
        </ColumnLayout>
      </FormField>
      <FormField label={t('webhooks.form.active')} description={t('webhooks.form.activeHint')}>
        <Toggle checked={form.values.active} onChange={({ detail }) => form.set('active', detail.checked)}>
          {t('webhooks.form.active')}
        </Toggle>
      </FormField>
    </FormModal>
  );
}
