import type { ReactNode } from 'react';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { MailingState } from '@shared/constants';
import type { TagLike } from '@shared/rules/tags';
import type { Mailing } from '@shared/schemas/mailing';
import { TagBadges } from '@web/common/tags/TagBadges';
import { mailingHref } from './mailing-links';
import { MailingStateIndicator } from './MailingStateIndicator';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
  /** useMailingAccess().canEdit: whether the name opens the editor. */
  canEdit: (state: MailingState) => boolean;
}

/** A mailing's name, opening its editor or its report, with what follows it on some lists (`after`: a badge). */
export function mailingNameColumn(
  { t, follow, canEdit }: Pick<ColumnContext, 't' | 'follow' | 'canEdit'>,
  after?: (m: Mailing) => ReactNode,
): TableProps.ColumnDefinition<Mailing> {
  return {
    id: 'name',
    header: t('mailing.fields.name'),
    cell: (m) => (
      <>
        <Link href={mailingHref(m, canEdit)} onFollow={follow}>
          {m.name}
        </Link>
        {after?.(m)}
      </>
    ),
    isRowHeader: true,
  };
}

/** A mailing's state, and its acceptance under 4-eye verification. */
export const mailingStateColumn = (t: TFunction): TableProps.ColumnDefinition<Mailing> => ({
  id: 'state',
  header: t('mailing.fields.state'),
  cell: (m) => <MailingStateIndicator state={m.state} approval={m.approval?.state} />,
});

/** Issue 18: a mailing's tags as badges (the mailing lists and the campaigns report). */
export const mailingTagsColumn = <T extends { tags?: TagLike[] }>(t: TFunction): TableProps.ColumnDefinition<T> => ({
  id: 'tags',
  header: t('mailingTags.column'),
  cell: (m) => <TagBadges tags={m.tags} />,
});

/** Columns of the mailings tables (the list page and the dashboard's recent mailings). */
export function mailingColumns({ t, formatDate, follow, canEdit }: ColumnContext): TableProps.ColumnDefinition<Mailing>[] {
  return [
    mailingNameColumn({ t, follow, canEdit }),
    { id: 'subject', header: t('mailing.fields.subject'), cell: (m) => m.subject },
    mailingTagsColumn<Mailing>(t),
    mailingStateColumn(t),
    { id: 'sent', header: t('mailing.stats.sent'), cell: (m) => m.stats.sent },
    { id: 'opened', header: t('mailing.stats.opened'), cell: (m) => m.stats.opened },
    { id: 'clicked', header: t('mailing.stats.clicked'), cell: (m) => m.stats.clicked },
    { id: 'updatedAt', header: t('mailing.fields.updatedAt'), cell: (m) => formatDate(m.updatedAt, true) },
  ];
}
