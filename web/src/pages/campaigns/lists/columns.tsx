import Badge from '@cloudscape-design/components/badge';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { MailingState } from '@shared/constants';
import type { Mailing } from '@shared/schemas/mailing';
import { mailingRates } from '@shared/rules/rates';
import { mailingNameColumn, mailingStateColumn, mailingTagsColumn } from '@web/pages/mailing/common/mailing-columns';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  formatPercent: (share: number) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
  canEdit: (state: MailingState) => boolean;
  /** The archive: when it ended instead of the next start, and a badge on hidden ones. */
  archive?: boolean;
}

/** The spec's columns of the campaign lists: progress, next start, edited by, sent, opened, clicked, CTR, unsubscribed. */
export function campaignColumns({
  t,
  formatDate,
  formatPercent,
  follow,
  canEdit,
  archive,
}: ColumnContext): TableProps.ColumnDefinition<Mailing>[] {
  const ctr = (m: Mailing) => {
    // The reports' CTR (clicks per delivered message), so a list and a report never disagree.
    const share = mailingRates(m.stats).click;
    return share === null ? '—' : formatPercent(share);
  };
  return [
    mailingNameColumn({ t, follow, canEdit }, (m) =>
      archive && m.hidden ? (
        <>
          {' '}
          <Badge>{t('campaignLists.archive.hiddenBadge')}</Badge>
        </>
      ) : null,
    ),
    mailingStateColumn(t),
    mailingTagsColumn<Mailing>(t),
    {
      id: 'type',
      header: t('campaignLists.columns.type'),
      cell: (m) => (m.sendType ? t(`campaignLists.types.${m.sendType}`) : t('campaignLists.types.none')),
    },
    {
      id: 'progress',
      header: t('campaignLists.columns.progress'),
      cell: (m) =>
        m.progress === undefined ? (
          '—'
        ) : (
          <ProgressBar value={Math.round(m.progress * 100)} ariaLabel={t('campaignLists.columns.progress')} />
        ),
      minWidth: 120,
    },
    archive
      ? {
          id: 'finishedAt',
          header: t('campaignLists.columns.finishedAt'),
          cell: (m) => (m.finishedAt ? formatDate(m.finishedAt, true) : '—'),
        }
      : {
          id: 'nextStart',
          header: t('campaignLists.columns.nextStart'),
          cell: (m) => ((m.nextStartAt ?? m.startAt) ? formatDate(m.nextStartAt ?? m.startAt, true) : '—'),
        },
    { id: 'editedBy', header: t('campaignLists.columns.editedBy'), cell: (m) => m.editedByEmail ?? '—' },
    { id: 'sent', header: t('mailing.stats.sent'), cell: (m) => m.stats.sent },
    { id: 'opened', header: t('mailing.stats.opened'), cell: (m) => m.stats.opened },
    { id: 'clicked', header: t('mailing.stats.clicked'), cell: (m) => m.stats.clicked },
    { id: 'ctr', header: t('campaignLists.columns.ctr'), cell: ctr },
    { id: 'unsubscribed', header: t('mailing.stats.unsubscribed'), cell: (m) => m.stats.unsubscribed },
  ];
}
