import type { RouteResponse } from '@shared/routes';
import type { AddUserResult, Member, Role, Team } from '@shared/schemas/users-admin';
import { useApiQuery, type ApiQuery } from '@web/api/query';
import type { TranslationKey } from '@web/i18n';

export type MemberList = RouteResponse<'users.list'>;
export type RoleList = RouteResponse<'users.roles'>;
export type TeamList = RouteResponse<'teams.list'>;

/** GET /users: the account's members, pending invitations and the plan's user limit. */
export const useMembers = (): ApiQuery<MemberList> => useApiQuery('users.list', {});
/** GET /users/permissions: preset roles first, then the account's own. */
export const useRoles = (): ApiQuery<RoleList> => useApiQuery('users.roles', {});
export const useTeams = (): ApiQuery<TeamList> => useApiQuery('teams.list', {});

/** Puts a member the API answered with in place of the old copy (or adds it). */
export function upsertMember(list: MemberList, member: Member): MemberList {
  const exists = list.items.some((m) => m.id === member.id);
  return { ...list, items: exists ? list.items.map((m) => (m.id === member.id ? member : m)) : [...list.items, member] };
}

/** A member the API added, or the invitation it sent instead (an address that already has a Goniec user). */
export function addResult(list: MemberList, result: AddUserResult): MemberList {
  if ('kind' in result) return { ...list, invitations: [...list.invitations.filter((i) => i.id !== result.id), result] };
  return upsertMember(list, result);
}

/** Which notice an add answers with: a member who sets a password, or an invitation to accept. */
export const addedNotice = (result: AddUserResult): TranslationKey =>
  'kind' in result ? 'usersAdmin.notices.invited' : 'usersAdmin.notices.added';

export function upsertById<T extends Role | Team>(items: readonly T[], item: T): T[] {
  return items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];
}
