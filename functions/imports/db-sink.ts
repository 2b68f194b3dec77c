import type { ErrorCode } from '@shared/errors';
import type { ImportRowOutcome } from '@shared/schemas/imports';
import { trapsLock } from '@shared/rules/spam-traps';
import { boundReasons, OTHER_REASON, reasonKey } from '@shared/rules/import-outcome';
import { nowIso } from '@functions/platform/dynamo';
import { recordsRepository } from '@functions/subscribers/records-repository';
import { commitEach } from '@functions/subscribers/writer';
import { recordConsentChanges } from '@functions/signup/consent-changes';
import { tenant } from '@functions/data/tenant';
import { decide, type DecideSetup } from './decide';
import type { ImportChunk, ImportSink } from './pipeline-types';
import { importsRepository, type CounterName, type Counters, type TransactItem } from './repository';
import { addCount, addReason, batchesOf, type Batch, type SinkEvent } from './sink-batches';

export interface DbSinkSetup extends DecideSetup {
  importId: string;
  /** The import's checkpoint and counters as this run found them. */
  checkpoint: number;
  counters: Counters;
  /** Reasons counted so far (shared/rules/import-outcome.ts), and the source bytes the checkpoint was at. */
  reasons: Readonly<Record<string, number>>;
  bytesRead: number;
  /** Asked after every committed batch: true ends the run there (the Lambda's time is nearly up). */
  shouldStop: () => boolean;
  /**
   * New subscribers the plan's limit still allows when the run starts (functions/subscribers/limit.ts);
   * rows that would add more are skipped with IMPORT_SUBSCRIBER_LIMIT, updates still apply.
   */
  room: number;
}

export interface DbSink extends ImportSink {
  /** Commits the counters a run held back (see COMMIT_EVERY_MS): at the end of the file, and before a failure ends the import. */
  flush(): Promise<void>;
  readonly checkpoint: number;
  readonly counters: Counters;
  /** The spam-trap rule tripped: the run stopped and the account's imports are to be locked. */
  readonly locked: boolean;
}

/**
 * A batch that writes nothing but the import's counters (rows dropped by the file checks, unchanged
 * rows) is held back and added to the next one while the last commit is younger than this: a file of
 * mostly invalid rows would otherwise write the import's item once per chunk, hundreds of times a
 * second. Batches that write subscribers or report rows commit at once, as they always did.
 */
export const COMMIT_EVERY_MS = 1000;

/** `held` (counters only) added into `next`: one transaction covers both, up to `next`'s last line. */
function merged(held: Batch | undefined, next: Batch): Batch {
  if (!held) return next;
  const deltas = { ...next.deltas };
  for (const [name, n] of Object.entries(held.deltas)) addCount(deltas, name as CounterName, n ?? 0);
  const reasons = new Map(next.reasons);
  for (const [key, n] of held.reasons) reasons.set(key, (reasons.get(key) ?? 0) + n);
  return { ...next, deltas, reasons };
}
// Spam traps commit at once: the rule that locks the import reads the committed counters.
const countersOnly = (batch: Batch) => batch.ops.length === 0 && batch.outcomes.length === 0 && !batch.deltas.spamTraps;

/** What a committed batch added: its counters and reasons as the database took them, and the subscribers whose history is to go. */
interface Committed {
  deltas: Partial<Counters>;
  reasons: Map<string, number>;
  history: string[];
}

/**
 * Commits one batch: the subscribers' writes (commitEach), each transaction carrying the import's
 * progress item (counters and checkpoint for exactly the rows it covers) and the report rows. A row
 * the database refuses (a claim taken meanwhile) is counted rejected and reported in its place.
 */
async function commitBatch(
  setup: DbSinkSetup,
  batch: Batch,
  place: { from: number; bytesRead: number; reasonsKnown: ReadonlySet<string> },
): Promise<Committed> {
  const { accountId, importId } = setup;
  const { from, bytesRead } = place;
  const at = nowIso();
  const keys = await tenant(accountId, 'write');
  let committed: Committed = { deltas: batch.deltas, reasons: new Map(), history: [] };
  const extra = (refused: ReadonlyMap<number, ErrorCode>): TransactItem[] => {
    const deltas = { ...batch.deltas };
    const reasons = new Map(batch.reasons);
    const outcomes: ImportRowOutcome[] = [...batch.outcomes];
    const history: string[] = [];
    batch.ops.forEach(({ op, decision }, i) => {
      addCount(deltas, 'rowsRead');
      const code = refused.get(i);
      if (code) {
        addCount(deltas, 'rejected');
        addReason(reasons, code);
        outcomes.push({ line: decision.line, outcome: 'rejected', code, row: decision.row.fields });
        return;
      }
      addCount(deltas, op.kind === 'create' ? 'imported' : 'updated');
      if (decision.clearHistory) history.push(op.next.id);
    });
    // Bounded on a copy: commitEach may ask again (a refused row), and only what commits counts.
    const stored = boundReasons(new Set(place.reasonsKnown), reasons);
    committed = { deltas, reasons: stored, history };
    return [
      importsRepository.progressItem(keys, importId, {
        from,
        to: batch.lastLine,
        bytesRead,
        deltas,
        reasons: stored,
        historyToClear: history,
        at,
      }),
      ...outcomes.map((o) => importsRepository.rowOutcomeItem(keys, importId, o)),
    ];
  };
  const refused = await commitEach(
    accountId,
    batch.ops.map((s) => s.op),
    extra,
  );
  // The consents the rows gave or withdrew, named by this import (signup/consent-changes.ts).
  await recordConsentChanges(
    accountId,
    batch.ops.flatMap(({ op }, i) =>
      refused.has(i) ? [] : [{ subscriberId: op.next.id, before: op.kind === 'update' ? op.prev.props : {}, after: op.next.props }],
    ),
    { kind: 'import', importId },
    at,
  );
  return committed;
}

/**
 * The database end of an import: decides each chunk's rows (decide.ts), cuts them into batches of
 * at most 100 items (sink-batches.ts) and commits each in its own transactions with the import's
 * counters and checkpoint, so counts and the resume point are exact and no row is ever half-applied.
 */
export function createDbSink(setup: DbSinkSetup): DbSink {
  const { accountId, importId } = setup;
  let checkpoint = setup.checkpoint;
  const counters = { ...setup.counters };
  const reasonsKnown = new Set(Object.keys(setup.reasons).filter((k) => k !== reasonKey(OTHER_REASON)));
  // Where the last committed batch ended in the source (bytes): progress moves from there (see write).
  let bytesRead = setup.bytesRead;
  let locked = false;
  // Counted down by the subscribers each batch really created (a create the database refused takes no place).
  let room = setup.room;
  // A counters-only batch not committed yet (COMMIT_EVERY_MS), where it ends in the source, and when the last commit was.
  let held: { batch: Batch; bytesAt: number } | undefined;
  let committedAt = 0;

  /** Mode 3: the history before this import goes (this import's own lines stay); redone on resume until done. */
  async function clearHistory(ids: readonly string[]): Promise<void> {
    for (const id of ids)
      await recordsRepository.removeHistory(accountId, id, (entry) => entry.actor.kind === 'import' && entry.actor.importId === importId);
    await importsRepository.historyCleared(accountId, importId, checkpoint);
  }

  async function commit(batch: Batch, bytesAt: number): Promise<void> {
    const done = await commitBatch(setup, batch, { from: checkpoint, bytesRead: bytesAt, reasonsKnown });
    committedAt = Date.now();
    checkpoint = batch.lastLine;
    bytesRead = bytesAt;
    for (const key of done.reasons.keys()) if (key !== reasonKey(OTHER_REASON)) reasonsKnown.add(key);
    room = Math.max(0, room - (done.deltas.imported ?? 0));
    for (const [name, n] of Object.entries(done.deltas)) counters[name as CounterName] += n ?? 0;
    if (done.history.length) await clearHistory(done.history);
    if (trapsLock(counters.spamTraps, counters.rowsRead)) locked = true;
  }

  async function write(chunk: ImportChunk): Promise<'continue' | 'stop'> {
    const rows = chunk.rows.filter((r) => r.line > checkpoint);
    const dropped = chunk.dropped.filter((r) => r.line > checkpoint);
    const decisions = await decide(setup, rows, nowIso());
    // Rows and dropped rows in file order: a batch's counters cover exactly the lines up to its checkpoint.
    const events: SinkEvent[] = [
      ...decisions.map((decision) => ({ line: decision.line, decision })),
      ...dropped.map((d) => ({ line: d.line, dropped: d })),
    ].sort((a, b) => a.line - b.line);
    // A chunk's rows go out in several batches: each is put at its share of the bytes between the last
    // committed batch and the chunk's end, so a small file (one chunk, many batches) shows its progress.
    const fromLine = checkpoint;
    const fromBytes = bytesRead;
    const bytesAt = (line: number) =>
      chunk.lastLine <= fromLine
        ? Math.max(fromBytes, chunk.bytesRead)
        : Math.max(fromBytes, Math.round(fromBytes + ((chunk.bytesRead - fromBytes) * (line - fromLine)) / (chunk.lastLine - fromLine)));
    for (const next of batchesOf(events, chunk.lastLine, () => room)) {
      const batch = merged(held?.batch, next);
      held = undefined;
      if (countersOnly(batch) && Date.now() - committedAt < COMMIT_EVERY_MS && !setup.shouldStop()) {
        held = { batch, bytesAt: bytesAt(batch.lastLine) };
        continue;
      }
      await commit(batch, bytesAt(batch.lastLine));
      if (locked || setup.shouldStop()) return 'stop';
    }
    return 'continue';
  }

  async function flush(): Promise<void> {
    if (!held) return;
    const { batch, bytesAt } = held;
    held = undefined;
    await commit(batch, bytesAt);
  }

  return {
    write,
    flush,
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
