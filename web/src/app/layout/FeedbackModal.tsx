import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, FeedbackBody } from '@shared/schemas/profile';
import { api } from '@web/api';
import { ModalFooter } from '@web/common/ModalFooter';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { pushNotice } from '../notifications/notification-store';

type Category = (typeof FEEDBACK_CATEGORIES)[number];

/** Spec section 7: feedback plus the browser, screen and page it was sent from (filled in here). */
function clientInfo() {
  return {
    ua: navigator.userAgent.slice(0, 1024),
    resolution: `${window.screen.width}x${window.screen.height}`,
    url: window.location.href.slice(0, 2048),
  };
}

/** "Send feedback" from the user menu. */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(FeedbackBody, { category: 'idea' as Category, message: '' }, { prepare: (v) => ({ ...v, ...clientInfo() }) });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { keepBusy: true });
  const submit = handleSubmit(async (body) => {
    await api('profile.feedback', { body });
    pushNotice({ type: 'success', content: { key: 'feedback.sent' } }, 5000);
    onClose();
  });
  const options = FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`feedback.categories.${c}`) }));

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('feedback.title')}
      closeAriaLabel={t('common.close')}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onClose}
          confirmText={t('feedback.submit')}
          onConfirm={() => void submit()}
          loading={submitting}
        />
      }
    >
      <SpaceBetween size="l">
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
        <FormField label={t('feedback.category')} errorText={errorText.field(form.errors.category)}>
          <Select
            selectedOption={options.find((o) => o.value === form.values.category) ?? null}
            onChange={({ detail }) => form.set('category', (detail.selectedOption.value ?? 'idea') as Category)}
            options={options}
          />
        </FormField>
        <FormField label={t('feedback.message')} description={t('feedback.messageHint')} errorText={errorText.field(form.errors.message)}>
          <Textarea
            value={form.values.message}
            onChange={({ detail }) => form.set('message', detail.value)}
            rows={6}
            invalid={Boolean(form.errors.message)}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
