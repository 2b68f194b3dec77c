import type { ErrorCode } from '@shared/errors';
import type { ImportRowOutcome } from '@shared/schemas/imports';
import { trapsLock } from '@shared/rules/spam-traps';
import { nowIso } from '@functions/platform/dynamo';
import { recordsRepository } from '@functions/subscribers/records-repository';
import { commitEach, COUNTER_ITEMS, itemsPerOp, MAX_TRANSACTION_ITEMS, type SubscriberOp } from '@functions/subscribers/writer';
import { claimKeysOf, decide, type Decision, type DecideSetup } from './decide';
import type { DroppedRow, ImportChunk, ImportSink } from './pipeline';
import { importsRepository, type CounterName, type Counters, type TransactItem } from './repository';
import { tenant } from '@functions/data/tenant';

/** The import's progress item and the subscriber counters ride in every transaction. */
const ITEM_BUDGET = MAX_TRANSACTION_ITEMS - 1 - COUNTER_ITEMS;

interface Segment {
  ops: { op: SubscriberOp; decision: Extract<Decision, { op: SubscriberOp }> }[];
  /** New subscribers among the ops: they take places under the plan's limit. */
  creates: number;
  items: number;
  claims: Set<string>;
  deltas: Partial<Counters>;
  outcomes: ImportRowOutcome[];
  lastLine: number;
}

const newSegment = (): Segment => ({ ops: [], creates: 0, items: 0, claims: new Set(), deltas: {}, outcomes: [], lastLine: 0 });
const add = (deltas: Partial<Counters>, name: CounterName, n = 1) => (deltas[name] = (deltas[name] ?? 0) + n);

const DROPPED_COUNTER: Partial<Record<ErrorCode, CounterName>> = { IMPORT_DUPLICATE_ROW: 'skippedDuplicate', IMPORT_BLACKLISTED: 'skippedBlacklisted' };

function countDropped(deltas: Partial<Counters>, row: DroppedRow): void {
  add(deltas, 'rowsRead');
  add(deltas, row.outcome);
  const counter = DROPPED_COUNTER[row.code];
  if (counter) add(deltas, counter);
  if (row.code === 'IMPORT_SPAM_TRAP' || row.code === 'IMPORT_ROLE_ADDRESS') add(deltas, 'spamTraps');
}

export interface DbSinkSetup extends DecideSetup {
  importId: string;
  /** The import's checkpoint and counters as this run found them. */
  checkpoint: number;
  counters: Counters;
  /** Asked after every committed batch: true ends the run there (the Lambda's time is nearly up). */
  shouldStop: () => boolean;
  /**
   * New subscribers the plan's limit still allows when the run starts (functions/subscribers/limit.ts);
   * rows that would add more are skipped with IMPORT_SUBSCRIBER_LIMIT, updates still apply.
   */
  room: number;
}

export interface DbSink extends ImportSink {
  readonly checkpoint: number;
  readonly counters: Counters;
  /** The spam-trap rule tripped: the run stopped and the account's imports are to be locked. */
  readonly locked: boolean;
}

/**
 * The database end of an import: decides each chunk's rows (decide.ts), then commits them in
 * transactions of at most 100 items, each carrying the import's counters and checkpoint for exactly
 * the rows it covers, so counts and the resume point are exact and no row is ever half-applied.
 */
export function createDbSink(setup: DbSinkSetup): DbSink {
  const { accountId, importId } = setup;
  let checkpoint = setup.checkpoint;
  const counters = { ...setup.counters };
  let locked = false;
  // Counted down by the subscribers each batch really created (a create the database refused takes no place).
  let room = setup.room;

  async function commitSegment(segment: Segment, bytesRead: number): Promise<void> {
    const at = nowIso();
    const keys = await tenant(accountId, 'write');
    const ops = segment.ops.map((s) => s.op);
    let final: { deltas: Partial<Counters>; history: string[] } = { deltas: segment.deltas, history: [] };
    const extra = (refused: ReadonlyMap<number, ErrorCode>): TransactItem[] => {
      const deltas = { ...segment.deltas };
      const outcomes = [...segment.outcomes];
      const history: string[] = [];
      segment.ops.forEach(({ op, decision }, i) => {
        add(deltas, 'rowsRead');
        const code = refused.get(i);
        if (code) {
          add(deltas, 'rejected');
          outcomes.push({ line: decision.line, outcome: 'rejected', code, row: decision.row.fields });
          return;
        }
        add(deltas, op.kind === 'create' ? 'imported' : 'updated');
        if (decision.clearHistory) history.push(op.next.id);
      });
      final = { deltas, history };
      return [
        importsRepository.progressItem(keys, importId, { from: checkpoint, to: segment.lastLine, bytesRead, deltas, historyToClear: history, at }),
        ...outcomes.map((o) => importsRepository.rowOutcomeItem(keys, importId, o)),
      ];
    };
    await commitEach(accountId, ops, extra);
    checkpoint = segment.lastLine;
    room = Math.max(0, room - (final.deltas.imported ?? 0));
    for (const [name, n] of Object.entries(final.deltas)) counters[name as CounterName] += n ?? 0;
    if (final.history.length) await clearHistory(final.history);
  }

  /** Mode 3: the history before this import goes (this import's own lines stay); redone on resume until done. */
  async function clearHistory(ids: readonly string[]): Promise<void> {
    for (const id of ids) await recordsRepository.removeHistory(accountId, id, (entry) => entry.actor.kind === 'import' && entry.actor.importId === importId);
    await importsRepository.historyCleared(accountId, importId, checkpoint);
  }

  async function write(chunk: ImportChunk): Promise<'continue' | 'stop'> {
    const rows = chunk.rows.filter((r) => r.line > checkpoint);
    const dropped = chunk.dropped.filter((r) => r.line > checkpoint);
    const decisions = await decide(setup, rows, nowIso());
    // Rows and dropped rows in file order: a batch's counters cover exactly the lines up to its checkpoint.
    const events: ({ line: number; decision: Decision } | { line: number; dropped: DroppedRow })[] = [
      ...decisions.map((decision) => ({ line: decision.line, decision })),
      ...dropped.map((d) => ({ line: d.line, dropped: d })),
    ].sort((a, b) => a.line - b.line);

    let segment = newSegment();
    const close = async (lastLine: number) => {
      segment.lastLine = lastLine;
      await commitSegment(segment, chunk.bytesRead);
      segment = newSegment();
      if (trapsLock(counters.spamTraps, counters.rowsRead)) locked = true;
    };
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      if ('dropped' in event) {
        countDropped(segment.deltas, event.dropped);
        continue;
      }
      let d = event.decision;
      // Past the plan's limit a new subscriber is not added; the row goes to the report like a forgotten one.
      if (d.kind === 'create' && segment.creates >= room) d = { line: d.line, kind: 'skipped', code: 'IMPORT_SUBSCRIBER_LIMIT', counter: 'skippedLimit', row: d.row };
      if (d.kind === 'unchanged') {
        add(segment.deltas, 'rowsRead');
        add(segment.deltas, 'unchanged');
        continue;
      }
      if (d.kind === 'skipped' || d.kind === 'rejected') {
        add(segment.deltas, 'rowsRead');
        if (d.kind === 'rejected') add(segment.deltas, 'rejected');
        else {
          add(segment.deltas, 'skipped');
          add(segment.deltas, d.counter);
        }
        if (d.row) {
          segment.outcomes.push({ line: d.line, outcome: d.kind, code: d.code, row: d.row.fields });
          segment.items++;
          if (segment.items >= ITEM_BUDGET) {
            await close(d.line);
            if (locked || setup.shouldStop()) return 'stop';
          }
        }
        continue;
      }
      // One more op: a row the database may refuse needs a report item in its place, so budget it too.
      const needed = itemsPerOp(d.op) + 1;
      const claims = claimKeysOf(d.op);
      if (segment.items + needed > ITEM_BUDGET || claims.some((k) => segment.claims.has(k))) {
        await close(events[i - 1]!.line);
        if (locked || setup.shouldStop()) return 'stop';
      }
      segment.ops.push({ op: d.op, decision: d });
      if (d.op.kind === 'create') segment.creates++;
      segment.items += needed;
      for (const k of claims) segment.claims.add(k);
    }
    await close(chunk.lastLine);
    return locked || setup.shouldStop() ? 'stop' : 'continue';
  }

  return {
    write,
    get checkpoint() {
      return checkpoint;
    },
    get counters() {
      return counters;
    },
    get locked() {
      return locked;
    },
  };
}
