import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { mailingColumns } from '../mailing/common/mailing-columns';
import { useMailingAccess } from '../mailing/common/use-mailing-access';
import { useMailings } from '../mailing/common/use-mailings';

const RECENT = 5;

export function RecentMailings() {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const { canEdit } = useMailingAccess();
  const { items, loading, error } = useMailings(RECENT);
  const columns = mailingColumns({ t, formatDate, follow, canEdit }).filter((c) => c.id !== 'subject');

  return (
    <Table
      variant="container"
      header={
        <Header variant="h2" actions={<Button href="/v2/mailing/send" onFollow={follow}>{t('dashboard.recent.all')}</Button>}>
          {t('dashboard.recent.title')}
        </Header>
      }
      ariaLabels={{ tableLabel: t('dashboard.recent.title') }}
      columnDefinitions={columns}
      items={items.slice(0, RECENT)}
      loading={loading}
      loadingText={t('common.loading')}
      empty={<Box textAlign="center" color="inherit">{error ? errorText.describe(error) : t('mailing.list.empty')}</Box>}
    />
  );
}
