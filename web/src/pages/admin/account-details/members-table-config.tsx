import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { AdminMember } from '@shared/schemas/admin';
import { PresenceIndicator } from '@web/common/PresenceIndicator';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined | null, withTime?: boolean) => string;
}

/**
 * A member's state in an account: blocked outweighs locked, which outweighs a user who never
 * activated their account (said only where `activated` is known: a user's memberships leave it out).
 */
export function MemberStatus({ member, t }: { member: Pick<AdminMember, 'banned' | 'locked'> & { activated?: boolean }; t: TFunction }) {
  if (member.banned) return <StatusIndicator type="error">{t('admin.account.status.blocked')}</StatusIndicator>;
  if (member.locked) return <StatusIndicator type="warning">{t('admin.account.status.locked')}</StatusIndicator>;
  if (member.activated === false) return <StatusIndicator type="pending">{t('admin.account.status.notActivated')}</StatusIndicator>;
  return <StatusIndicator type="success">{t('admin.account.status.active')}</StatusIndicator>;
}

export function memberColumns({ t, formatDate }: ColumnContext): TableProps.ColumnDefinition<AdminMember>[] {
  return [
    {
      id: 'email',
      header: t('admin.account.members.email'),
      isRowHeader: true,
      cell: (m) => (
        <SpaceBetween direction="horizontal" size="xs">
          <span>{m.email || '—'}</span>
          {m.owner && <Badge>{t('admin.account.members.owner')}</Badge>}
          {m.platformRole === 'SUPER_ADMIN' && <Badge color="red">{t('admin.account.members.superAdmin')}</Badge>}
        </SpaceBetween>
      ),
    },
    { id: 'name', header: t('admin.account.members.name'), cell: (m) => m.name || '—' },
    { id: 'role', header: t('admin.account.members.role'), cell: (m) => t(`admin.account.roles.${m.role}`) },
    { id: 'status', header: t('admin.account.members.status'), cell: (m) => <MemberStatus member={m} t={t} /> },
    { id: 'online', header: t('admin.account.members.online'), cell: (m) => <PresenceIndicator online={m.online} /> },
    { id: 'addedAt', header: t('admin.account.members.addedAt'), cell: (m) => formatDate(m.addedAt) || '—' },
  ];
}
