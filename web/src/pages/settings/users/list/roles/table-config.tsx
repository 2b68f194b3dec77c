import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import Popover from '@cloudscape-design/components/popover';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Member, Role } from '@shared/schemas/users-admin';
import { VERSIONED_AREAS } from '@shared/versions';
import { editRolePath } from '../../common/paths';
import { grantedKeys } from '../../common/permission-map';
import { roleLabel } from '../../common/role-label';
import { versionLabel } from '../../common/version-label';

interface ColumnContext {
  t: TFunction;
  members: readonly Member[];
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

export const roleName = (t: TFunction, role: Role) => roleLabel(t, role.id, role.preset ? undefined : role.name);
export const holders = (role: Role, members: readonly Member[]) => members.filter((m) => m.roleId === role.id);

/** "Full access", or the number of permissions, with the versions it reaches and the list of permissions in a popover. */
function Access({ t, role }: { t: TFunction; role: Role }) {
  const keys = grantedKeys(role.permissions);
  const text = role.fullAccess ? t('usersAdmin.roles.fullAccess') : t('usersAdmin.roles.permissionCount', { count: keys.length });
  return (
    <Popover
      header={roleName(t, role)}
      dismissAriaLabel={t('common.close')}
      size="large"
      triggerType="text"
      content={
        <Box variant="small">
          {VERSIONED_AREAS.map((area) => (
            <Box
              key={area}
              variant="p"
              fontSize="body-s"
            >{`${t(`versionAccess.areas.${area}`)}: ${versionLabel(t, role.versions[area])}`}</Box>
          ))}
          {keys.length > 0 && (
            <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
              {keys.map((key) => (
                <li key={key}>{t(`permissions.${key}`)}</li>
              ))}
            </ul>
          )}
        </Box>
      }
    >
      {text}
    </Popover>
  );
}

export function roleColumns({ t, members, follow }: ColumnContext): TableProps.ColumnDefinition<Role>[] {
  return [
    {
      id: 'name',
      header: t('usersAdmin.roles.fields.name'),
      // Own roles open for editing; presets are fixed.
      cell: (r) =>
        r.preset ? (
          roleName(t, r)
        ) : (
          <Link href={editRolePath(r.id)} onFollow={follow}>
            {r.name}
          </Link>
        ),
      sortingComparator: (a, b) => roleName(t, a).localeCompare(roleName(t, b)),
      isRowHeader: true,
    },
    {
      id: 'kind',
      header: t('usersAdmin.roles.fields.kind'),
      cell: (r) => (r.preset ? <Badge>{t('usersAdmin.roles.preset')}</Badge> : <Badge color="green">{t('usersAdmin.roles.own')}</Badge>),
      sortingComparator: (a, b) => Number(a.preset) - Number(b.preset),
    },
    { id: 'access', header: t('usersAdmin.roles.fields.access'), cell: (r) => <Access t={t} role={r} /> },
    {
      id: 'users',
      header: t('usersAdmin.roles.fields.users'),
      cell: (r) => holders(r, members).length,
      sortingComparator: (a, b) => holders(a, members).length - holders(b, members).length,
    },
  ];
}
