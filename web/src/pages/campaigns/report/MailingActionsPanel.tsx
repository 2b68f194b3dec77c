import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { MailingActionEntry } from '@shared/schemas/schedule';
import { useApiPages } from '@web/api/query';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { useFormatDate } from '@web/common/use-format-date';
import { userLabel } from '@web/common/user-label';
import type { CampaignPanelProps } from './panels';

const PAGE_SIZE = 10;

/** A line's details as "key: value" pairs (a time, a send type, a reason, a variant). */
const detailText = (detail: MailingActionEntry['detail']) =>
  detail
    ? Object.entries(detail)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ')
    : '';

/** The mailing's history of actions (issue 17): who did what and when, newest first. */
export default function MailingActionsPanel({ mailing }: CampaignPanelProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // Read again whenever the mailing changed (an action answered it): its newest line is then in.
  const pages = useApiPages(
    'mailings.actions',
    { params: { id: mailing.id }, query: { limit: PAGE_SIZE } },
    { version: mailing.updatedAt },
  );
  return (
    <Table
      variant="container"
      header={
        <Header counter={pages.items.length ? `(${pages.items.length}${pages.hasMore ? '+' : ''})` : undefined}>
          {t('campaignLists.history.title')}
        </Header>
      }
      trackBy="id"
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      pagination={<CursorPagination pages={pages} />}
      ariaLabels={{ tableLabel: t('campaignLists.history.title') }}
      columnDefinitions={[
        { id: 'at', header: t('campaignLists.history.at'), cell: (line) => formatDate(line.at, true) },
        {
          id: 'what',
          header: t('campaignLists.history.what'),
          cell: (line) => t(`campaignLists.history.action.${line.action}`),
          isRowHeader: true,
        },
        {
          id: 'who',
          header: t('campaignLists.history.who'),
          cell: (line) => (line.userEmail ? userLabel(t, line.userEmail) : t('campaignLists.history.system')),
        },
        { id: 'detail', header: t('campaignLists.history.detail'), cell: (line) => detailText(line.detail) || '—' },
      ]}
      empty={<TableEmpty error={pages.error} title={t('campaignLists.history.empty')} />}
    />
  );
}
