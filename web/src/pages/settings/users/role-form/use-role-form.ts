import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import type { PermissionMap } from '@shared/permissions';
import { resolveGrant, type FeatureLimits } from '@shared/roles';
import { grantError } from '@shared/rules/grants';
import { SaveRoleBody, type Role } from '@shared/schemas/users-admin';
import { fullVersions, type VersionAccess } from '@shared/versions';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import type { AdminContext } from '../common/member-rules';
import { useCurrentUser } from '@web/app/session/session-store';
import { granterFor } from '../common/grant-rules';
import { tabPath } from '../common/paths';
import { roleLabel } from '../common/role-label';
import { roleUpdateError } from '../common/role-rules';
import { roleNameTaken } from './role-names';

export interface RoleValues {
  name: string;
  fullAccess: boolean;
  permissions: PermissionMap;
  versions: VersionAccess;
}

const CODE_FIELDS = {
  ROLE_EXISTS: 'name',
  USER_LAST_ADMIN: 'permissions',
  USER_CANNOT_EDIT_SELF: 'permissions',
  USER_GRANT_NOT_HELD: 'permissions',
} as const;

export interface RoleFormInput {
  roles: readonly Role[];
  /** The custom role to edit; none to create one. */
  role?: Role;
  /** A role whose permissions a new one starts from. */
  from?: Role;
  ctx: AdminContext;
  limits: FeatureLimits;
}

/**
 * A custom role, new or edited, validated by SaveRoleBody. A taken name shows on the name field;
 * an edit that would change the caller's own access or leave no administrator shows on the
 * permissions, checked before sending by the rules the API applies.
 */
export function useRoleForm({ roles, role, from, ctx, limits }: RoleFormInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const source = role ?? from;
  const granter = granterFor(useCurrentUser());
  const initial: RoleValues = source
    ? {
        name: role
          ? role.name
          : t('usersAdmin.roleForm.copyName', { name: roleLabel(t, source.id, source.preset ? undefined : source.name) }),
        fullAccess: source.fullAccess,
        permissions: source.permissions,
        versions: source.versions,
      }
    : // A new role reaches both versions until unticked, as a role saved without them does.
      { name: '', fullAccess: false, permissions: {}, versions: fullVersions() };
  const form = useZodForm(SaveRoleBody, initial, {
    extra: (v) => {
      const errors: FieldError[] = [];
      if (roleNameTaken(v.name, roles, role?.id)) errors.push({ path: 'name', code: 'ROLE_EXISTS' });
      const refused = role ? roleUpdateError(ctx, role.id, v.permissions, v.fullAccess, limits, v.versions) : null;
      if (refused) errors.push({ path: 'permissions', code: refused });
      // What the API would refuse: more than the user holds (a copy of a bigger role starts that way).
      const excess = grantError(granter, resolveGrant(v), role && { permissions: role.permissions, versions: role.versions });
      if (!refused && excess) errors.push({ path: 'permissions', code: excess.code, params: excess.params });
      return errors;
    },
  });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS, keepBusy: true });
  const leave = useLeaveConfirmation(form.dirty && !submitting);

  const submit = handleSubmit(async (body) => {
    const saved = role ? await api('users.updateRole', { params: { id: role.id }, body }) : await api('users.saveRole', { body });
    form.markSaved();
    leave.allowNextNavigation();
    pushNotice(
      {
        type: 'success',
        content: { key: role ? 'usersAdmin.notices.roleUpdated' : 'usersAdmin.notices.roleCreated', params: { name: saved.name } },
      },
      6000,
    );
    navigate(tabPath('roles'));
  });

  return { form, submitting, error, submit, leaveModal: leave.modal };
}
