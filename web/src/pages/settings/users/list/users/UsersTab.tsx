import { useState } from 'react';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@web/app/session/session-store';
import { ColumnPreferences } from '@web/common/ColumnPreferences';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableFilter } from '@web/common/TableFilter';
import { useTablePreferences } from '@web/common/table-preferences';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import type { ApiQuery } from '@web/api/query';
import { granterFor } from '../../common/grant-rules';
import type { AdminContext } from '../../common/member-rules';
import { NEW_USER_PATH } from '../../common/paths';
import type { MemberList, TeamList } from '../../common/use-admin-data';
import { useTableStrings } from '../../common/table-strings';
import { CopyPermissionsModal } from './CopyPermissionsModal';
import { DeleteUsersModal } from './DeleteUsersModal';
import { DuplicateUserModal } from './DuplicateUserModal';
import { InvitationsTable } from './InvitationsTable';
import { memberSearchText, USER_PAGE_SIZES, USER_TABLE_DEFAULTS, userColumns } from './table-config';
import { UserActions, type ModalAction } from './UserActions';
import { useUserActions } from './use-user-actions';

interface Props {
  members: ApiQuery<MemberList>;
  teams: ApiQuery<TeamList>;
}

/** The account's members: filter, sort, choose columns, select several, act on them. */
export function UsersTab({ members, teams }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const strings = useTableStrings();
  const user = useCurrentUser();
  const [prefs, setPrefs] = useTablePreferences('goniec.usersAdmin.users', USER_TABLE_DEFAULTS, USER_PAGE_SIZES);
  const [modal, setModal] = useState<ModalAction | null>(null);
  const actions = useUserActions(members);

  const items = members.data?.items ?? [];
  const teamItems = teams.data?.items ?? [];
  const invitations = members.data?.invitations ?? [];
  const ctx: AdminContext = {
    actorId: user.id,
    actorSuperAdmin: user.role === 'SUPER_ADMIN',
    members: items,
    invited: invitations.length,
    userLimit: members.data?.userLimit ?? 0,
    granter: granterFor(user),
  };
  const columns = userColumns({ t, teams: teamItems, actorId: user.id, formatDate, follow });

  const collection = useCollection(items, {
    filtering: {
      filteringFunction: (m, text) => memberSearchText(t, m, teamItems).includes(text.trim().toLowerCase()),
      empty: members.error ? (
        <TableEmpty title="" error={members.error} onRetry={members.reload} />
      ) : (
        <TableEmpty
          title={t('usersAdmin.users.empty')}
          action={{ text: t('usersAdmin.actions.add'), onClick: () => navigate(NEW_USER_PATH) }}
        />
      ),
      noMatch: (
        <TableEmpty
          title={t('usersAdmin.table.noMatch')}
          action={{ text: t('usersAdmin.table.clearFilter'), onClick: () => collection.actions.setFiltering('') }}
        />
      ),
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'email' } } },
    pagination: { pageSize: prefs.pageSize },
    selection: { trackBy: 'id', keepSelection: true },
  });
  // The rows the API answered with last (a row changed by an action is a new object).
  const selectedIds = new Set((collection.collectionProps.selectedItems ?? []).map((m) => m.id));
  const selected = items.filter((m) => selectedIds.has(m.id));
  const [one] = selected;
  const closeModal = () => setModal(null);

  return (
    <>
      <Table
        {...collection.collectionProps}
        variant="full-page"
        stickyHeader
        selectionType="multi"
        items={collection.items}
        columnDefinitions={columns}
        columnDisplay={prefs.contentDisplay}
        loading={members.loading}
        loadingText={t('common.loading')}
        ariaLabels={{ ...strings.selection((m: { email: string }) => m.email), tableLabel: t('usersAdmin.tabs.users') }}
        header={
          <Header
            variant="h2"
            counter={
              members.data
                ? t('usersAdmin.users.counter', { count: items.length + invitations.length, limit: members.data.userLimit })
                : undefined
            }
            description={t('usersAdmin.users.description')}
            actions={
              <UserActions
                ctx={ctx}
                selected={selected}
                loading={members.loading}
                busy={actions.busy}
                onRefresh={members.reload}
                onQuick={(action, member) => void actions[action](member)}
                onModal={setModal}
              />
            }
          >
            {t('usersAdmin.tabs.users')}
          </Header>
        }
        filter={
          <TableFilter
            filterProps={collection.filterProps}
            label={t('usersAdmin.users.filter')}
            clearLabel={t('usersAdmin.table.clearFilter')}
            countText={strings.matches(collection.filteredItemsCount ?? 0)}
          />
        }
        pagination={<Pagination {...collection.paginationProps} ariaLabels={strings.pagination} />}
        preferences={
          <ColumnPreferences
            preferences={prefs}
            onChange={setPrefs}
            pageSizes={USER_PAGE_SIZES}
            columns={columns}
            alwaysVisible="email"
            texts={strings.preferences}
          />
        }
      />
      {invitations.length > 0 && <InvitationsTable members={members} />}
      {modal === 'delete' && (
        <DeleteUsersModal
          ctx={ctx}
          selected={selected}
          onDeleted={(ids) => {
            members.mutate((list) => ({ ...list, items: list.items.filter((m) => !ids.includes(m.id)) }));
            collection.actions.setSelectedItems([]);
          }}
          onClose={closeModal}
        />
      )}
      {modal === 'duplicate' && one && <DuplicateUserModal source={one} members={members} onClose={closeModal} />}
      {modal === 'copyPermissions' && one && <CopyPermissionsModal ctx={ctx} target={one} members={members} onClose={closeModal} />}
    </>
  );
}
