import { z } from 'zod';

/**
 * The signed-in user's pending invitations to other accounts (issue 10): joining an account is an
 * invitation its invitee accepts or declines; unanswered, it lapses after seven days.
 */
export const MyInvitation = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  /** Who sent (or last resent) it, so the invitee knows whom to ask. */
  invitedByEmail: z.string(),
  roleId: z.string(),
  /** A custom role's name; preset roles are translated from their id. */
  roleName: z.string().optional(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof MyInvitation>;
export const MyInvitationList = z.object({ items: z.array(MyInvitation) });

/** Accepting makes the user a member there; the web app offers to switch to it. */
export const AcceptInvitationResult = z.object({ accountId: z.string(), accountName: z.string() });
