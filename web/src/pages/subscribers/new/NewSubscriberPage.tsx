import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { SubmitForm } from '@web/common/SubmitForm';
import { useErrorText } from '@web/common/use-error-text';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useRestrictedToSegments } from '@web/common/use-restriction';
import { subscriberTitle } from '../common/subscriber-name';
import { usePropertyCatalog, valueProperties, type PropertyCatalog } from '../common/use-properties';
import { SubscriberFields } from '../form/SubscriberFields';
import { useNewSubscriberForm } from '../form/use-subscriber-form';
import { detailsPath, SUBSCRIBERS_PATH } from '../paths';

/** /subscribers/new: the base fields and every property, checked as the API checks them. */
export default function NewSubscriberPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const catalog = usePropertyCatalog();
  if (useRestrictedToSegments())
    return (
      <Alert type="info" header={t('restriction.title')}>
        {t('errors.SUBSCRIBER_CREATE_RESTRICTED')}
      </Alert>
    );
  if (catalog.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(catalog.error)}
      </Alert>
    );
  if (!catalog.data) return <PageSpinner />;
  return <NewSubscriberForm catalog={catalog.data} />;
}

function NewSubscriberForm({ catalog }: { catalog: PropertyCatalog }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { form, labels, handleSubmit, submitting, error } = useNewSubscriberForm(catalog);
  const leave = useLeaveConfirmation(form.dirty && !submitting);

  const submit = handleSubmit(async (body) => {
    const created = await api('subscribers.create', { body });
    form.markSaved();
    leave.allowNextNavigation();
    pushNotice({ type: 'success', content: { key: 'subscribers.new.created', params: { email: subscriberTitle(t, created) } } }, 8000);
    navigate(detailsPath(created.id));
  });

  return (
    <SubmitForm onSubmit={submit}>
      <Form
        header={
          <Header variant="h1" description={t('subscribers.new.description')}>
            {t('pages.subscriberNew')}
          </Header>
        }
        errorText={error ? errorText.describe(error, labels) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate(SUBSCRIBERS_PATH)}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" loading={submitting} formAction="submit">
              {t('subscribers.new.submit')}
            </Button>
          </SpaceBetween>
        }
      >
        <SubscriberFields
          values={form.values}
          errors={form.errors}
          set={form.set}
          properties={valueProperties(catalog.items)}
          allowOtherGsmPrefixes={catalog.allowOtherGsmPrefixes}
          autoFocus
        />
      </Form>
      {leave.modal}
    </SubmitForm>
  );
}
