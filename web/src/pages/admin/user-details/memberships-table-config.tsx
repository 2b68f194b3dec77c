import Badge from '@cloudscape-design/components/badge';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { AdminUserDetails } from '@shared/schemas/admin-users';
import { MemberStatus } from '../account-details/members-table-config';
import { accountPath } from '../common/paths';

type Membership = AdminUserDetails['memberships'][number];

interface ColumnContext {
  t: TFunction;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

export function membershipColumns({ t, follow }: ColumnContext): TableProps.ColumnDefinition<Membership>[] {
  return [
    {
      id: 'account',
      header: t('admin.user.memberships.account'),
      isRowHeader: true,
      cell: (m) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Link href={accountPath(m.accountId)} onFollow={follow}>
            {m.accountName ?? m.accountId}
          </Link>
          {m.owner && <Badge>{t('admin.users.creator')}</Badge>}
        </SpaceBetween>
      ),
    },
    { id: 'role', header: t('admin.account.members.role'), cell: (m) => t(`admin.account.roles.${m.role}`) },
    { id: 'status', header: t('admin.account.members.status'), cell: (m) => <MemberStatus member={m} t={t} /> },
    {
      id: 'keeps',
      header: t('admin.user.memberships.keeps'),
      cell: (m) => (m.deleteBlocker ? t(`admin.user.blockers.${m.deleteBlocker}`) : '—'),
    },
  ];
}
