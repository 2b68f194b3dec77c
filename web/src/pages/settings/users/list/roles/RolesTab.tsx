import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shared/schemas/users-admin';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableFilter } from '@web/common/TableFilter';
import { TableHeader } from '@web/common/TableHeader';
import { useFollow } from '@web/common/use-follow';
import type { ApiQuery } from '@web/api/query';
import { editRolePath, newRolePath } from '../../common/paths';
import type { MemberList, RoleList } from '../../common/use-admin-data';
import { useTableStrings } from '../../common/table-strings';
import { holders, roleColumns, roleName } from './table-config';

interface Props {
  roles: ApiQuery<RoleList>;
  members: ApiQuery<MemberList>;
}

/** Preset roles and the account's own: create one (from scratch or from another), delete an own one. */
export function RolesTab({ roles, members }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollow();
  const strings = useTableStrings();
  const [deleting, setDeleting] = useState<Role | null>(null);
  const items = roles.data?.items ?? [];
  const memberItems = members.data?.items ?? [];

  const collection = useCollection(items, {
    filtering: {
      filteringFunction: (role, text) => roleName(t, role).toLowerCase().includes(text.trim().toLowerCase()),
      empty: <TableEmpty title={t('usersAdmin.roles.empty')} error={roles.error} onRetry={roles.reload} />,
      noMatch: (
        <TableEmpty
          title={t('usersAdmin.table.noMatch')}
          action={{ text: t('usersAdmin.table.clearFilter'), onClick: () => collection.actions.setFiltering('') }}
        />
      ),
    },
    selection: { trackBy: 'id' },
  });
  const selectedId = collection.collectionProps.selectedItems?.[0]?.id;
  const selected = items.find((r) => r.id === selectedId);
  const deleteWhy = !selected ? t('usersAdmin.reasons.SELECT_ROLE') : selected.preset ? t('usersAdmin.reasons.PRESET_ROLE') : undefined;
  const editWhy = !selected ? t('usersAdmin.reasons.SELECT_ROLE') : selected.preset ? t('usersAdmin.reasons.PRESET_ROLE_EDIT') : undefined;

  const remove = async (role: Role) => {
    await api('users.deleteRole', { params: { id: role.id }, body: {} });
    roles.mutate((list) => ({ items: list.items.filter((r) => r.id !== role.id) }));
    // The API keeps the holders' permissions and shows them as custom from now on.
    members.mutate((list) => ({
      ...list,
      items: list.items.map((m) => (m.roleId === role.id ? { ...m, roleId: 'custom', roleName: undefined } : m)),
    }));
    collection.actions.setSelectedItems([]);
    pushNotice({ type: 'success', content: { key: 'usersAdmin.notices.roleDeleted', params: { name: role.name } } }, 6000);
    setDeleting(null);
  };

  return (
    <>
      <Table
        {...collection.collectionProps}
        variant="full-page"
        stickyHeader
        selectionType="single"
        items={collection.items}
        columnDefinitions={roleColumns({ t, members: memberItems, follow })}
        loading={roles.loading}
        loadingText={t('common.loading')}
        ariaLabels={{ ...strings.selection((r: Role) => roleName(t, r)), tableLabel: t('usersAdmin.tabs.roles') }}
        header={
          <TableHeader
            title={t('usersAdmin.tabs.roles')}
            description={t('usersAdmin.roles.description')}
            counter={roles.data ? `(${items.length})` : undefined}
            onRefresh={roles.reload}
            loading={roles.loading}
          >
            <Button
              disabled={editWhy !== undefined}
              disabledReason={editWhy}
              onClick={() => selected && navigate(editRolePath(selected.id))}
            >
              {t('common.edit')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={t('usersAdmin.reasons.SELECT_ROLE')}
              onClick={() => selected && navigate(newRolePath(selected.id))}
            >
              {t('usersAdmin.roles.createFrom')}
            </Button>
            <Button disabled={deleteWhy !== undefined} disabledReason={deleteWhy} onClick={() => selected && setDeleting(selected)}>
              {t('usersAdmin.actions.delete')}
            </Button>
            <Button variant="primary" href={newRolePath()} onFollow={follow}>
              {t('usersAdmin.roles.create')}
            </Button>
          </TableHeader>
        }
        filter={
          <TableFilter
            filterProps={collection.filterProps}
            label={t('usersAdmin.roles.filter')}
            clearLabel={t('usersAdmin.table.clearFilter')}
            countText={strings.matches(collection.filteredItemsCount ?? 0)}
          />
        }
      />
      {deleting && (
        <ConfirmModal
          header={t('usersAdmin.roles.deleteTitle')}
          confirmText={t('usersAdmin.actions.delete')}
          action={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <Box>{t('usersAdmin.roles.deleteMessage', { name: deleting.name })}</Box>
          {holders(deleting, memberItems).length > 0 && (
            <Box>{t('usersAdmin.roles.deleteHolders', { count: holders(deleting, memberItems).length })}</Box>
          )}
        </ConfirmModal>
      )}
    </>
  );
}
