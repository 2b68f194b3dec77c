import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan } from '@web/app/session/session-store';
import { CursorPagination } from '@web/common/CursorPagination';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { useSubscribers } from '../common/use-subscribers';
import { subscriberColumns } from './table-config';

export default function SubscribersPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const can = useCan();
  const pages = useSubscribers();

  return (
    <Table
      variant="full-page"
      stickyHeader
      header={
        <Header
          variant="awsui-h1-sticky"
          description={t('subscribers.list.description')}
          counter={pages.loading ? undefined : t('subscribers.count', { count: pages.items.length })}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="refresh" ariaLabel={t('common.refresh')} onClick={pages.reload} loading={pages.loading} />
              {can(routes['subscribers.create'].permission) && (
                <Button variant="primary" href="/subscribers/new" onFollow={follow}>{t('subscribers.add')}</Button>
              )}
            </SpaceBetween>
          }
        >
          {t('pages.subscribers')}
        </Header>
      }
      ariaLabels={{ tableLabel: t('pages.subscribers') }}
      columnDefinitions={subscriberColumns({ t, formatDate, follow })}
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      pagination={<CursorPagination pages={pages} />}
      empty={
        <Box textAlign="center" color="inherit" padding="l">
          <SpaceBetween size="s">
            <b>{pages.error ? t('common.loadFailed') : t('subscribers.list.empty')}</b>
            {pages.error ? <span>{errorText.describe(pages.error)}</span> : <span>{t('subscribers.list.emptyHint')}</span>}
          </SpaceBetween>
        </Box>
      }
    />
  );
}
