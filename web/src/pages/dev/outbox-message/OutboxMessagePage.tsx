import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@shared/schemas/dev';
import { devOutbox } from '@web/api/dev-outbox';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { HeadersTable } from './HeadersTable';

/** Links open in a new tab: the sandbox lets popups out but nothing else (no scripts, no app access). */
const withBlankTargets = (html: string) => `<base target="_blank">${html}`;

export default function OutboxMessagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const [message, setMessage] = useState<OutboxMessage | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    devOutbox.get(id, controller.signal).then(setMessage, (e: unknown) => {
      if (!controller.signal.aborted) setError(e);
    });
    return () => controller.abort();
  }, [id]);

  if (error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(error)}
      </Alert>
    );
  if (!message) return <PageSpinner />;

  const pre = (text: string | undefined, testId: string) => (
    <pre className="goniec-pre" data-testid={testId}>
      {text || t('outbox.emptyPart')}
    </pre>
  );
  return (
    <ContentLayout header={<Header variant="h1">{message.subject || t('outbox.noSubject')}</Header>}>
      <SpaceBetween size="l">
        <Container>
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('outbox.fields.from'), value: message.from },
              { label: t('outbox.fields.to'), value: message.to.join(', ') },
              { label: t('outbox.fields.date'), value: formatDate(message.date, true) || '—' },
            ]}
          />
        </Container>
        <Container disableContentPaddings>
          <Tabs
            ariaLabel={t('outbox.parts')}
            tabs={[
              {
                id: 'html',
                label: t('outbox.tabs.html'),
                content: message.html ? (
                  <iframe
                    className="goniec-preview"
                    title={t('outbox.tabs.html')}
                    sandbox="allow-popups allow-popups-to-escape-sandbox"
                    srcDoc={withBlankTargets(message.html)}
                    data-testid="outbox-html"
                  />
                ) : (
                  pre(undefined, 'outbox-html-missing')
                ),
              },
              { id: 'text', label: t('outbox.tabs.text'), content: pre(message.text, 'outbox-text') },
              { id: 'headers', label: t('outbox.tabs.headers'), content: <HeadersTable headers={message.headers} /> },
              { id: 'raw', label: t('outbox.tabs.raw'), content: pre(message.raw, 'outbox-raw') },
            ]}
          />
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
