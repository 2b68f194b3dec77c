import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { platformKeys } from '@functions/data/keys';
import { dynamo, ses } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import type { ChannelName } from './channel';

/** A channel's send quota: messages a second, and a day (undefined: no daily limit) with what was sent in the last 24 hours. */
export interface SendQuota {
  perSecond: number;
  perDay?: number;
  sentLastDay: number;
}

/** How long a read quota is trusted: SES's GetAccount is itself rate limited, and its numbers move slowly. */
const QUOTA_TTL_MS = 60_000;
/** A worker takes at most this much of a second's rate at a time, so concurrent workers share the rate fairly. */
const SHARE_OF_A_SECOND = 0.2;
/** How long a worker waits for tokens before giving its batch back to the queue for later. */
const MAX_WAIT_MS = 20_000;

async function readQuota(channel: ChannelName): Promise<SendQuota> {
  if (channel === 'sms') {
    return { perSecond: config.smsMaxSendRate, sentLastDay: 0 };
  }
  const out = await ses().send(new GetAccountCommand({}));
  const quota = out.SendQuota ?? {};
  const perDay = quota.Max24HourSend;
  return {
    perSecond: Math.max(1, quota.MaxSendRate ?? 1),
    // SES answers -1 for an unlimited daily quota.
    ...(perDay !== undefined && perDay >= 0 ? { perDay } : {}),
    sentLastDay: quota.SentLast24Hours ?? 0,
  };
}

interface Held {
  quota?: SendQuota;
  readAt: number;
  /** Sent through this container since the quota was read (SES's count lags). */
  sentSinceRead: number;
  /** Tokens taken from the shared bucket and not yet used. */
  tokens: number;
}
const held = new Map<ChannelName, Held>();

/** What the pacer answers a sender: go, wait for quota room tomorrow (`quota`), or give the batch back for later (`later`). */
export type Permit = 'go' | 'quota' | 'later';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Paces every sender of a channel, in every container, to the provider's rate: a token bucket in
 * one DynamoDB item shared by all of them (refilled at the quota's rate, as much as one second's
 * worth held at most). A worker takes a few tokens at a time with an optimistic conditional write,
 * and waits, not spins, when the bucket is empty. Chosen over a concurrency derived from the rate
 * because the time one send takes varies (SES's latency, retries) while the rate does not: a fixed
 * concurrency either wastes quota or exceeds it. The daily quota is checked against SES's own
 * count (read each minute) plus what this container sent since.
 */
export const pacer = {
  async permit(channel: ChannelName, now = Date.now): Promise<Permit> {
    let state = held.get(channel);
    if (!state?.quota || now() - state.readAt > QUOTA_TTL_MS) {
      state = { quota: await readQuota(channel), readAt: now(), sentSinceRead: 0, tokens: state?.tokens ?? 0 };
      held.set(channel, state);
    }
    const quota = state.quota!;
    if (quota.perDay !== undefined && quota.sentLastDay + state.sentSinceRead >= quota.perDay) return 'quota';
    if (state.tokens < 1) {
      const taken = await takeTokens(channel, quota.perSecond, now);
      if (taken === 0) return 'later';
      state.tokens += taken;
    }
    state.tokens--;
    state.sentSinceRead++;
    return 'go';
  },

  /** Forgets the quota read and the tokens held (tests change the quota under a running process). */
  reset(): void {
    held.clear();
  },
};

/** The tokens a bucket holds at `now`: refilled at `rate` a second since it was last taken from, never more than one second's worth (a new bucket is full). */
export function tokensAt(bucket: { tokens: number; at: number } | undefined, now: number, rate: number): number {
  if (!bucket) return rate;
  return Math.min(rate, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * rate);
}

async function takeTokens(channel: ChannelName, rate: number, now: () => number): Promise<number> {
  const key = platformKeys.paceBucket(channel);
  const chunk = Math.max(1, Math.floor(rate * SHARE_OF_A_SECOND));
  const deadline = now() + MAX_WAIT_MS;
  while (now() < deadline) {
    const item = (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: key, ConsistentRead: true }))).Item;
    const at = now();
    const last = item ? Number(item.at) : undefined;
    const available = tokensAt(item ? { tokens: Number(item.tokens), at: last! } : undefined, at, rate);
    if (available < 1) {
      await sleep(Math.ceil(((1 - available) / rate) * 1000));
      continue;
    }
    const take = Math.min(chunk, Math.floor(available));
    const taken = await writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: config.appTable,
          Item: { ...key, tokens: available - take, at },
          // Optimistic: another worker's take since the read means reading again.
          ...(last === undefined
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : {
                ConditionExpression: '#at = :last',
                ExpressionAttributeNames: { '#at': 'at' },
                ExpressionAttributeValues: { ':last': last },
              }),
        }),
      ),
    );
    if (taken) return take;
  }
  return 0;
}
