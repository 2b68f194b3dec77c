import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { Language } from '@shared/constants';
import type { FieldError } from '@shared/errors';
import type { PermissionMap } from '@shared/permissions';
import { isPermissionsAdmin, type FeatureLimits } from '@shared/roles';
import { AddUserBody, UpdateUserBody, type Member, type Role } from '@shared/schemas/users-admin';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { useCurrentUser } from '@web/app/session/session-store';
import { grantError, type Granter } from '@shared/rules/grants';
import { fullVersions } from '@shared/versions';
import { granterFor, roleRefused } from '../common/grant-rules';
import { demotionError, type AdminContext } from '../common/member-rules';
import { USERS_PATH } from '../common/paths';
import { roleForPermissions } from '../common/permission-map';
import { addedNotice } from '../common/use-admin-data';

export interface UserValues {
  name: string;
  email: string;
  language: Language;
  roleId: string;
  permissions: PermissionMap;
  teamIds: string[];
  /** Spec section 6: a user restricted to segments sees and acts only on their members; none means every subscriber. */
  segmentIds: string[];
}

/** A new member starts with the least access: the basic "user" role. */
const DEFAULT_ROLE = 'user';
const CODE_FIELDS = {
  USER_EXISTS: 'email',
  USER_ALREADY_INVITED: 'email',
  USER_NOT_UNIQUE: 'email',
  USER_LAST_ADMIN: 'roleId',
  USER_GRANT_NOT_HELD: 'roleId',
  USER_GRANT_SCOPE_NOT_HELD: 'segmentIds',
  ROLE_NOT_FOUND: 'roleId',
  TEAM_NOT_FOUND: 'teamIds',
  SEGMENT_NOT_FOUND: 'segmentIds',
} as const;

interface Input {
  /** The member to edit; none to add one. */
  member?: Member;
  roles: readonly Role[];
  ctx: AdminContext;
  limits: FeatureLimits;
  language: Language;
}

function initialValues({ member, roles, language }: Input, granter: Granter): UserValues {
  if (member)
    return {
      name: member.name,
      email: member.email,
      language,
      roleId: member.roleId,
      permissions: member.permissions,
      teamIds: member.teamIds,
      segmentIds: member.segmentIds,
    };
  // Someone who may not give even that starts from nothing.
  const role = roles.find((r) => r.id === DEFAULT_ROLE && !roleRefused(granter, r));
  return {
    name: '',
    email: '',
    language,
    roleId: role ? DEFAULT_ROLE : 'custom',
    permissions: role?.permissions ?? {},
    teamIds: [],
    segmentIds: [],
  };
}

/**
 * The add/edit user form: validated by the API's own schema (AddUserBody or UpdateUserBody), the
 * role and the permission boxes kept consistent the way the API decides (a map that differs from
 * the role's makes the user "custom"), and the last administrator never demoted.
 */
export function useUserForm(input: Input) {
  const { member, roles, ctx, limits } = input;
  const granter = granterFor(useCurrentUser());
  const navigate = useNavigate();
  const initial = initialValues(input, granter);
  const accessChanged = (v: UserValues) =>
    v.roleId !== initial.roleId || JSON.stringify(v.permissions) !== JSON.stringify(initial.permissions);

  const schema = (member ? UpdateUserBody : AddUserBody) as z.ZodType<AddUserBody | UpdateUserBody>;
  const form = useZodForm(schema, initial, {
    // An edit that leaves the access alone does not send it, so the API keeps it exactly as it is.
    prepare: (v) =>
      member
        ? { teamIds: v.teamIds, segmentIds: v.segmentIds, ...(accessChanged(v) ? { roleId: v.roleId, permissions: v.permissions } : {}) }
        : {
            name: v.name,
            email: v.email,
            language: v.language,
            roleId: v.roleId,
            permissions: v.permissions,
            teamIds: v.teamIds,
            segmentIds: v.segmentIds,
          },
    extra: (v): FieldError[] => {
      const code = member ? demotionError(ctx, member, isPermissionsAdmin(v.permissions, limits)) : null;
      if (code) return [{ path: 'roleId', code }];
      // What the API would refuse: access the user does not hold (the role's versions, or the member's own kept with a hand-edited map).
      const role = roles.find((r) => r.id === v.roleId && r.id !== 'custom');
      const versions = role?.versions ?? member?.versions ?? fullVersions();
      const excess =
        accessChanged(v) || !member
          ? grantError(
              granter,
              { permissions: v.permissions, versions },
              member && { permissions: member.permissions, versions: member.versions },
            )
          : null;
      return excess ? [{ path: 'roleId', code: excess.code, params: excess.params }] : [];
    },
  });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS, keepBusy: true });
  const leave = useLeaveConfirmation(form.dirty && !submitting);

  /** A role brings its permissions; "custom" keeps the boxes as they are. */
  const setRole = (roleId: string) => {
    const role = roles.find((r) => r.id === roleId);
    form.set('roleId', roleId);
    if (roleId !== 'custom' && role) form.set('permissions', role.permissions);
  };
  const setPermissions = (permissions: PermissionMap) => {
    form.set('permissions', permissions);
    form.set('roleId', roleForPermissions(form.values.roleId, roles, permissions));
  };

  const submit = handleSubmit(async (body) => {
    const saved = member
      ? await api('users.update', { params: { id: member.id }, body: body as UpdateUserBody })
      : await api('users.add', { body: body as AddUserBody });
    form.markSaved();
    leave.allowNextNavigation();
    pushNotice(
      { type: 'success', content: { key: member ? 'usersAdmin.notices.updated' : addedNotice(saved), params: { email: saved.email } } },
      8000,
    );
    navigate(USERS_PATH);
  });

  return { form, submitting, error, submit, setRole, setPermissions, member, leaveModal: leave.modal };
}
export type UserFormState = ReturnType<typeof useUserForm>;
