import { ulid } from 'ulid';
import { PRESET_ROLES, PRESET_ROLE_IDS, isPresetRoleId, resolvePermissions } from '@shared/roles';
import type { Role, SaveRoleBody } from '@shared/schemas/users-admin';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import { membersRepository } from '@functions/users/members-repository';
import { rolesRepository } from './repository';

/** Preset roles first (their names are translated by the web app from the id), then the account's own. */
export const rolesService = {
  async list(accountId: string): Promise<{ items: Role[] }> {
    const presets: Role[] = PRESET_ROLE_IDS.map((id) => ({
      id, name: id, preset: true, fullAccess: PRESET_ROLES[id].fullAccess, permissions: resolvePermissions(PRESET_ROLES[id].permissions, PRESET_ROLES[id].fullAccess),
    }));
    const custom = (await rolesRepository.list(accountId))
      .map((r): Role => ({ id: r.id, name: r.name, preset: false, fullAccess: r.fullAccess, permissions: r.permissions, createdAt: r.createdAt }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { items: [...presets, ...custom] };
  },

  /** Spec section 6: a duplicate role name is rejected (ROLE_EXISTS), case-insensitively; preset ids are taken too. */
  async save(accountId: string, body: SaveRoleBody): Promise<Role> {
    if (isPresetRoleId(body.name.toLowerCase())) throw new ConflictError('ROLE_EXISTS', { name: body.name });
    const role = { id: ulid(), name: body.name, fullAccess: body.fullAccess, permissions: resolvePermissions(body.permissions, body.fullAccess), createdAt: nowIso() };
    if (!(await rolesRepository.create(accountId, role))) throw new ConflictError('ROLE_EXISTS', { name: body.name });
    return { ...role, preset: false };
  },

  /** Members who held the role keep their permissions and show as "custom" from now on. */
  async remove(accountId: string, id: string): Promise<void> {
    const role = isPresetRoleId(id) ? undefined : await rolesRepository.get(accountId, id);
    if (!role || !(await rolesRepository.delete(accountId, role))) throw new NotFoundError('ROLE_NOT_FOUND');
    const holders = (await membersRepository.listMembers(accountId)).filter((m) => m.roleId === id);
    await Promise.all(holders.map((m) => membersRepository.updateMember(accountId, m.userId, { roleId: 'custom' })));
  },
};
