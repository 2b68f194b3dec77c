import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useTranslation } from 'react-i18next';
import type { Team } from '@shared/schemas/users-admin';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableFilter } from '@web/common/TableFilter';
import { TableHeader } from '@web/common/TableHeader';
import { useFormatDate } from '@web/common/use-format-date';
import type { ApiQuery } from '@web/api/query';
import { withTeam, withoutTeam } from '../../common/team-membership';
import { upsertById, type MemberList, type TeamList } from '../../common/use-admin-data';
import { useTableStrings } from '../../common/table-strings';
import { memberNames, teamColumns } from './table-config';
import { TeamModal } from './TeamModal';

interface Props {
  teams: ApiQuery<TeamList>;
  members: ApiQuery<MemberList>;
}

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; team: Team } | null;

/** The account's teams: create, rename, choose members, delete. */
export function TeamsTab({ teams, members }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const strings = useTableStrings();
  const [open, setOpen] = useState<Open>(null);
  const items = teams.data?.items ?? [];
  const memberItems = members.data?.items ?? [];

  const collection = useCollection(items, {
    filtering: {
      filteringFunction: (team, text) =>
        [team.name, ...memberNames(team, memberItems)].join('\n').toLowerCase().includes(text.trim().toLowerCase()),
      empty: teams.error ? (
        <TableEmpty title="" error={teams.error} onRetry={teams.reload} />
      ) : (
        <TableEmpty
          title={t('usersAdmin.teams.empty')}
          hint={t('usersAdmin.teams.emptyHint')}
          action={{ text: t('usersAdmin.teams.create'), onClick: () => setOpen({ kind: 'create' }) }}
        />
      ),
      noMatch: (
        <TableEmpty
          title={t('usersAdmin.table.noMatch')}
          action={{ text: t('usersAdmin.table.clearFilter'), onClick: () => collection.actions.setFiltering('') }}
        />
      ),
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'name' } } },
    selection: { trackBy: 'id' },
  });
  const selectedId = collection.collectionProps.selectedItems?.[0]?.id;
  const selected = items.find((team) => team.id === selectedId);

  const saved = (team: Team) => {
    teams.mutate((list) => ({ items: upsertById(list.items, team) }));
    members.mutate((list) => ({ ...list, items: withTeam(list.items, team) }));
  };
  const remove = async (team: Team) => {
    await api('teams.delete', { params: { id: team.id }, body: {} });
    teams.mutate((list) => ({ items: list.items.filter((x) => x.id !== team.id) }));
    members.mutate((list) => ({ ...list, items: withoutTeam(list.items, team.id) }));
    collection.actions.setSelectedItems([]);
    pushNotice({ type: 'success', content: { key: 'usersAdmin.notices.teamDeleted', params: { name: team.name } } }, 6000);
    setOpen(null);
  };
  const selectOne = t('usersAdmin.reasons.SELECT_TEAM');

  return (
    <>
      <Table
        {...collection.collectionProps}
        variant="full-page"
        stickyHeader
        selectionType="single"
        items={collection.items}
        columnDefinitions={teamColumns({ t, members: memberItems, formatDate })}
        loading={teams.loading}
        loadingText={t('common.loading')}
        ariaLabels={{ ...strings.selection((team: Team) => team.name), tableLabel: t('usersAdmin.tabs.teams') }}
        header={
          <TableHeader
            title={t('usersAdmin.tabs.teams')}
            description={t('usersAdmin.teams.description')}
            counter={teams.data ? `(${items.length})` : undefined}
            onRefresh={teams.reload}
            loading={teams.loading}
          >
            <Button disabled={!selected} disabledReason={selectOne} onClick={() => selected && setOpen({ kind: 'edit', team: selected })}>
              {t('common.edit')}
            </Button>
            <Button disabled={!selected} disabledReason={selectOne} onClick={() => selected && setOpen({ kind: 'delete', team: selected })}>
              {t('usersAdmin.actions.delete')}
            </Button>
            <Button variant="primary" onClick={() => setOpen({ kind: 'create' })}>
              {t('usersAdmin.teams.create')}
            </Button>
          </TableHeader>
        }
        filter={
          <TableFilter
            filterProps={collection.filterProps}
            label={t('usersAdmin.teams.filter')}
            clearLabel={t('usersAdmin.table.clearFilter')}
            countText={strings.matches(collection.filteredItemsCount ?? 0)}
          />
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <TeamModal
          team={open.kind === 'edit' ? open.team : undefined}
          members={memberItems}
          onSaved={saved}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmModal
          header={t('usersAdmin.teams.deleteTitle')}
          confirmText={t('usersAdmin.actions.delete')}
          action={() => remove(open.team)}
          onClose={() => setOpen(null)}
        >
          <Box>{t('usersAdmin.teams.deleteMessage', { name: open.team.name, count: open.team.memberIds.length })}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
