import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { epochSeconds, outputIfCondition, writeIfCondition } from '@functions/platform/dynamo';
import { retryAfterSeconds } from '@functions/platform/rate-window';
import { platformKeys } from '@functions/data/keys';

/**
 * Attempt budgets: how many password (or code) checks one target may get in a window. An attempt is
 * reserved atomically BEFORE the check and counts as a failure unless the caller proves otherwise
 * (`release` when the password was right but something else refused, `clear` on success), so
 * concurrent guesses can never get more than `max` checks between two successes, whatever their
 * number. The window slides: each reserved attempt pushes its end, so the lock lasts `windowSeconds`
 * after the last one.
 *
 * Two budgets: sign-ins to one address (known or not, so the answer says nothing about it), and one
 * user's in-session password proofs (password change, 2FA removal, timed-permission unlock together).
 */
export type AttemptScope = { login: string } | { proofs: string };

export interface AttemptBudget {
  max: number;
  windowSeconds: number;
}

export type Reservation = { granted: true; attempt: number } | { granted: false; retryAfterSeconds: number };

/** The budgets' keys (data/keys/platform.ts). `ttl` is the window's end (and DynamoDB's expiry). */
const keyOf = (scope: AttemptScope) =>
  'login' in scope ? platformKeys.loginFailures(scope.login) : platformKeys.proofFailures(scope.proofs);

const names = { '#count': 'count', '#ttl': 'ttl' };

export const attempts = {
  /**
   * Reserves one attempt: a new window when none is open (or the last one ended), else one more in
   * the open window if it has room. Refused, it says how long the window has left.
   */
  async reserve(scope: AttemptScope, budget: AttemptBudget): Promise<Reservation> {
    const Key = keyOf(scope);
    for (let round = 0; round < 3; round++) {
      const now = epochSeconds();
      const end = now + budget.windowSeconds;
      const opened = await writeIfCondition(() =>
        dynamo().send(
          new PutCommand({
            TableName: config.appTable,
            Item: { ...Key, count: 1, ttl: end },
            ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':now': now },
          }),
        ),
      );
      if (opened) return { granted: true, attempt: 1 };
      const out = await outputIfCondition(() =>
        dynamo().send(
          new UpdateCommand({
            TableName: config.appTable,
            Key,
            UpdateExpression: 'ADD #count :one SET #ttl = :end',
            ConditionExpression: '#ttl > :now AND #count < :max',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':one': 1, ':end': end, ':now': now, ':max': budget.max },
            ReturnValues: 'UPDATED_NEW',
          }),
        ),
      );
      if (out) return { granted: true, attempt: out.Attributes?.count as number };
      // Full, or the window ended (or was cleared) between the two writes: then try again.
      const item = (await dynamo().send(new GetCommand({ TableName: config.appTable, Key, ConsistentRead: true }))).Item;
      if (item && (item.ttl as number) > epochSeconds() && (item.count as number) >= budget.max) {
        return { granted: false, retryAfterSeconds: retryAfterSeconds(Date.now(), item.ttl as number) };
      }
    }
    return { granted: false, retryAfterSeconds: 1 };
  },

  /** Gives a reserved attempt back: the password was right, though the sign-in was refused for another reason. */
  async release(scope: AttemptScope): Promise<void> {
    await writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keyOf(scope),
          UpdateExpression: 'ADD #count :minus',
          ConditionExpression: 'attribute_exists(pk) AND #count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        }),
      ),
    );
  },

  /** A success forgives the failures before it. */
  async clear(scope: AttemptScope): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: keyOf(scope) }));
  },

  /** Spends the whole budget for a fresh window (a lock imposed from elsewhere). */
  async exhaust(scope: AttemptScope, budget: AttemptBudget): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keyOf(scope), count: budget.max, ttl: epochSeconds() + budget.windowSeconds },
      }),
    );
  },
};
