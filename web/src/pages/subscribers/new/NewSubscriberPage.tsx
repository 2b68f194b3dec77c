import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EMAIL_TYPES, SUBSCRIBER_STATUSES } from '@shared/constants';
import { CreateSubscriberBody } from '@shared/schemas/subscriber';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { detailsPath } from '../common/SubscriberStatusIndicator';

/** Status 9 (GDPR forgotten) is the result of a process, never a choice. */
const SETTABLE_STATUSES = SUBSCRIBER_STATUSES.filter((s) => s !== 9);
const EMPTY = { email: '', name: '', status: '8', emailType: 'normal' };
const CODE_FIELDS = { SUBSCRIBER_EMAIL_EXISTS: 'email', SUBSCRIBER_INVALID_EMAIL: 'email', SUBSCRIBER_INVALID_STATUS: 'status' } as const;

export default function NewSubscriberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const form = useZodForm(CreateSubscriberBody, EMPTY, {
    prepare: (v) => ({ email: v.email, status: Number(v.status), emailType: v.emailType, ...(v.name.trim() ? { name: v.name } : {}) }),
  });
  // Once created, the page is on its way to the details: it stays busy and asks nothing on leaving.
  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS, keepBusy: true });
  const leave = useLeaveConfirmation(form.dirty && !submitting);

  const statusOptions = SETTABLE_STATUSES.map((s) => ({ value: String(s), label: t(`subscribers.status.${s}`) }));
  const typeOptions = EMAIL_TYPES.map((type) => ({ value: type, label: t(`subscribers.emailType.${type}`) }));

  const submit = handleSubmit(async (body) => {
    const created = await api('subscribers.create', { body });
    form.markSaved();
    leave.allowNextNavigation();
    pushNotice({ type: 'success', content: { key: 'subscribers.new.created', params: { email: created.email } } }, 8000);
    navigate(detailsPath(created.id));
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Form
        header={<Header variant="h1" description={t('subscribers.new.description')}>{t('pages.subscriberNew')}</Header>}
        errorText={error ? errorText.describe(error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate('/subscribers/all')}>{t('common.cancel')}</Button>
            <Button variant="primary" loading={submitting} formAction="submit">{t('subscribers.new.submit')}</Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h2">{t('subscribers.new.section')}</Header>}>
          <SpaceBetween size="l">
            <TextField label={t('subscribers.fields.email')} type="email" autoComplete="off" autoFocus value={form.values.email} onChange={(v) => form.set('email', v)} errorText={errorText.field(form.errors.email)} />
            <TextField label={t('subscribers.fields.name')} autoComplete="off" constraintText={t('common.optional')} value={form.values.name} onChange={(v) => form.set('name', v)} errorText={errorText.field(form.errors.name)} />
            <FormField label={t('subscribers.fields.status')} errorText={errorText.field(form.errors.status)}>
              <Select
                selectedOption={statusOptions.find((o) => o.value === form.values.status) ?? null}
                onChange={({ detail }) => form.set('status', detail.selectedOption.value ?? '8')}
                options={statusOptions}
              />
            </FormField>
            <FormField label={t('subscribers.fields.emailType')} errorText={errorText.field(form.errors.emailType)}>
              <Select
                selectedOption={typeOptions.find((o) => o.value === form.values.emailType) ?? null}
                onChange={({ detail }) => form.set('emailType', detail.selectedOption.value ?? 'normal')}
                options={typeOptions}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
      {leave.modal}
    </form>
  );
}
