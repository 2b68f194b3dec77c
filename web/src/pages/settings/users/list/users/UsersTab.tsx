import { useState } from 'react';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@web/app/session/session-store';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import type { AdminContext } from '../../common/member-rules';
import { NEW_USER_PATH } from '../../common/paths';
import { TableState } from '../../common/TableState';
import type { MemberList, TeamList } from '../../common/use-admin-data';
import type { Resource } from '../../common/use-resource';
import { useTableStrings } from '../../common/table-strings';
import { PAGE_SIZES, useTablePreferences } from '../../common/use-table-preferences';
import { CopyPermissionsModal } from './CopyPermissionsModal';
import { DeleteUsersModal } from './DeleteUsersModal';
import { DuplicateUserModal } from './DuplicateUserModal';
import { memberSearchText, USER_TABLE_DEFAULTS, userColumns } from './table-config';
import { UserActions, type ModalAction } from './UserActions';
import { useUserActions } from './use-user-actions';

interface Props {
  members: Resource<MemberList>;
  teams: Resource<TeamList>;
}

/** The account's members: filter, sort, choose columns, select several, act on them. */
export function UsersTab({ members, teams }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const strings = useTableStrings();
  const user = useCurrentUser();
  const [prefs, setPrefs] = useTablePreferences('goniec.usersAdmin.users', USER_TABLE_DEFAULTS);
  const [modal, setModal] = useState<ModalAction | null>(null);
  const actions = useUserActions(members);

  const items = members.data?.items ?? [];
  const teamItems = teams.data?.items ?? [];
  const ctx: AdminContext = { actorId: user.id, members: items, userLimit: members.data?.userLimit ?? 0 };
  const columns = userColumns({ t, teams: teamItems, actorId: user.id, formatDate, follow });

  const collection = useCollection(items, {
    filtering: {
      filteringFunction: (m, text) => memberSearchText(t, m, teamItems).includes(text.trim().toLowerCase()),
      empty: members.error ? (
        <TableState title="" error={members.error} onRetry={members.reload} />
      ) : (
        <TableState title={t('usersAdmin.users.empty')} action={{ text: t('usersAdmin.actions.add'), onClick: () => navigate(NEW_USER_PATH) }} />
      ),
      noMatch: <TableState title={t('usersAdmin.table.noMatch')} action={{ text: t('usersAdmin.table.clearFilter'), onClick: () => collection.actions.setFiltering('') }} />,
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
            counter={members.data ? t('usersAdmin.users.counter', { count: items.length, limit: members.data.userLimit }) : undefined}
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
          <TextFilter
            {...collection.filterProps}
            filteringPlaceholder={t('usersAdmin.users.filter')}
            filteringAriaLabel={t('usersAdmin.users.filter')}
            filteringClearAriaLabel={t('usersAdmin.table.clearFilter')}
            countText={strings.matches(collection.filteredItemsCount ?? 0)}
          />
        }
        pagination={<Pagination {...collection.paginationProps} ariaLabels={strings.pagination} />}
        preferences={
          <CollectionPreferences
            {...strings.preferences}
            preferences={prefs}
            onConfirm={({ detail }) => setPrefs({ pageSize: detail.pageSize ?? prefs.pageSize, contentDisplay: detail.contentDisplay ?? prefs.contentDisplay })}
            pageSizePreference={{ title: t('usersAdmin.table.pageSize'), options: PAGE_SIZES.map((n) => ({ value: n, label: String(n) })) }}
            contentDisplayPreference={{
              title: t('usersAdmin.table.columns'),
              description: t('usersAdmin.table.columnsHint'),
              options: columns.map((c) => ({ id: c.id ?? '', label: String(c.header), alwaysVisible: c.id === 'email' })),
              dragHandleAriaLabel: t('usersAdmin.table.dragHandle'),
            }}
          />
        }
      />
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
