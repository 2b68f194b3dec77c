import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { outboxColumns, textColumns } from './table-config';
import { useOutbox } from './use-outbox';

/** The local catchers: every e-mail the emulator's SES accepted, and every text its SNS did. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const { mail, texts, loading, error, refresh } = useOutbox();
  const empty = (text: string) => <Box textAlign="center" color="inherit" padding="l"><b>{error ? errorText.describe(error) : text}</b></Box>;

  return (
    <SpaceBetween size="l">
      <Table
        header={
          <Header
            variant="h1"
            counter={loading ? undefined : t('outbox.count', { count: mail.length })}
            description={t('outbox.description')}
            actions={<Button iconName="refresh" onClick={refresh} loading={loading}>{t('common.refresh')}</Button>}
          >
            {t('pages.outbox')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('pages.outbox') }}
        columnDefinitions={outboxColumns({ t, formatDate, follow })}
        items={mail}
        loading={loading && mail.length === 0}
        loadingText={t('common.loading')}
        empty={empty(t('outbox.empty'))}
      />
      <Table
        header={<Header variant="h2" counter={loading ? undefined : t('outbox.sms.count', { count: texts.length })} description={t('outbox.sms.description')}>{t('outbox.sms.title')}</Header>}
        ariaLabels={{ tableLabel: t('outbox.sms.title') }}
        columnDefinitions={textColumns(t)}
        items={texts}
        wrapLines
        loading={loading && texts.length === 0}
        loadingText={t('common.loading')}
        empty={empty(t('outbox.sms.empty'))}
      />
    </SpaceBetween>
  );
}
