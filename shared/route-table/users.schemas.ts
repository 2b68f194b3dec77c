import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { CurrentUser, UpdateMeBody } from '../schemas/user';
import {
  AddUserBody,
  AddUserResult,
  CopyPermissionsBody,
  DeleteUsersBody,
  DeleteUsersResult,
  DuplicateUserBody,
  EditUserBody,
  Member,
  MemberList,
  Role,
  RoleList,
  SaveRoleBody,
  SetActiveBody,
  SetLockBody,
  UpdateUserBody,
} from '../schemas/users-admin';
import type { usersRoutes } from './users';

/** The zod schemas of the lines in ./users.ts, by route id: the server validates with them, the web takes their types only. */
export const usersSchemas = {
  'users.me': { response: CurrentUser },
  'users.updateMe': { body: UpdateMeBody, response: CurrentUser },
  'users.list': { response: MemberList },
  'users.add': { body: AddUserBody, response: AddUserResult },
  'users.edit': { body: EditUserBody, response: Member },
  'users.update': { body: UpdateUserBody, response: Member },
  'users.duplicate': { body: DuplicateUserBody, response: AddUserResult },
  'users.setActive': { body: SetActiveBody, response: Member },
  'users.lock': { body: SetLockBody, response: Member },
  'users.delete': { body: DeleteUsersBody, response: DeleteUsersResult },
  'users.copyPermissions': { body: CopyPermissionsBody, response: Member },
  'users.sendChangePasswordEmail': { body: EmptyBody, response: OkResponse },
  'users.logout': { body: EmptyBody, response: OkResponse },
  'users.roles': { response: RoleList },
  'users.saveRole': { body: SaveRoleBody, response: Role },
  'users.updateRole': { body: SaveRoleBody, response: Role },
  'users.deleteRole': { body: EmptyBody, response: OkResponse },
} as const satisfies SchemasFor<typeof usersRoutes>;
