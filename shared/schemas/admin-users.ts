import { z } from 'zod';

/*
 * The admin zone's platform users (spec sections 2 and 6): every user of the deployment, whichever
 * accounts they belong to, and their deletion by a super administrator.
 */

/** `q`: the start of the e-mail address (case ignored). Users come in e-mail order. */
export const AdminUsersQuery = z.strictObject({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(254).optional(),
});

/** Why a user cannot be taken out of an account: its creator stays, and so does its last administrator. */
export const MEMBERSHIP_DELETE_BLOCKERS = ['USER_OWNER_PROTECTED', 'USER_LAST_ADMIN'] as const;
export type MembershipDeleteBlocker = (typeof MEMBERSHIP_DELETE_BLOCKERS)[number];

export const AdminUserMembership = z.object({
  accountId: z.string(),
  /** Null when the account is gone. */
  accountName: z.string().nullable(),
  /** The role in that account. */
  role: z.enum(['ADMIN', 'USER']),
  roleId: z.string().nullable(),
  /** They created the account. */
  owner: z.boolean(),
  banned: z.boolean(),
  locked: z.boolean(),
});
export type AdminUserMembership = z.infer<typeof AdminUserMembership>;

export const AdminUserSummary = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** SUPER_ADMIN has this admin zone. */
  platformRole: z.enum(['SUPER_ADMIN', 'USER']),
  activated: z.boolean(),
  /** Blocked on the whole platform. */
  banned: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** Active within the last few minutes (shared/rules/presence.ts). */
  online: z.boolean(),
  twoFactorEnabled: z.boolean(),
  memberships: z.array(AdminUserMembership),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;
export const AdminUserList = z.object({ items: z.array(AdminUserSummary), cursor: z.string().optional() });

export const AdminUserDetails = AdminUserSummary.extend({
  onboarded: z.boolean(),
  memberships: z.array(AdminUserMembership.extend({ deleteBlocker: z.enum(MEMBERSHIP_DELETE_BLOCKERS).nullable() })),
  /** The trace a deleted user leaves (their personal data is erased): when, and by which super administrator. */
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
  /** That super administrator's e-mail, as shown (or the deleted-user label if they are gone too). */
  deletedByEmail: z.string().nullable(),
});
export type AdminUserDetails = z.infer<typeof AdminUserDetails>;

/** The accounts the user was removed from. */
export const DeletePlatformUserResult = z.object({ id: z.string(), deletedAt: z.string(), accountIds: z.array(z.string()) });
export type DeletePlatformUserResult = z.infer<typeof DeletePlatformUserResult>;

/**
 * A refused deletion answers the first account's code (USER_OWNER_PROTECTED or USER_LAST_ADMIN)
 * with `params.accounts`: every account that keeps the user, and why.
 */
export interface DeleteUserRefusal {
  accountId: string;
  accountName: string | null;
  code: MembershipDeleteBlocker;
}
