import { ulid } from 'ulid';
import {
  PRESET_ROLES,
  PRESET_ROLE_IDS,
  isPermissionsAdmin,
  isPresetRoleId,
  presetGrant,
  resolveGrant,
  samePermissions,
} from '@shared/roles';
import { adminsLeftError, effectiveAdmin, selfActionError } from '@shared/rules/users';
import type { Role, SaveRoleBody } from '@shared/schemas/users-admin';
import { sameVersions } from '@shared/versions';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { adminFacts, currentAccess, enforce, judgedOnFreshMembers, loadContext } from '@functions/users/member-access';
import { enforceGrant } from '@functions/users/grants';
import { membersRepository } from '@functions/users/members-repository';
import { rolesRepository, type CustomRoleRecord } from './repository';

/** A role stored before version access reads as granting both (resolveGrant), as it did then. */
const toRole = (r: CustomRoleRecord): Role => ({
  id: r.id,
  name: r.name,
  preset: false,
  fullAccess: r.fullAccess,
  ...resolveGrant(r),
  createdAt: r.createdAt,
});

/** Preset ids are role names too (the web app translates them), so no custom role may take one. */
function checkName(name: string): void {
  if (isPresetRoleId(name.toLowerCase())) throw new ConflictError('ROLE_EXISTS', { name });
}

/** Custom roles only: presets are fixed. */
async function existing(accountId: string, id: string): Promise<CustomRoleRecord> {
  const role = isPresetRoleId(id) ? undefined : await rolesRepository.get(accountId, id);
  if (!role) throw new NotFoundError('ROLE_NOT_FOUND');
  return role;
}

/** Preset roles first (their names are translated by the web app from the id), then the account's own. */
export const rolesService = {
  async list(accountId: string): Promise<{ items: Role[] }> {
    const presets: Role[] = PRESET_ROLE_IDS.map((id) => ({
      id,
      name: id,
      preset: true,
      fullAccess: PRESET_ROLES[id].fullAccess,
      ...presetGrant(id),
    }));
    const custom = (await rolesRepository.list(accountId)).map(toRole).sort((a, b) => a.name.localeCompare(b.name));
    return { items: [...presets, ...custom] };
  },

  /**
   * Spec section 6: a duplicate role name is rejected (ROLE_EXISTS), case-insensitively; preset ids
   * are taken too. A role may hold only what its creator holds (full access: an administrator's).
   */
  async save(principal: Principal, body: SaveRoleBody): Promise<Role> {
    const { accountId } = principal;
    checkName(body.name);
    const ctx = await loadContext(accountId);
    enforceGrant(principal, ctx.limits, resolveGrant(body));
    const role = { id: ulid(), name: body.name, fullAccess: body.fullAccess, ...resolveGrant(body), createdAt: nowIso() };
    if (!(await rolesRepository.create(accountId, role))) throw new ConflictError('ROLE_EXISTS', { name: body.name });
    return toRole(role);
  },

  /**
   * Renames a custom role and changes what it grants; its holders get the new map at once. Refused
   * when it would change the caller's own access (nobody edits themself) or leave the account
   * without an administrator who can sign in. Holders are only rewritten while they still hold the
   * role. When administrators lose their access, the role and its holders change in one guarded
   * transaction; otherwise the role is saved first, so repeating the call finishes an interrupted one.
   */
  update(principal: Principal, id: string, body: SaveRoleBody): Promise<Role> {
    const { accountId } = principal;
    return judgedOnFreshMembers(async () => {
      const before = await existing(accountId, id);
      checkName(body.name);
      const ctx = await loadContext(accountId);
      const { permissions, versions } = resolveGrant(body);
      // Whatever the role gains reaches every holder: the caller must hold it (narrowing and renaming need nothing).
      enforceGrant(principal, ctx.limits, { permissions, versions }, resolveGrant(before));
      const role: 'ADMIN' | 'USER' = isPermissionsAdmin(permissions, ctx.limits) ? 'ADMIN' : 'USER';
      // Narrower versions change a holder's access as much as a narrower map does (so they count for "not yourself").
      const changing = ctx.members.filter((m) => {
        const current = currentAccess(m);
        return (
          current.roleId === id &&
          (!samePermissions(current.permissions, permissions) || !sameVersions(current.versions, versions) || m.role !== role)
        );
      });
      enforce(...changing.map((m) => selfActionError('edit', principal.userId, m.userId)));
      const facts = adminFacts(ctx);
      const afterFacts = facts.map((f) => (changing.some((m) => m.userId === f.userId) ? { ...f, isAdmin: role === 'ADMIN' } : f));
      enforce(adminsLeftError(facts, afterFacts));

      const after: CustomRoleRecord = {
        ...before,
        name: body.name,
        fullAccess: body.fullAccess,
        permissions,
        versions,
        updatedAt: nowIso(),
      };
      const losesAdmins = facts.some((f, i) => effectiveAdmin(f) && !effectiveAdmin(afterFacts[i]!));
      const holders = changing.map((m) => ({ userId: m.userId, changes: { permissions, versions, role } }));
      const saved = losesAdmins
        ? await rolesRepository.save(accountId, before, after, { adminsVersion: ctx.adminsVersion, changes: holders })
        : await rolesRepository.save(accountId, before, after);
      if (!saved) throw new ConflictError('ROLE_EXISTS', { name: body.name });
      if (!losesAdmins)
        await Promise.all(holders.map((h) => membersRepository.updateMember(accountId, h.userId, h.changes, { onlyIfRoleId: id })));
      return toRole(after);
    });
  },

  /** Members who held the role keep their permissions and show as "custom" from now on. */
  async remove(accountId: string, id: string): Promise<void> {
    const role = await existing(accountId, id);
    if (!(await rolesRepository.delete(accountId, role))) throw new NotFoundError('ROLE_NOT_FOUND');
    const holders = (await membersRepository.listMembers(accountId)).filter((m) => m.roleId === id);
    await Promise.all(holders.map((m) => membersRepository.updateMember(accountId, m.userId, { roleId: 'custom' }, { onlyIfRoleId: id })));
  },
};
