import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { TableEmpty } from '@web/common/TableEmpty';
import { useErrorText } from '@web/common/use-error-text';
import { dlqNeedsAttention, queueColumns } from './table-config';
import { useQueues } from './use-queues';

/** Work queues and their dead-letter queues with SQS's approximate counts. */
export default function QueuesPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queues = useQueues();
  const items = queues.data?.items ?? [];
  const attention = items.filter(dlqNeedsAttention);

  return (
    <SpaceBetween size="m">
      {attention.length > 0 && (
        <Alert
          type="error"
          header={t('admin.queues.attentionHeader', { queues: attention.map((q) => t(`admin.queues.names.${q.id}`)).join(', ') })}
        >
          {t('admin.queues.attention')}
        </Alert>
      )}
      {queues.error !== null && queues.data && (
        <Alert type="error" header={t('common.loadFailed')}>
          {errorText.describe(queues.error)}
        </Alert>
      )}
      <Table
        variant="full-page"
        header={
          <Header
            variant="awsui-h1-sticky"
            description={
              queues.data
                ? t('admin.queues.readAt', { at: new Date(queues.data.readAt).toLocaleTimeString(i18n.language) })
                : t('admin.queues.description')
            }
            actions={
              <Button iconName="refresh" onClick={queues.reload} loading={queues.loading}>
                {t('common.refresh')}
              </Button>
            }
          >
            {t('pages.adminQueues')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('pages.adminQueues') }}
        columnDefinitions={queueColumns({ t })}
        items={items}
        trackBy="id"
        loading={queues.loading && !queues.data}
        loadingText={t('common.loading')}
        empty={<TableEmpty error={queues.error} title={t('admin.queues.empty')} />}
      />
    </SpaceBetween>
  );
}
