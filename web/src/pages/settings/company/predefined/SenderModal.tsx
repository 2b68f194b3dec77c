import Checkbox from '@cloudscape-design/components/checkbox';
import { useTranslation } from 'react-i18next';
import { SenderBody, type Sender } from '@shared/schemas/predefined';
import { api } from '@web/api';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useZodForm } from '@web/common/use-zod-form';
import { usePredefinedModal } from './use-predefined-modal';

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
  const modal = usePredefinedModal(
    'senders',
    form,
    sender !== undefined,
    (body) => (sender ? api('senders.update', { params: { id: sender.id }, body }) : api('senders.add', { body })),
    onClose,
  );
  return (
    <FormModal {...modal}>
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
