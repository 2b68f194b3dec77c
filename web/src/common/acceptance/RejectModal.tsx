import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX, RejectMailingBody } from '@shared/schemas/mailing';
import { pushNotice } from '@web/app/notifications/notification-store';
import { FormModal } from '@web/common/FormModal';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';

/**
 * 4-eye verification: the checker says why a sending (a mailing or an SMS sending) is rejected; the
 * maker gets the reason by e-mail and on the sending. `reject` calls the channel's route with the
 * reason and takes the answer in (mailings.reject, sms.reject).
 */
export function RejectModal({
  name,
  reject,
  onClose,
}: {
  name: string;
  reject: (body: RejectMailingBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(RejectMailingBody, { reason: '' });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { keepBusy: true });
  const submit = handleSubmit(async (body) => {
    await reject(body);
    form.markSaved();
    pushNotice({ type: 'success', content: { key: 'acceptance.rejectedNotice', params: { name } } }, 6000);
    onClose();
  });
  return (
    <FormModal
      discardTexts={{
        message: t('acceptance.rejectModal.discardMessage'),
        keep: t('acceptance.rejectModal.keep'),
        confirm: t('acceptance.rejectModal.discard'),
      }}
      header={t('acceptance.rejectModal.title', { name })}
      submitText={t('acceptance.rejectModal.confirm')}
      dirty={form.dirty}
      submitting={submitting}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField
        label={t('acceptance.rejectModal.reason')}
        description={t('acceptance.rejectModal.reasonHint', { max: REJECTION_REASON_MAX })}
        errorText={errorText.field(form.errors.reason)}
      >
        <Textarea
          autoFocus
          value={form.values.reason}
          onChange={({ detail }) => form.set('reason', detail.value)}
          rows={4}
          invalid={Boolean(form.errors.reason)}
          ariaLabel={t('acceptance.rejectModal.reason')}
        />
      </FormField>
    </FormModal>
  );
}
