import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { feedbackColumns } from './table-config';
import { useFeedback } from './use-feedback';

/** What users sent through the feedback form, from every account, newest first. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const pages = useFeedback();

  return (
    <Table
      variant="full-page"
      stickyHeader
      wrapLines
      header={
        <TableHeader
          variant="awsui-h1-sticky"
          title={t('pages.adminFeedback')}
          description={t('admin.feedback.description')}
          onRefresh={pages.reload}
          loading={pages.loading}
        />
      }
      ariaLabels={{ tableLabel: t('pages.adminFeedback') }}
      columnDefinitions={feedbackColumns({ t, formatDate, follow })}
      items={pages.items}
      trackBy="id"
      loading={pages.loading}
      loadingText={t('common.loading')}
      pagination={<CursorPagination pages={pages} />}
      empty={<TableEmpty error={pages.error} title={t('admin.feedback.empty')} hint={t('admin.feedback.emptyHint')} />}
    />
  );
}
