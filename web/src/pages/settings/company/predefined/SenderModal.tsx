import Checkbox from '@cloudscape-design/components/checkbox';
import { useTranslation } from 'react-i18next';
import { SenderBody, type Sender } from '@shared/schemas/predefined';
import { api } from '@web/api';
import { apiKey, invalidate } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { useDiscardTexts } from './use-discard-texts';

/** Adds or edits a sender; the server checks the from address is on a verified domain (and names them if not). */
export function SenderModal({ sender, domains, onClose }: { sender?: Sender; domains: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(SenderBody, {
    name: sender?.name ?? '',
    fromEmail: sender?.fromEmail ?? '',
    replyTo: sender?.replyTo ?? '',
    isDefault: sender?.isDefault ?? false,
  });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { keepBusy: true });
  const submit = handleSubmit(async (body) => {
    const saved = sender ? await api('senders.update', { params: { id: sender.id }, body }) : await api('senders.add', { body });
    form.markSaved();
    await invalidate(apiKey('senders.list'));
    pushNotice(
      { type: 'success', content: { key: sender ? 'predefined.senders.saved' : 'predefined.senders.added', params: { name: saved.name } } },
      5000,
    );
    onClose();
  });
  return (
    <FormModal
      header={t(sender ? 'predefined.senders.editHeader' : 'predefined.senders.addHeader')}
      submitText={t('predefined.save')}
      dirty={form.dirty}
      submitting={submitting}
      error={error}
      discardTexts={useDiscardTexts()}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={t('predefined.senders.name')}
        autoFocus
        autoComplete="off"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        errorText={errorText.field(form.errors.name)}
      />
      <TextField
        label={t('predefined.senders.fromEmail')}
        description={domains.length ? t('predefined.senders.fromEmailHint', { domains: domains.join(', ') }) : undefined}
        type="email"
        autoComplete="off"
        value={form.values.fromEmail}
        onChange={(v) => form.set('fromEmail', v)}
        errorText={errorText.field(form.errors.fromEmail)}
      />
      <TextField
        label={t('predefined.senders.replyTo')}
        description={t('predefined.senders.replyToHint')}
        type="email"
        autoComplete="off"
        value={form.values.replyTo}
        onChange={(v) => form.set('replyTo', v)}
        errorText={errorText.field(form.errors.replyTo)}
      />
      <Checkbox
        checked={form.values.isDefault}
        disabled={sender?.isDefault}
        onChange={({ detail }) => form.set('isDefault', detail.checked)}
      >
        {t('predefined.senders.isDefault')}
      </Checkbox>
    </FormModal>
  );
}
