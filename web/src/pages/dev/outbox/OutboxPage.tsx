import { useEffect, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { OutboxSummary } from '@shared/schemas/dev';
import { devOutbox } from '@web/api/dev-outbox';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { newestFirst, outboxColumns } from './table-config';

/** The local mail catcher: every e-mail the emulator's SES accepted. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const [items, setItems] = useState<OutboxSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);

  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    devOutbox
      .list(controller.signal)
      .then((list) => {
        setItems(newestFirst(list.items));
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [generation]);

  const refresh = () => {
    setLoading(true);
    setGeneration((g) => g + 1);
  };

  return (
    <Table
      variant="full-page"
      header={
        <Header
          variant="h1"
          counter={loading ? undefined : t('outbox.count', { count: items.length })}
          description={t('outbox.description')}
          actions={<Button iconName="refresh" onClick={refresh} loading={loading}>{t('common.refresh')}</Button>}
        >
          {t('pages.outbox')}
        </Header>
      }
      ariaLabels={{ tableLabel: t('pages.outbox') }}
      columnDefinitions={outboxColumns({ t, formatDate, follow })}
      items={items}
      loading={loading && items.length === 0}
      loadingText={t('common.loading')}
      empty={<Box textAlign="center" color="inherit" padding="l"><b>{error ? errorText.describe(error) : t('outbox.empty')}</b></Box>}
    />
  );
}
