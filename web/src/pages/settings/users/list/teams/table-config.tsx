import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Member, Team } from '@shared/schemas/users-admin';

interface ColumnContext {
  t: TFunction;
  members: readonly Member[];
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
}

/** Up to this many member names are spelled out; the rest is a count. */
const NAMES_SHOWN = 3;

export function memberNames(team: Team, members: readonly Member[]): string[] {
  return members.filter((m) => team.memberIds.includes(m.id)).map((m) => m.name);
}

export function teamColumns({ t, members, formatDate }: ColumnContext): TableProps.ColumnDefinition<Team>[] {
  return [
    { id: 'name', header: t('usersAdmin.teams.fields.name'), cell: (team) => team.name, sortingField: 'name', isRowHeader: true },
    {
      id: 'members',
      header: t('usersAdmin.teams.fields.members'),
      cell: (team) => {
        const names = memberNames(team, members);
        if (names.length === 0) return '—';
        const shown = names.slice(0, NAMES_SHOWN).join(', ');
        return names.length > NAMES_SHOWN ? t('usersAdmin.teams.andMore', { names: shown, count: names.length - NAMES_SHOWN }) : shown;
      },
      sortingComparator: (a, b) => a.memberIds.length - b.memberIds.length,
    },
    {
      id: 'updatedAt',
      header: t('usersAdmin.teams.fields.updatedAt'),
      cell: (team) => formatDate(team.updatedAt, true),
      sortingField: 'updatedAt',
    },
  ];
}
