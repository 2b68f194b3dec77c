import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '@shared/schemas/subscriber';
import { api, isApiError } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SubmitForm } from '@web/common/SubmitForm';
import { useErrorText } from '@web/common/use-error-text';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { valueProperties, type PropertyCatalog } from '../../common/use-properties';
import { SubscriberFields } from '../../form/SubscriberFields';
import { useEditSubscriberForm } from '../../form/use-subscriber-form';

interface Props {
  subscriber: Subscriber;
  catalog: PropertyCatalog;
  onSaved: (subscriber: Subscriber) => void;
  onCancel: () => void;
  /** Someone saved meanwhile: drop these edits and read the subscriber again. */
  onReload: () => void;
}

/** The data tab while editing: the same form as a new subscriber, saving what changed with the version read. */
export function EditSubscriber({ subscriber, catalog, onSaved, onCancel, onReload }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, labels, handleSubmit, submitting, error } = useEditSubscriberForm(catalog, subscriber);
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  const changedMeanwhile = isApiError(error) && error.code === 'SUBSCRIBER_CHANGED';

  const submit = handleSubmit(async (body) => {
    const saved = await api('subscribers.update', { params: { id: subscriber.id }, body });
    form.markSaved();
    pushNotice({ type: 'success', content: { key: 'subscribers.details.saved' } }, 6000);
    onSaved(saved);
  });

  return (
    <SubmitForm onSubmit={submit}>
      <Form
        header={<Header variant="h2">{t('subscribers.details.editTitle')}</Header>}
        errorText={error && !changedMeanwhile ? errorText.describe(error, labels) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={onCancel} disabled={submitting}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" loading={submitting} formAction="submit">
              {t('common.save')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {changedMeanwhile && (
            <Alert
              type="warning"
              header={t('errors.SUBSCRIBER_CHANGED')}
              action={<Button onClick={onReload}>{t('subscribers.details.reload')}</Button>}
            >
              {t('subscribers.details.changedMeanwhile')}
            </Alert>
          )}
          <SubscriberFields
            values={form.values}
            errors={form.errors}
            set={form.set}
            properties={valueProperties(catalog.items)}
            allowOtherGsmPrefixes={catalog.allowOtherGsmPrefixes}
            subscriber={subscriber}
          />
        </SpaceBetween>
      </Form>
      {leave.modal}
    </SubmitForm>
  );
}
