import type { ErrorCode } from '@shared/errors';
import type { ImportRowOutcome } from '@shared/schemas/imports';
import { reasonKey } from '@shared/rules/import-outcome';
import { COUNTER_ITEMS, itemsPerOp, MAX_TRANSACTION_ITEMS, type SubscriberOp } from '@functions/subscribers/writer';
import { claimKeysOf, type Decision } from './decide';
import type { DroppedRow } from './pipeline-types';
import type { CounterName, Counters } from './repository';

/** The import's progress item and the subscriber counters ride in every transaction. */
const ITEM_BUDGET = MAX_TRANSACTION_ITEMS - 1 - COUNTER_ITEMS;

/** Rows committed in one transaction, with the counters and report rows they add. */
export interface Batch {
  ops: { op: SubscriberOp; decision: Extract<Decision, { op: SubscriberOp }> }[];
  /** New subscribers among the ops: they take places under the plan's limit. */
  creates: number;
  items: number;
  claims: Set<string>;
  deltas: Partial<Counters>;
  /** Rows not taken by reason (shared/rules/import-outcome.ts reasonKey): rejected ones and those past the plan's limit. */
  reasons: Map<string, number>;
  outcomes: ImportRowOutcome[];
  /** The file line the batch ends on: the checkpoint once it is committed. */
  lastLine: number;
}

/** A chunk's rows and dropped rows, merged in file order. */
export type SinkEvent = { line: number; decision: Decision } | { line: number; dropped: DroppedRow };

const newBatch = (): Batch => ({
  ops: [],
  creates: 0,
  items: 0,
  claims: new Set(),
  deltas: {},
  reasons: new Map(),
  outcomes: [],
  lastLine: 0,
});
export const addCount = (deltas: Partial<Counters>, name: CounterName, n = 1) => (deltas[name] = (deltas[name] ?? 0) + n);
export const addReason = (reasons: Map<string, number>, code: string, field?: string) => {
  const key = reasonKey(code, field);
  reasons.set(key, (reasons.get(key) ?? 0) + 1);
};

const DROPPED_COUNTER: Partial<Record<ErrorCode, CounterName>> = {
  IMPORT_DUPLICATE_ROW: 'skippedDuplicate',
  IMPORT_BLACKLISTED: 'skippedBlacklisted',
};

function countDropped({ deltas, reasons }: Batch, row: DroppedRow): void {
  addCount(deltas, 'rowsRead');
  addCount(deltas, row.outcome);
  if (row.outcome === 'rejected') addReason(reasons, row.code, row.field);
  const counter = DROPPED_COUNTER[row.code];
  if (counter) addCount(deltas, counter);
  if (row.code === 'IMPORT_SPAM_TRAP' || row.code === 'IMPORT_ROLE_ADDRESS') addCount(deltas, 'spamTraps');
}

/** A row the database is not asked to write: counted, and kept for the report when it names one. Answers the report items it adds. */
function countUnwritten(batch: Batch, d: Exclude<Decision, { op: SubscriberOp }>): number {
  addCount(batch.deltas, 'rowsRead');
  if (d.kind === 'unchanged') {
    addCount(batch.deltas, 'unchanged');
    return 0;
  }
  if (d.kind === 'rejected') {
    addCount(batch.deltas, 'rejected');
    addReason(batch.reasons, d.code);
  } else {
    addCount(batch.deltas, 'skipped');
    addCount(batch.deltas, d.counter);
    // Past the plan's limit counts against the file (shared/rules/import-outcome.ts): it is a reason to name.
    if (d.counter === 'skippedLimit') addReason(batch.reasons, d.code);
  }
  if (!d.row) return 0;
  batch.outcomes.push({ line: d.line, outcome: d.kind, code: d.code, row: d.row.fields });
  return 1;
}

/**
 * Cuts a chunk's events into batches that fit one transaction (at most 100 items, no two ops on the
 * same claim), in file order; the last batch ends on the chunk's last line. Lazy: `room` (places left
 * under the plan's limit) is read as each row is placed, after the batches before it were committed.
 */
export function* batchesOf(events: readonly SinkEvent[], chunkLastLine: number, room: () => number): Generator<Batch> {
  let batch = newBatch();
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    if ('dropped' in event) {
      countDropped(batch, event.dropped);
      continue;
    }
    let d = event.decision;
    // Past the plan's limit a new subscriber is not added; the row goes to the report like a forgotten one.
    if (d.kind === 'create' && batch.creates >= room())
      d = { line: d.line, kind: 'skipped', code: 'IMPORT_SUBSCRIBER_LIMIT', counter: 'skippedLimit', row: d.row };
    if (d.kind === 'unchanged' || d.kind === 'skipped' || d.kind === 'rejected') {
      const added = countUnwritten(batch, d);
      batch.items += added;
      if (added && batch.items >= ITEM_BUDGET) {
        batch.lastLine = d.line;
        yield batch;
        batch = newBatch();
      }
      continue;
    }
    // One more op: a row the database may refuse needs a report item in its place, so budget it too.
    const needed = itemsPerOp(d.op) + 1;
    const claims = claimKeysOf(d.op);
    if (batch.items + needed > ITEM_BUDGET || claims.some((k) => batch.claims.has(k))) {
      batch.lastLine = events[i - 1]!.line;
      yield batch;
      batch = newBatch();
    }
    batch.ops.push({ op: d.op, decision: d });
    if (d.op.kind === 'create') batch.creates++;
    batch.items += needed;
    for (const k of claims) batch.claims.add(k);
  }
  batch.lastLine = chunkLastLine;
  yield batch;
}
