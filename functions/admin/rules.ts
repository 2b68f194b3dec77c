import type { QueueCounts } from '@shared/schemas/admin';

/*
 * Pure rules of the admin zone: platform-wide cursors, the account-name search and reading SQS
 * attributes. No I/O here, so they are unit-tested on their own.
 */

/** The key of an item read from gsi1: the table's key and the index's key, all strings. */
export type IndexKey = { pk: string; sk: string; gsi1pk: string; gsi1sk: string };
const INDEX_KEY_NAMES = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/**
 * Platform-wide lists (accounts, feedback) page through one gsi1 partition. Their cursor is the
 * whole last key: the table partition of the last item is part of it and cannot be re-derived from
 * a session as tenant cursors are. Only super administrators reach these lists, and decoding
 * refuses a cursor of another list.
 */
export function encodeIndexCursor(key: Record<string, unknown> | undefined): string | undefined {
  if (!key) return undefined;
  const picked = Object.fromEntries(INDEX_KEY_NAMES.map((name) => [name, key[name]]));
  return Buffer.from(JSON.stringify(picked)).toString('base64url');
}

/** The start key for a list on `gsi1pk`, or 'invalid' for anything else. */
export function decodeIndexCursor(cursor: string | undefined, gsi1pk: string): IndexKey | undefined | 'invalid' {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'invalid';
  const record = parsed as Record<string, unknown>;
  if (Object.keys(record).length !== INDEX_KEY_NAMES.length) return 'invalid';
  if (!INDEX_KEY_NAMES.every((name) => typeof record[name] === 'string' && record[name] !== '')) return 'invalid';
  if (record.gsi1pk !== gsi1pk) return 'invalid';
  return record as IndexKey;
}

/** Lower case without diacritics ("Łódź" → "lodz"; ł has no decomposition of its own): what the account search compares. */
export function searchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pl').replace(/ł/g, 'l').trim();
}

/** Whether an account name starts with the query, ignoring case and accents; an empty query matches all. */
export function nameMatches(name: string, query: string | undefined): boolean {
  if (!query) return true;
  const q = searchForm(query);
  return q === '' || searchForm(name).startsWith(q);
}

const count = (value: string | undefined): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : 0;
};

/** SQS's ApproximateNumberOf* attributes (strings) as counts; a missing one is 0. */
export function queueCounts(attributes: Record<string, string | undefined>): QueueCounts {
  return {
    visible: count(attributes.ApproximateNumberOfMessages),
    inFlight: count(attributes.ApproximateNumberOfMessagesNotVisible),
    delayed: count(attributes.ApproximateNumberOfMessagesDelayed),
  };
}

export interface QueueArn {
  region: string;
  accountId: string;
  name: string;
}

/** arn:<partition>:sqs:<region>:<account>:<name>, or undefined for anything else. */
export function parseQueueArn(arn: string): QueueArn | undefined {
  const match = /^arn:[\w-]+:sqs:([\w-]+):(\d{12}):([\w-]{1,80}(?:\.fifo)?)$/.exec(arn);
  if (!match) return undefined;
  return { region: match[1]!, accountId: match[2]!, name: match[3]! };
}

/** A queue's RedrivePolicy attribute: its DLQ and how many receives lead there; undefined when there is none. */
export function parseRedrivePolicy(value: string | undefined): { dlq: QueueArn; maxReceiveCount: number } | undefined {
  if (!value) return undefined;
  let policy: unknown;
  try {
    policy = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!policy || typeof policy !== 'object') return undefined;
  const { deadLetterTargetArn, maxReceiveCount } = policy as { deadLetterTargetArn?: unknown; maxReceiveCount?: unknown };
  const dlq = typeof deadLetterTargetArn === 'string' ? parseQueueArn(deadLetterTargetArn) : undefined;
  const receives = Number(maxReceiveCount);
  if (!dlq || !Number.isInteger(receives) || receives < 1) return undefined;
  return { dlq, maxReceiveCount: receives };
}

/** The name of a queue from its URL (https://sqs.<region>.amazonaws.com/<account>/<name>). */
export function queueNameFromUrl(url: string): string {
  return url.replace(/\/+$/, '').split('/').pop() ?? url;
}
