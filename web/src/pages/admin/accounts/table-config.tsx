import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { AdminAccountSummary } from '@shared/schemas/admin';
import { accountPath } from '../common/paths';
import { PlanBadge } from '../common/PlanBadge';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

export function accountColumns({ t, formatDate, follow }: ColumnContext): TableProps.ColumnDefinition<AdminAccountSummary>[] {
  return [
    {
      id: 'name',
      header: t('admin.accounts.fields.name'),
      cell: (a) => (
        <Link href={accountPath(a.id)} onFollow={follow}>
          {a.name}
        </Link>
      ),
      isRowHeader: true,
    },
    { id: 'plan', header: t('admin.accounts.fields.plan'), cell: (a) => <PlanBadge plan={a.plan} /> },
    { id: 'owner', header: t('admin.accounts.fields.owner'), cell: (a) => a.ownerEmail ?? '—' },
    { id: 'members', header: t('admin.accounts.fields.members'), cell: (a) => a.memberCount },
    { id: 'createdAt', header: t('admin.accounts.fields.createdAt'), cell: (a) => formatDate(a.createdAt, true) },
    {
      id: 'trialEndsAt',
      header: t('admin.accounts.fields.trialEndsAt'),
      cell: (a) => (a.plan === 'trial' ? formatDate(a.trialEndsAt) : '—'),
    },
  ];
}
