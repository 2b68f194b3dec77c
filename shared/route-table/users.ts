import type { RouteDef } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { CurrentUser, UpdateMeBody } from '../schemas/user';
import {
  AddUserBody, AddUserResult, CopyPermissionsBody, DeleteUsersBody, DeleteUsersResult, DuplicateUserBody, EditUserBody, Member, MemberList, Role, RoleList,
  SaveRoleBody, SetActiveBody, SetLockBody, UpdateUserBody,
} from '../schemas/users-admin';

/** User administration is part of the settings area (spec section 2: /settings/users needs PERM_POGOLNE). */
const ADMIN = 'PERM_POGOLNE';

export const usersRoutes = {
  'users.me': { method: 'GET', path: '/users/me', auth: 'session', permission: null, beforeOnboarding: true, response: CurrentUser },
  'users.updateMe': { method: 'PUT', path: '/users/me', auth: 'session', permission: null, beforeOnboarding: true, body: UpdateMeBody, response: CurrentUser },
  'users.list': { method: 'GET', path: '/users', auth: 'session', permission: ADMIN, response: MemberList },
  'users.add': { method: 'POST', path: '/users/add', auth: 'session', permission: ADMIN, body: AddUserBody, response: AddUserResult, status: 201 },
  'users.edit': { method: 'POST', path: '/users/edit', auth: 'session', permission: ADMIN, body: EditUserBody, response: Member },
  // Declared after users.updateMe, so /users/me keeps its own line.
  'users.update': { method: 'PUT', path: '/users/{id}', auth: 'session', permission: ADMIN, body: UpdateUserBody, response: Member },
  'users.duplicate': { method: 'POST', path: '/users/{id}/duplicate', auth: 'session', permission: ADMIN, body: DuplicateUserBody, response: AddUserResult, status: 201 },
  'users.setActive': { method: 'PUT', path: '/users/{id}/active', auth: 'session', permission: ADMIN, body: SetActiveBody, response: Member },
  'users.lock': { method: 'PUT', path: '/users/{id}/lock', auth: 'session', permission: ADMIN, body: SetLockBody, response: Member },
  'users.delete': { method: 'DELETE', path: '/users', auth: 'session', permission: ADMIN, body: DeleteUsersBody, response: DeleteUsersResult },
  'users.copyPermissions': { method: 'POST', path: '/users/permissions/copy', auth: 'session', permission: ADMIN, body: CopyPermissionsBody, response: Member },
  'users.sendChangePasswordEmail': {
    method: 'POST', path: '/users/{id}/send-change-password-email', auth: 'session', permission: ADMIN, body: EmptyBody, response: OkResponse,
  },
  'users.logout': { method: 'POST', path: '/users/{id}/logout', auth: 'session', permission: ADMIN, body: EmptyBody, response: OkResponse },
  'users.roles': { method: 'GET', path: '/users/permissions', auth: 'session', permission: ADMIN, response: RoleList },
  'users.saveRole': { method: 'POST', path: '/users/permissions', auth: 'session', permission: ADMIN, body: SaveRoleBody, response: Role, status: 201 },
  'users.updateRole': { method: 'PUT', path: '/users/permissions/{id}', auth: 'session', permission: ADMIN, body: SaveRoleBody, response: Role },
  'users.deleteRole': { method: 'DELETE', path: '/users/permissions/{id}', auth: 'session', permission: ADMIN, body: EmptyBody, response: OkResponse },
} as const satisfies Record<string, RouteDef>;
