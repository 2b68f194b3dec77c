import type { Role } from '@shared/schemas/users-admin';

const normalize = (name: string) => name.trim().toLowerCase();

/**
 * Whether the API would answer ROLE_EXISTS: role names are unique per account regardless of case,
 * and preset ids count as names. `exceptId` is the role being renamed (its own name stays free).
 */
export function roleNameTaken(name: string, roles: readonly Role[], exceptId?: string): boolean {
  const wanted = normalize(name);
  if (!wanted) return false;
  return roles.some((r) => r.id !== exceptId && normalize(r.preset ? r.id : r.name) === wanted);
}
