import { batchGetItems } from '@functions/platform/batch-get';
import { batchDeleteKeys, batchWriteItems } from '@functions/platform/batch-write';
import { AccountKeyContext, RELOCATIONS, relocate, type TableKey } from '@functions/data/keys';
import { MAILING_PREFIX } from '@functions/data/keys/campaigns';
import { nowIso } from '@functions/platform/dynamo';
import { migrationsRepository as repo, type AccountCheckpoint, type Counts } from './repository';

/** Called at every named step (tests throw from it to interrupt a run where they choose). */
export type StepHook = (step: string, info: { accountId: string; page?: number }) => void | Promise<void>;

export interface AccountRunContext {
  migrationId: string;
  /** How long a change of the account record takes to reach every container (layout.ts' cache). */
  cacheWaitMs: number;
  pageSize: number;
  /** Epoch ms after which no new page or wait starts: the run stops cleanly and resumes later. */
  deadline: number;
  hook?: StepHook;
  /** Items copied in a page (the run's progress). */
  onMoved?: (items: number) => Promise<void>;
  /** After every page saved: the runner renews its lease (and stops if another runner took it). */
  onPage?: () => Promise<void>;
}

export type AccountOutcome = 'done' | 'waiting' | 'failed' | 'paused';

type Item = Record<string, unknown> & TableKey;

/**
 * What keeps an account from being held: a sending in progress or an import or export job that
 * runs. Their workers would be refused for the whole migration; the account waits for a later run.
 * Named by the sort-key prefixes of keys/campaigns.ts and keys/jobs.ts and the states of the spec.
 */
const BUSY: readonly { prefix: string; states: readonly string[] }[] = [
  { prefix: MAILING_PREFIX, states: ['sending'] },
  { prefix: 'SMS#', states: ['sending'] },
  { prefix: 'IMPORT#', states: ['queued', 'running'] },
  { prefix: 'EXPORT#', states: ['queued', 'running'] },
];

async function busyWith(base: string): Promise<string | undefined> {
  for (const rule of BUSY) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await repo.partitionPage(base, start, 200, rule.prefix);
      const busy = page.items.find((i) => rule.states.includes(String(i.state)));
      if (busy) return `${busy.sk} ${String(busy.state)}`;
      start = page.next;
    } while (start);
  }
  return undefined;
}

/** The family an item of the base partition belongs to: the longest relocation prefix of its sort key. */
export const familyOf = (sk: string): string | undefined =>
  RELOCATIONS.filter((r) => sk.startsWith(r.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0]?.prefix;

/** The item's copy in layout 2, or undefined when it stays in the base partition. */
export function moved(item: Item, target: AccountKeyContext): { family: string; copy: Item } | undefined {
  const to = relocate(item, target);
  const family = familyOf(item.sk);
  if (!to || !family || to.pk === item.pk) return undefined;
  return { family, copy: { ...item, pk: to.pk, ...(to.gsi1pk !== undefined ? { gsi1pk: to.gsi1pk } : {}) } };
}

const bump = (counts: Counts, family: string, field: keyof Counts[string], by = 1) => {
  const c = (counts[family] ??= { source: 0, copied: 0, found: 0, deleted: 0 });
  c[field] += by;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `ms` after `since`, unless the deadline comes first (then false: resume later). */
async function waitSince(since: string | undefined, ms: number, deadline: number): Promise<boolean> {
  const until = Date.parse(since ?? nowIso()) + ms;
  if (until > deadline) return false;
  const left = until - Date.now();
  if (left > 0) await sleep(left);
  return true;
}

/**
 * Moves one account from layout 1 to layout 2, resumably: hold, copy, compare, switch, delete,
 * release. Every phase saves where it is after each page, so a run that stops anywhere (a crash, a
 * deadline, a test's hook) resumes without duplicating or losing items: copies and deletes are
 * idempotent, and a page's counts are saved together with the cursor past it.
 */
export async function migrateAccount(ctx: AccountRunContext, accountId: string, fresh: boolean): Promise<AccountOutcome> {
  const source = new AccountKeyContext(accountId, 1);
  const target = new AccountKeyContext(accountId, 2);
  const base = source.basePk;
  const save = (cp: AccountCheckpoint) => repo.saveCheckpoint(ctx.migrationId, cp);
  const hook = async (step: string, page?: number) => ctx.hook?.(step, { accountId, page });
  let cp: AccountCheckpoint | undefined = fresh ? undefined : await repo.checkpoint(ctx.migrationId, accountId);

  /** Walks the base partition from the checkpoint's cursor, a page at a time, saving after each. */
  const walk = async (step: string, onPage: (items: Item[], counts: Counts) => Promise<void>): Promise<boolean> => {
    for (let page = 0; ; page++) {
      if (Date.now() > ctx.deadline) return false;
      const { items, next } = await repo.partitionPage(base, cp!.cursor, ctx.pageSize);
      const counts = structuredClone(cp!.counts);
      await onPage(items, counts);
      await hook(`${step}:before-checkpoint`, page);
      cp = { ...cp!, cursor: next, counts };
      await save(cp);
      await ctx.onPage?.();
      await hook(`${step}:page`, page);
      if (!next) return true;
    }
  };

  if (!cp) {
    const busy = await busyWith(base);
    if (busy) {
      await save({ accountId, phase: 'waiting', counts: {}, reason: busy });
      return 'waiting';
    }
    await hook('hold');
    await repo.setHold(accountId, ctx.migrationId);
    cp = { accountId, phase: 'hold', counts: {}, markedAt: nowIso() };
    await save(cp);
  }

  if (cp.phase === 'hold') {
    if (!(await waitSince(cp.markedAt, ctx.cacheWaitMs, ctx.deadline))) return 'paused';
    // Checked again under the hold: nothing can start a sending now, so the answer holds until release.
    const busy = await busyWith(base);
    if (busy) {
      await repo.setHold(accountId, undefined);
      await save({ accountId, phase: 'waiting', counts: {}, reason: busy });
      return 'waiting';
    }
    cp = { accountId, phase: 'copy', counts: {} };
    await save(cp);
  }

  if (cp.phase === 'copy') {
    const done = await walk('copy', async (items, counts) => {
      const copies = items.flatMap((item) => {
        const m = moved(item, target);
        if (!m) return [];
        bump(counts, m.family, 'source');
        bump(counts, m.family, 'copied');
        return [m.copy];
      });
      await batchWriteItems(copies.map((Item) => ({ PutRequest: { Item } })));
      if (copies.length) await ctx.onMoved?.(copies.length);
    });
    if (!done) return 'paused';
    cp = { ...cp, phase: 'compare', cursor: undefined };
    await save(cp);
  }

  if (cp.phase === 'compare') {
    if (!cp.cursor) await hook('compare');
    const done = await walk('compare', async (items, counts) => {
      const expected = items.flatMap((item) => {
        const m = moved(item, target);
        return m ? [{ family: m.family, key: { pk: m.copy.pk, sk: m.copy.sk } }] : [];
      });
      const found = new Set(
        (
          await batchGetItems(
            expected.map((e) => e.key),
            ['pk', 'sk'],
          )
        ).map((i) => `${String(i.pk)}\n${String(i.sk)}`),
      );
      for (const e of expected) if (found.has(`${e.key.pk}\n${e.key.sk}`)) bump(counts, e.family, 'found');
    });
    if (!done) return 'paused';
    const mismatch = Object.entries(cp.counts)
      .filter(([, c]) => c.found !== c.source)
      .map(([f, c]) => `${f} source ${c.source} found ${c.found}`);
    if (mismatch.length) {
      cp = { ...cp, phase: 'undo', cursor: undefined, reason: `count mismatch: ${mismatch.join('; ')}` };
      await save(cp);
    } else {
      await hook('switch');
      await repo.setLayout(accountId, 2);
      cp = { ...cp, phase: 'switch', cursor: undefined, markedAt: nowIso() };
      await save(cp);
    }
  }

  if (cp.phase === 'undo') {
    // Layout 1 stays live: the copies go, so a later run cannot bring back an item deleted meanwhile.
    const done = await walk('undo', async (items) => {
      await batchDeleteKeys(
        items.flatMap((item) => {
          const m = moved(item, target);
          return m ? [{ pk: m.copy.pk, sk: m.copy.sk }] : [];
        }),
      );
    });
    if (!done) return 'paused';
    await repo.setHold(accountId, undefined);
    await save({ ...cp, phase: 'failed', cursor: undefined });
    return 'failed';
  }

  if (cp.phase === 'switch') {
    // Containers that still think layout 1 read the old items until their cache ends: they exist until then.
    if (!(await waitSince(cp.markedAt, ctx.cacheWaitMs, ctx.deadline))) return 'paused';
    cp = { ...cp, phase: 'delete', cursor: undefined };
    await save(cp);
  }

  if (cp.phase === 'delete') {
    const done = await walk('delete', async (items, counts) => {
      const old = items.flatMap((item) => {
        const m = moved(item, target);
        if (m) bump(counts, m.family, 'deleted');
        return m ? [{ pk: item.pk, sk: item.sk }] : [];
      });
      await batchDeleteKeys(old);
    });
    if (!done) return 'paused';
    await hook('release');
    await repo.setHold(accountId, undefined);
    cp = { ...cp, phase: 'done', cursor: undefined };
    await save(cp);
  }
  return cp.phase === 'done' ? 'done' : cp.phase === 'failed' ? 'failed' : 'waiting';
}
