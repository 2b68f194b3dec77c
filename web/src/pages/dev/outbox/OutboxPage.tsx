import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { TableEmpty } from '@web/common/TableEmpty';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { outboxColumns, textColumns } from './table-config';
import { useOutbox } from './use-outbox';

/** The local catchers: every e-mail the emulator's SES accepted, and every text its SNS did; each table says why its own list could not be read. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const { mail, texts, refresh } = useOutbox();
  const mailItems = mail.data ?? [];
  const textItems = texts.data ?? [];

  return (
    <SpaceBetween size="l">
      <Table
        header={
          <Header
            variant="h1"
            counter={mail.data && !mail.loading ? t('outbox.count', { count: mailItems.length }) : undefined}
            description={t('outbox.description')}
            actions={
              <Button iconName="refresh" onClick={refresh} loading={mail.loading || texts.loading}>
                {t('common.refresh')}
              </Button>
            }
          >
            {t('pages.outbox')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('pages.outbox') }}
        columnDefinitions={outboxColumns({ t, formatDate, follow })}
        items={mailItems}
        loading={mail.loading && mailItems.length === 0}
        loadingText={t('common.loading')}
        empty={<TableEmpty title={t('outbox.empty')} error={mail.error} onRetry={mail.reload} />}
      />
      <Table
        header={
          <Header
            variant="h2"
            counter={texts.data && !texts.loading ? t('outbox.sms.count', { count: textItems.length }) : undefined}
            description={t('outbox.sms.description')}
          >
            {t('outbox.sms.title')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('outbox.sms.title') }}
        columnDefinitions={textColumns(t)}
        items={textItems}
        wrapLines
        loading={texts.loading && textItems.length === 0}
        loadingText={t('common.loading')}
        empty={<TableEmpty title={t('outbox.sms.empty')} error={texts.error} onRetry={texts.reload} />}
      />
    </SpaceBetween>
  );
}
