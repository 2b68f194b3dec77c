import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailingState } from '@shared/constants';
import { hasAnyTag } from '@shared/rules/tags';
import { dynamo } from '@functions/platform/aws';
import { batchDeleteKeys } from '@functions/platform/batch-write';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, writeIfCondition } from '@functions/platform/dynamo';
import { pauseRepository } from '@functions/delivery/pause-repository';
import { tenant } from '@functions/data/tenant';
import { mailingsRepository, type MailingHead, type MailingRecord } from './repository';

/** Reads one filtered list page may spend before answering short (its cursor still continues exactly after what was read). */
const MAX_FILTERED_READS = 10;
/** Items one read looks at: filters are applied after the read, so wider reads fill a page sooner. */
const READ_SIZE = 100;

/** What a list keeps of the mailings it reads (a match of every field given). */
export interface MailingFilter {
  states: readonly MailingState[];
  sendType?: string;
  /** Lower-cased, accents folded (see fold). */
  q?: string;
  /** true: only hidden ones; false: only visible ones; absent: both. */
  hidden?: boolean;
  /** Started within [startedFrom, startedBefore) (ISO instants; the campaigns report's period). */
  startedFrom?: string;
  startedBefore?: string;
  /** Sent from this address (lower-cased). */
  fromEmail?: string;
  /** Sent to this segment. */
  segmentId?: string;
  /** Issue 18: carrying any of these tag names (case-insensitive, whatever the value). */
  tags?: readonly string[];
  /** Every sending, runs of a cyclic mailing and A/B/X variants too, each by its own start (the period reports). */
  sendings?: boolean;
}

/** Case and accents do not matter to a name search ("lato" finds "Łato", "LATO"). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();

const matches = (filter: MailingFilter) => (m: MailingHead) =>
  // Runs of a cyclic mailing and A/B/X variants are listed under their parent only.
  (filter.sendings || !m.parentId) &&
  (!filter.segmentId || m.segmentId === filter.segmentId) &&
  filter.states.includes(m.state) &&
  (!filter.sendType || m.sendType === filter.sendType) &&
  (filter.hidden === undefined || Boolean(m.hidden) === filter.hidden) &&
  (!filter.startedFrom || (!!m.startedAt && m.startedAt >= filter.startedFrom)) &&
  (!filter.startedBefore || (!!m.startedAt && m.startedAt < filter.startedBefore)) &&
  (!filter.fromEmail || m.fromEmail.toLowerCase() === filter.fromEmail) &&
  (!filter.q || fold(m.name).includes(filter.q)) &&
  (!filter.tags || hasAnyTag(m.tags, filter.tags));

/**
 * The lifecycle's writes and lists over the mailing items (keys in data/keys/campaigns.ts). Every
 * state change is conditional on the state it leaves: of two callers only one moves it.
 */
export const lifecycleRepository = {
  /**
   * Newest first, filtered after each read (the name search folds case and accents, which a
   * DynamoDB filter cannot): reads until `limit` match or MAX_FILTERED_READS reads are spent. The
   * cursor is the last item answered, or the last item read when the page came short.
   */
  async list(
    accountId: string,
    filter: MailingFilter,
    limit: number,
    cursor?: string,
  ): Promise<{ items: MailingRecord[]; cursor?: string }> {
    const page = await lifecycleRepository.heads(accountId, filter, limit, cursor);
    return { items: await mailingsRepository.withBodies(accountId, page.items), cursor: page.cursor };
  },

  /** A page as list gives it, without the bodies (a report of counts never shows the html). */
  async heads(
    accountId: string,
    filter: MailingFilter,
    limit: number,
    cursor?: string,
  ): Promise<{ items: MailingHead[]; cursor?: string }> {
    if (!filter.states.length) return { items: [] };
    const keys = await tenant(accountId);
    const range = keys.mailings();
    const keep = matches(filter);
    const items: MailingHead[] = [];
    let start = decodeCursor(cursor, range.pk);
    for (let reads = 0; reads < MAX_FILTERED_READS; reads++) {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: config.appTable,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
          ScanIndexForward: false,
          Limit: READ_SIZE,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? []) {
        const head = mailingsRepository.headOf(item);
        if (!keep(head)) continue;
        items.push(head);
        if (items.length === limit) {
          const last = item as { pk: string; sk: string };
          const more = item !== out.Items![out.Items!.length - 1] || out.LastEvaluatedKey;
          return { items, cursor: more ? encodeCursor({ pk: last.pk, sk: last.sk }) : undefined };
        }
      }
      start = out.LastEvaluatedKey;
      if (!start) break;
    }
    return { items, cursor: encodeCursor(start) };
  },

  /**
   * The mailing with its body and source items, in one transaction, only while it is in `states`
   * and has sent to no one (nothing processed, nothing sent); false otherwise.
   */
  async deleteUnsent(accountId: string, id: string, states: readonly MailingState[]): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const values: Record<string, unknown> = { ':zero': 0 };
    states.forEach((s, i) => (values[`:s${i}`] = s));
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: config.appTable,
                Key: keys.mailing(id),
                ConditionExpression: `attribute_exists(pk) AND #state IN (${states.map((_, i) => `:s${i}`).join(', ')}) AND #stats.#sent = :zero AND (attribute_not_exists(#processed) OR #processed = :zero)`,
                ExpressionAttributeNames: { '#state': 'state', '#stats': 'stats', '#sent': 'sent', '#processed': 'processed' },
                ExpressionAttributeValues: values,
              },
            },
            { Delete: { TableName: config.appTable, Key: keys.mailingBody(id) } },
            { Delete: { TableName: config.appTable, Key: keys.mailingSource(id) } },
          ],
        }),
      ),
    );
  },

  /** Hidden or shown in the archive, only while it is in one of the archive's `states`. */
  async setHidden(accountId: string, id: string, hidden: boolean, states: readonly MailingState[], at: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const values: Record<string, unknown> = { ':at': at, ...(hidden ? { ':yes': true } : {}) };
    states.forEach((s, i) => (values[`:s${i}`] = s));
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.mailing(id),
          UpdateExpression: hidden ? 'SET #hidden = :yes, updatedAt = :at' : 'SET updatedAt = :at REMOVE #hidden',
          ConditionExpression: `attribute_exists(pk) AND #state IN (${states.map((_, i) => `:s${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#state': 'state', '#hidden': 'hidden' },
          ExpressionAttributeValues: values,
        }),
      ),
    );
  },

  /**
   * The sendings a mailing made of itself (A/B/X variants, cyclic runs and the like: child mailings
   * whose ids start with its own), those in `states` only when given.
   */
  async children(accountId: string, parentId: string, states?: readonly MailingState[]): Promise<MailingHead[]> {
    const keys = await tenant(accountId);
    const range = keys.mailingFamily(parentId);
    const found: MailingHead[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: config.appTable,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          FilterExpression: 'parentId = :parent',
          ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix, ':parent': parentId },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? []) {
        const head = mailingsRepository.headOf(item);
        if (!states || states.includes(head.state)) found.push(head);
      }
      start = out.LastEvaluatedKey;
    } while (start);
    return found;
  },

  /** A cancelled sending's parked batches (it stood paused) are dropped: nothing resumes them any more. */
  async dropParked(accountId: string, id: string): Promise<number> {
    let dropped = 0;
    for await (const page of pauseRepository.parked({ channel: 'email', accountId, id })) {
      await batchDeleteKeys(page.map((b) => b.key));
      dropped += page.length;
    }
    return dropped;
  },
};
