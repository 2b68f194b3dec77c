import type { AccountKeyContext, TableKey } from './context';
import { platformKeys } from './platform';
import { baseRange } from './range';

/**
 * The people of an account (functions/users, invitations, roles, teams), in its base partition in
 * every layout:
 *
 * - `MEMBER#<user>`              a membership; on gsi1 under the user (`USER#<user>`, gsi1sk `ACC#<account>`),
 *                                the user's list of accounts
 * - `INVITE#<user>`              a pending invitation of an existing user; on gsi1 under the invitee
 *                                (`USER#<user>`, gsi1sk `INV#<account>`)
 * - `ROLE#<id>`, `ROLENAME#<lower-case name>`  a custom role and the claim of its name (unique per account)
 * - `TEAM#<id>`, `TEAMNAME#<lower-case name>`  a team and the claim of its name
 *
 * The account's record (`ACCOUNT`) holds the member counter and the administrators guard (account.ts).
 */
export function peopleKeys(c: AccountKeyContext) {
  return {
    member: (userId: string): TableKey => c.base(`MEMBER#${userId}`),
    members: () => baseRange(c, 'MEMBER#'),
    /** The membership's place on the user's index (platform.ts userMemberships reads it). */
    memberIndex: (userId: string) => ({ gsi1pk: platformKeys.userIndex(userId), gsi1sk: c.basePk }),
    invitation: (userId: string): TableKey => c.base(`INVITE#${userId}`),
    invitations: () => baseRange(c, 'INVITE#'),
    invitationIndex: (userId: string) => ({ gsi1pk: platformKeys.userIndex(userId), gsi1sk: c.index('INV', []) }),
    role: (id: string): TableKey => c.base(`ROLE#${id}`),
    /** One item per lower-cased name makes "role names are unique per account" a condition, not a race. */
    roleName: (name: string): TableKey => c.base(`ROLENAME#${name.toLowerCase()}`),
    roles: () => baseRange(c, 'ROLE#'),
    team: (id: string): TableKey => c.base(`TEAM#${id}`),
    teamName: (name: string): TableKey => c.base(`TEAMNAME#${name.toLowerCase()}`),
    teams: () => baseRange(c, 'TEAM#'),
  };
}
