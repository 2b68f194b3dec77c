import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '@shared/schemas/subscriber';
import { api } from '@web/api';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { SubscriberStatusIndicator } from '../common/SubscriberStatusIndicator';

export default function SubscriberDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const [subscriber, setSubscriber] = useState<Subscriber | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    api('subscribers.get', { params: { id }, signal: controller.signal }).then(setSubscriber, (e: unknown) => {
      if (!controller.signal.aborted) setError(e);
    });
    return () => controller.abort();
  }, [id]);

  if (error) return <Alert type="error" header={t('common.loadFailed')}>{errorText.describe(error)}</Alert>;
  if (!subscriber) return <PageSpinner />;

  const dash = (value: string | undefined) => value || '—';
  return (
    <ContentLayout header={<Header variant="h1" description={t('pages.subscriberDetails')}>{subscriber.email}</Header>}>
      <Container header={<Header variant="h2">{t('subscribers.details.data')}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('subscribers.fields.email'), value: subscriber.email },
            { label: t('subscribers.fields.name'), value: dash(subscriber.name) },
            { label: t('subscribers.fields.status'), value: <SubscriberStatusIndicator status={subscriber.status} /> },
            { label: t('subscribers.fields.emailType'), value: t(`subscribers.emailType.${subscriber.emailType}`) },
            { label: t('subscribers.fields.source'), value: dash(subscriber.source) },
            { label: t('subscribers.fields.createdAt'), value: formatDate(subscriber.createdAt, true) },
            { label: t('subscribers.fields.updatedAt'), value: formatDate(subscriber.updatedAt, true) },
            { label: t('subscribers.fields.unsubscribedAt'), value: dash(formatDate(subscriber.unsubscribedAt, true)) },
            { label: t('subscribers.fields.id'), value: subscriber.id },
          ]}
        />
      </Container>
    </ContentLayout>
  );
}
