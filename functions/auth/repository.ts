import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { epochSeconds, writeIfCondition } from '@functions/platform/dynamo';
import { queryPages } from '@functions/platform/query';
import { platformKeys } from '@functions/data/keys';
import { attempts } from './attempts';

export interface SessionRecord {
  id: string;
  userId: string;
  accountId: string;
  /** sha256 of the current refresh token; the token itself is only ever in the cookie. */
  refreshHash: string;
  /** How many times the refresh token was rotated: the generation of the current one (absent: 0). */
  generation?: number;
  csrf: string;
  createdAt: string;
  expiresAt: number;
  ip: string;
  userAgent: string;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const deleteSession = async (id: string) => {
  await dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: platformKeys.session(id) }));
};

/** Deletes the user's sessions page by page from the user's session index: those in `accountId` only when given, never `except`. */
async function deleteSessionsOf(userId: string, { accountId, except }: { accountId?: string; except?: string }): Promise<void> {
  const pages = queryPages({
    TableName: config.appTable,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ...(accountId
      ? {
          FilterExpression: 'accountId = :acc',
          ExpressionAttributeValues: { ':pk': platformKeys.userSessionsPk(userId), ':acc': accountId },
        }
      : { ExpressionAttributeValues: { ':pk': platformKeys.userSessionsPk(userId) } }),
  });
  for await (const page of pages) {
    const ids = page.map((item) => item.id as string).filter((id) => id !== except);
    await Promise.all(ids.map(deleteSession));
  }
}

export const authRepository = {
  async putSession(session: SessionRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...platformKeys.session(session.id), ...platformKeys.sessionIndex(session), ttl: session.expiresAt, ...session },
      }),
    );
  },

  async getSession(id: string): Promise<SessionRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: platformKeys.session(id), ConsistentRead: true }));
    if (!out.Item || (out.Item.expiresAt as number) < epochSeconds()) return undefined;
    return out.Item as unknown as SessionRecord;
  },

  /** Swaps the refresh token only if the presented one is still current: of two racing uses of one token, one wins. */
  async rotateRefresh(
    id: string,
    oldHash: string,
    next: { hash: string; generation: number; csrf: string; expiresAt: number },
  ): Promise<boolean> {
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: platformKeys.session(id),
          UpdateExpression: 'SET refreshHash = :new, generation = :gen, csrf = :csrf, expiresAt = :exp, #ttl = :exp',
          ConditionExpression: 'refreshHash = :old AND expiresAt > :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':new': next.hash,
            ':gen': next.generation,
            ':old': oldHash,
            ':csrf': next.csrf,
            ':exp': next.expiresAt,
            ':now': epochSeconds(),
          },
        }),
      ),
    );
  },

  deleteSession,

  /** Ends every session of the user, but `except` (the caller's own, when they stay signed in). */
  deleteUserSessions: (userId: string, except?: string) => deleteSessionsOf(userId, { except }),

  /** Ends the user's sessions in one account only: an account's administrator reaches no further. */
  deleteUserSessionsIn: (userId: string, accountId: string) => deleteSessionsOf(userId, { accountId }),

  /** Forgives an address's failed sign-ins (a recovered password, an erased user). */
  clearFailedAttempts: (email: string) => attempts.clear({ login: email }),

  /** True if no e-mail of this kind went to the user within the window (and records this one). */
  async claimMailSlot(kind: string, userId: string, windowSeconds: number): Promise<boolean> {
    return writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: config.appTable,
          Item: { ...platformKeys.mailThrottle(kind, userId), ttl: epochSeconds() + windowSeconds },
          ConditionExpression: 'attribute_not_exists(pk) OR #ttl < :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':now': epochSeconds() },
        }),
      ),
    );
  },
};
