import type { ErrorCode } from '@shared/errors';
import { adminDeleteError, lastAdminError, ownerActionError, selfActionError, userLimitError, type AdminFacts } from '@shared/rules/users';
import { grantExcess, type Granter } from '@shared/rules/grants';
import type { Member } from '@shared/schemas/users-admin';

/**
 * Which user-administration actions the screen offers, decided by the same pure rules the API
 * enforces (shared/rules/users.ts), so a button is disabled exactly when the call would be refused.
 */

export type MemberStatus = 'active' | 'blocked' | 'locked' | 'invited';

/** Every flag that keeps a member out, or "active" when none does. */
export function memberStatuses(m: Pick<Member, 'banned' | 'locked' | 'activated'>): MemberStatus[] {
  const out: MemberStatus[] = [];
  if (m.banned) out.push('blocked');
  if (m.locked) out.push('locked');
  if (!m.activated) out.push('invited');
  return out.length ? out : ['active'];
}

export interface AdminContext {
  /** The signed-in administrator. */
  actorId: string;
  /** A platform super administrator may delete an account's administrators (spec section 6). */
  actorSuperAdmin?: boolean;
  members: readonly Member[];
  /** Pending invitations: they take places under the plan's limit too. */
  invited?: number;
  userLimit: number;
  /** What the administrator holds (grant-rules.ts): duplicating a member gives their access to someone new. */
  granter?: Granter;
}

export type UserAction = 'edit' | 'duplicate' | 'setActive' | 'lock' | 'copyPermissions' | 'sendPasswordEmail' | 'logout' | 'delete';

/** Why an action is not offered: a rule's catalogue code, or a selection that does not fit it. */
export type Reason = ErrorCode | 'SELECT_ONE' | 'SELECT_SOME' | 'NO_OTHER_USER';

export const adminFacts = (members: readonly Member[]): AdminFacts[] =>
  members.map((m) => ({ userId: m.id, isAdmin: m.role === 'ADMIN', blocked: m.banned, locked: m.locked }));

const ownerIdOf = (members: readonly Member[]) => members.find((m) => m.owner)?.id ?? '';

/** Whether `target` with the access of `willBeAdmin` leaves the account an administrator who can sign in. */
export function demotionError(ctx: AdminContext, target: Member, willBeAdmin: boolean): ErrorCode | null {
  return lastAdminError(adminFacts(ctx.members), target.id, { isAdmin: willBeAdmin, blocked: target.banned, locked: target.locked });
}

/** Adding (or duplicating) one more member must fit the plan's user limit. */
export const addError = (ctx: AdminContext): ErrorCode | null => userLimitError(ctx.members.length + (ctx.invited ?? 0), ctx.userLimit);

/** Duplicating `source` gives their access and segments to a new member: only if the administrator could grant it all. */
export function duplicateError(ctx: AdminContext, source: Member): ErrorCode | null {
  if (!ctx.granter) return addError(ctx);
  return (
    addError(ctx) ??
    (grantExcess(ctx.granter, { permissions: source.permissions, versions: source.versions }) ? 'USER_GRANT_NOT_HELD' : null)
  );
}

/** Copying `source`'s access onto `target` is an edit of the target. */
export function copyPermissionsError(ctx: AdminContext, source: Member, target: Member): ErrorCode | null {
  return selfActionError('edit', ctx.actorId, target.id) ?? demotionError(ctx, target, source.role === 'ADMIN');
}

export interface DeletePlan {
  deletable: Member[];
  refused: { member: Member; code: ErrorCode }[];
}

/**
 * Judges each selected member in order against the members the previous deletions leave, as the
 * API does (two administrators cannot remove each other in one request).
 */
export function deletePlan(ctx: AdminContext, selected: readonly Member[]): DeletePlan {
  const ownerId = ownerIdOf(ctx.members);
  let remaining = [...ctx.members];
  const plan: DeletePlan = { deletable: [], refused: [] };
  for (const member of selected) {
    const code =
      selfActionError('delete', ctx.actorId, member.id) ??
      ownerActionError('delete', ownerId, member.id) ??
      lastAdminError(adminFacts(remaining), member.id, null) ??
      adminDeleteError(member.role === 'ADMIN', ctx.actorSuperAdmin === true);
    if (code) {
      plan.refused.push({ member, code });
    } else {
      plan.deletable.push(member);
      remaining = remaining.filter((m) => m.id !== member.id);
    }
  }
  return plan;
}

function singleReason(action: Exclude<UserAction, 'delete'>, ctx: AdminContext, target: Member): Reason | null {
  const ownerId = ownerIdOf(ctx.members);
  const facts = adminFacts(ctx.members);
  const isAdmin = target.role === 'ADMIN';
  switch (action) {
    case 'edit':
      return selfActionError('edit', ctx.actorId, target.id);
    case 'duplicate':
      return duplicateError(ctx, target);
    case 'setActive': {
      const blocking = !target.banned;
      return (
        selfActionError('activate', ctx.actorId, target.id) ??
        ownerActionError('activate', ownerId, target.id, blocking) ??
        (blocking ? lastAdminError(facts, target.id, { isAdmin, blocked: true, locked: target.locked }) : null)
      );
    }
    case 'lock': {
      const locking = !target.locked;
      const self = selfActionError('lock', ctx.actorId, target.id);
      if (self || !locking) return self;
      return (
        ownerActionError('lock', ownerId, target.id) ?? lastAdminError(facts, target.id, { isAdmin, blocked: target.banned, locked: true })
      );
    }
    case 'copyPermissions':
      return selfActionError('edit', ctx.actorId, target.id) ?? (ctx.members.some((m) => m.id !== target.id) ? null : 'NO_OTHER_USER');
    case 'sendPasswordEmail':
      return null;
    case 'logout':
      return selfActionError('logout', ctx.actorId, target.id);
  }
}

/** Null when `action` may run on the selection, otherwise the reason to show beside the disabled control. */
export function actionReason(action: UserAction, ctx: AdminContext, selected: readonly Member[]): Reason | null {
  if (action === 'delete') {
    if (selected.length === 0) return 'SELECT_SOME';
    const plan = deletePlan(ctx, selected);
    return plan.deletable.length === 0 ? (plan.refused[0]?.code ?? null) : null;
  }
  const [target] = selected;
  if (!target || selected.length !== 1) return 'SELECT_ONE';
  return singleReason(action, ctx, target);
}

/** Nobody edits themself through user administration (their own profile lives elsewhere). */
export const selfEditError = (ctx: AdminContext, target: Member): ErrorCode | null => selfActionError('edit', ctx.actorId, target.id);
