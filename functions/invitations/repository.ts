import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@shared/constants';
import type { PermissionMap } from '@shared/permissions';
import type { VersionAccess } from '@shared/versions';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { outputIfCondition, transactIfConditions, writeIfCondition } from '@functions/platform/dynamo';
import { queryAll } from '@functions/platform/query';
import { platformKeys } from '@functions/data/keys';
import { tenant, type TenantKeys } from '@functions/data/tenant';
import { countDown, countUp, memberItem } from '@functions/users/members-repository';
import { strip, type MembershipRecord } from '@functions/users/repository';

/**
 * An existing Goniec user invited to an account, until they answer (issue 10). It lives in the
 * account's partition beside the memberships but is not one: nothing that reads memberships (the
 * session, login, switching, password rules, teams) sees it, so an invitation grants nothing until
 * it is accepted. One per user and account (keyed by the user); the public id is its own, so the
 * account never needs the invitee's user id. On gsi1 under the invitee (`USER#<id>`, `INV#<account>`)
 * beside their memberships (`ACC#…`), for their list of pending invitations.
 */
export interface InvitationRecord {
  id: string;
  accountId: string;
  userId: string;
  /** The address the account typed (lower case): all it knows of the invitee. */
  email: string;
  roleId: string;
  role: MembershipRecord['role'];
  permissions: PermissionMap;
  versions: VersionAccess;
  teamIds: string[];
  segmentIds: string[];
  /** The language the account chose for the e-mail. */
  language: Language;
  /** Who sent it last (a user id of the account). */
  invitedBy: string;
  invitedAt: string;
  expiresAt: string;
}

const inviteItem = (keys: TenantKeys, i: InvitationRecord) => ({ ...keys.invitation(i.userId), ...keys.invitationIndex(i.userId), ...i });
const table = () => config.appTable;

export type InviteOutcome = 'ok' | 'member' | 'invited' | 'limit';
export type AnswerOutcome = 'ok' | 'gone' | 'expired';

export const invitationsRepository = {
  /** Every invitation of an account, pending or lapsed. */
  async listForAccount(accountId: string): Promise<InvitationRecord[]> {
    const invitations = (await tenant(accountId)).invitations();
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': invitations.pk, ':prefix': invitations.prefix },
      ConsistentRead: true,
    });
    return items.map((item) => strip<InvitationRecord>(item)!);
  },

  /** Every invitation addressed to a user, pending or lapsed. */
  async listForUser(userId: string): Promise<InvitationRecord[]> {
    const index = platformKeys.userInvitations(userId);
    const items = await queryAll({
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': index.gsi1pk, ':prefix': index.prefix },
    });
    return items.map((item) => strip<InvitationRecord>(item)!);
  },

  async get(accountId: string, userId: string): Promise<InvitationRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.invitation(userId), ConsistentRead: true }));
    return strip<InvitationRecord>(out.Item);
  },

  /**
   * Records an invitation and counts it against the plan's user limit, on condition that the user
   * is neither a member nor invited already: the account's checks read before it cannot race a
   * second invitation or an acceptance.
   */
  async create(invitation: InvitationRecord, limit: number): Promise<InviteOutcome> {
    const keys = await tenant(invitation.accountId, 'write');
    const failed = await transactIfConditions(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: table(), Item: inviteItem(keys, invitation), ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              ConditionCheck: { TableName: table(), Key: keys.member(invitation.userId), ConditionExpression: 'attribute_not_exists(pk)' },
            },
            countUp(keys, limit),
          ],
        }),
      ),
    );
    if (failed.includes(0)) return 'invited';
    if (failed.includes(1)) return 'member';
    if (failed.includes(2)) return 'limit';
    return 'ok';
  },

  /** A resent invitation runs seven days from now again. False when it is gone. */
  async renew(
    invitation: Pick<InvitationRecord, 'accountId' | 'userId' | 'id'>,
    changes: Pick<InvitationRecord, 'invitedAt' | 'expiresAt' | 'invitedBy'>,
  ): Promise<InvitationRecord | undefined> {
    const keys = await tenant(invitation.accountId, 'write');
    const out = await outputIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.invitation(invitation.userId),
          UpdateExpression: 'SET invitedAt = :at, expiresAt = :until, invitedBy = :by',
          ConditionExpression: 'attribute_exists(pk) AND id = :id',
          ExpressionAttributeValues: {
            ':at': changes.invitedAt,
            ':until': changes.expiresAt,
            ':by': changes.invitedBy,
            ':id': invitation.id,
          },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return strip<InvitationRecord>(out?.Attributes);
  },

  /**
   * Removes an invitation and frees its place under the plan's limit: declined, cancelled or erased
   * (any time), or lapsed (only once `lapsedBefore` is past its expiry, so a resend meanwhile wins).
   */
  async remove(invitation: Pick<InvitationRecord, 'accountId' | 'userId' | 'id'>, lapsedBefore?: string): Promise<boolean> {
    const keys = await tenant(invitation.accountId, 'write');
    const condition =
      lapsedBefore === undefined ? 'attribute_exists(pk) AND id = :id' : 'attribute_exists(pk) AND id = :id AND expiresAt <= :now';
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: table(),
                Key: keys.invitation(invitation.userId),
                ConditionExpression: condition,
                ExpressionAttributeValues:
                  lapsedBefore === undefined ? { ':id': invitation.id } : { ':id': invitation.id, ':now': lapsedBefore },
              },
            },
            countDown(keys),
          ],
        }),
      ),
    );
  },

  /**
   * The invitee accepts: the invitation becomes their membership in one transaction, only while it
   * is still there and unexpired (`now`). Its place under the limit passes to the membership.
   */
  async accept(invitation: InvitationRecord, membership: MembershipRecord, now: string): Promise<AnswerOutcome> {
    const keys = await tenant(invitation.accountId, 'write');
    const done = await writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: table(),
                Key: keys.invitation(invitation.userId),
                ConditionExpression: 'attribute_exists(pk) AND id = :id AND expiresAt > :now',
                ExpressionAttributeValues: { ':id': invitation.id, ':now': now },
              },
            },
            { Put: { TableName: table(), Item: memberItem(keys, membership), ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      ),
    );
    if (done) return 'ok';
    const current = await invitationsRepository.get(invitation.accountId, invitation.userId);
    return current?.id === invitation.id && current.expiresAt <= now ? 'expired' : 'gone';
  },
};
