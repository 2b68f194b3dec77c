import Badge from '@cloudscape-design/components/badge';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Member, Team } from '@shared/schemas/users-admin';
import { PresenceIndicator } from '@web/common/PresenceIndicator';
import type { TablePreferences } from '@web/common/table-preferences';
import { memberStatuses } from '../../common/member-rules';
import { editUserPath } from '../../common/paths';
import { roleLabel } from '../../common/role-label';
import { teamNames } from '../../common/team-membership';
import { MemberStatus } from './MemberStatus';

interface ColumnContext {
  t: TFunction;
  teams: readonly Team[];
  actorId: string;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

export const memberRole = (t: TFunction, m: Member) => roleLabel(t, m.roleId, m.roleName);

export function userColumns({ t, teams, actorId, formatDate, follow }: ColumnContext): TableProps.ColumnDefinition<Member>[] {
  return [
    {
      id: 'email',
      header: t('usersAdmin.fields.email'),
      // Nobody edits themself here, so their own address is not a link.
      cell: (m) =>
        m.id === actorId ? (
          m.email
        ) : (
          <Link href={editUserPath(m.id)} onFollow={follow}>
            {m.email}
          </Link>
        ),
      sortingField: 'email',
      isRowHeader: true,
    },
    {
      id: 'name',
      header: t('usersAdmin.fields.name'),
      cell: (m) => (
        <SpaceBetween direction="horizontal" size="xs">
          <span>{m.name}</span>
          {m.owner && <Badge color="blue">{t('usersAdmin.badges.owner')}</Badge>}
          {m.id === actorId && <Badge>{t('usersAdmin.badges.you')}</Badge>}
        </SpaceBetween>
      ),
      sortingField: 'name',
    },
    {
      id: 'role',
      header: t('usersAdmin.fields.role'),
      cell: (m) => memberRole(t, m),
      sortingComparator: (a, b) => memberRole(t, a).localeCompare(memberRole(t, b)),
    },
    {
      id: 'status',
      header: t('usersAdmin.fields.status'),
      cell: (m) => <MemberStatus member={m} />,
      sortingComparator: (a, b) => memberStatuses(a).join().localeCompare(memberStatuses(b).join()),
    },
    {
      id: 'online',
      header: t('usersAdmin.fields.online'),
      cell: (m) => <PresenceIndicator online={m.online} />,
      // Online first, then the most recently active.
      sortingComparator: (a, b) => Number(a.online) - Number(b.online) || (a.lastSeenAt ?? '').localeCompare(b.lastSeenAt ?? ''),
    },
    {
      id: 'twoFactor',
      header: t('usersAdmin.fields.twoFactor'),
      cell: (m) =>
        m.twoFactorEnabled ? (
          <StatusIndicator type="success">{t('usersAdmin.twoFactor.on')}</StatusIndicator>
        ) : (
          <StatusIndicator type="stopped">{t('usersAdmin.twoFactor.off')}</StatusIndicator>
        ),
      sortingComparator: (a, b) => Number(a.twoFactorEnabled) - Number(b.twoFactorEnabled),
    },
    { id: 'teams', header: t('usersAdmin.fields.teams'), cell: (m) => teamNames(m.teamIds, teams).join(', ') || '—' },
    { id: 'addedAt', header: t('usersAdmin.fields.addedAt'), cell: (m) => formatDate(m.addedAt) || '—', sortingField: 'addedAt' },
    {
      id: 'lastSeenAt',
      header: t('usersAdmin.fields.lastSeenAt'),
      cell: (m) => formatDate(m.lastSeenAt, true) || '—',
      sortingField: 'lastSeenAt',
    },
  ];
}

/** Rows per page the members table offers. */
export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;

export const USER_TABLE_DEFAULTS: TablePreferences = {
  pageSize: 20,
  contentDisplay: [
    { id: 'email', visible: true },
    { id: 'name', visible: true },
    { id: 'role', visible: true },
    { id: 'status', visible: true },
    { id: 'online', visible: true },
    { id: 'twoFactor', visible: true },
    { id: 'teams', visible: true },
    { id: 'addedAt', visible: false },
    { id: 'lastSeenAt', visible: false },
  ],
};

/** What the text filter looks through: address, name, role, teams and status, as shown. */
export function memberSearchText(t: TFunction, m: Member, teams: readonly Team[]): string {
  const statuses = memberStatuses(m).map((s) => t(`usersAdmin.status.${s}`));
  return [m.email, m.name, memberRole(t, m), ...teamNames(m.teamIds, teams), ...statuses].join('\n').toLowerCase();
}
