import { useTranslation } from 'react-i18next';
import { PagedTable } from '@web/common/PagedTable';
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
    <PagedTable
      fullPage
      title={t('pages.adminFeedback')}
      description={t('admin.feedback.description')}
      pages={pages}
      columns={feedbackColumns({ t, formatDate, follow })}
      emptyText={t('admin.feedback.empty')}
      emptyHint={t('admin.feedback.emptyHint')}
    />
  );
}
