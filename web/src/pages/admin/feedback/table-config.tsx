import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { AdminFeedbackItem } from '@shared/schemas/admin';
import { accountPath } from '../common/paths';
import { userLabel } from '@web/common/user-label';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

const CATEGORY_COLORS = { bug: 'red', idea: 'green', question: 'blue', other: 'grey' } as const;

export function feedbackColumns({ t, formatDate, follow }: ColumnContext): TableProps.ColumnDefinition<AdminFeedbackItem>[] {
  return [
    { id: 'at', header: t('admin.feedback.fields.at'), cell: (f) => formatDate(f.at, true), isRowHeader: true },
    {
      id: 'category',
      header: t('admin.feedback.fields.category'),
      cell: (f) => <Badge color={CATEGORY_COLORS[f.category]}>{t(`admin.feedback.categories.${f.category}`)}</Badge>,
    },
    { id: 'message', header: t('admin.feedback.fields.message'), cell: (f) => <Box variant="span">{f.message}</Box>, minWidth: 320 },
    { id: 'email', header: t('admin.feedback.fields.email'), cell: (f) => (f.email ? userLabel(t, f.email) : '—') },
    {
      id: 'account',
      header: t('admin.feedback.fields.account'),
      cell: (f) => (
        <Link href={accountPath(f.accountId)} onFollow={follow}>
          {f.accountName ?? f.accountId}
        </Link>
      ),
    },
    {
      id: 'url',
      header: t('admin.feedback.fields.url'),
      cell: (f) => (
        <>
          <Box variant="span">{f.url || '—'}</Box>
          {(f.resolution || f.ua) && (
            <Box variant="small" display="block">
              {[f.resolution, f.ua].filter(Boolean).join(' · ')}
            </Box>
          )}
        </>
      ),
    },
  ];
}
