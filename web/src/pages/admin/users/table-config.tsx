import Badge from '@cloudscape-design/components/badge';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { AdminUserMembership, AdminUserSummary } from '@shared/schemas/admin-users';
import { PresenceIndicator } from '@web/common/PresenceIndicator';
import { userPath } from '../common/paths';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined | null, withTime?: boolean) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

/** "Name (Administrator, creator)": an account the user belongs to, with their place in it. */
export function membershipLabel(t: TFunction, m: AdminUserMembership): string {
  const role = t(`admin.account.roles.${m.role}`);
  const place = m.owner ? `${role}, ${t('admin.users.creator')}` : role;
  return `${m.accountName ?? m.accountId} (${place})`;
}

export function userColumns({ t, formatDate, follow }: ColumnContext): TableProps.ColumnDefinition<AdminUserSummary>[] {
  return [
    {
      id: 'email',
      header: t('admin.users.fields.email'),
      isRowHeader: true,
      cell: (u) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Link href={userPath(u.id)} onFollow={follow}>
            {u.email}
          </Link>
          {u.platformRole === 'SUPER_ADMIN' && <Badge color="red">{t('admin.account.members.superAdmin')}</Badge>}
        </SpaceBetween>
      ),
    },
    { id: 'name', header: t('admin.users.fields.name'), cell: (u) => u.name || '—' },
    {
      id: 'accounts',
      header: t('admin.users.fields.accounts'),
      cell: (u) => (u.memberships.length ? u.memberships.map((m) => membershipLabel(t, m)).join('; ') : '—'),
    },
    {
      id: 'twoFactor',
      header: t('admin.users.fields.twoFactor'),
      cell: (u) => (u.twoFactorEnabled ? t('admin.users.on') : t('admin.users.off')),
    },
    { id: 'online', header: t('admin.users.fields.online'), cell: (u) => <PresenceIndicator online={u.online} /> },
    { id: 'lastSeenAt', header: t('admin.users.fields.lastSeenAt'), cell: (u) => formatDate(u.lastSeenAt, true) || '—' },
    { id: 'createdAt', header: t('admin.users.fields.createdAt'), cell: (u) => formatDate(u.createdAt, true) },
  ];
}
