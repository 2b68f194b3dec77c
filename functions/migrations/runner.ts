import { randomUUID } from 'node:crypto';
import { LAYOUT_CACHE_MS } from '@functions/data/layout';
import { AccountKeyContext } from '@functions/data/keys';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import { nowIso } from '@functions/platform/dynamo';
import { MIGRATIONS, migrationById } from './catalogue';
import { migrateAccount, moved, type AccountOutcome, type StepHook } from './account-layout';
import { migrationsRepository as repo, type RunRecord } from './repository';

export interface RunOptions {
  id: string;
  /** Who started it (a user id, `npm start`, `cli`). */
  startedBy: string;
  /** Stop starting new work after this long and answer `more: true`; the next call resumes. */
  budgetMs?: number;
  /** Defaults to layout.ts' cache time and a margin; tests shorten it (their one process forgets its cache). */
  cacheWaitMs?: number;
  pageSize?: number;
  leaseMs?: number;
  hook?: StepHook;
  /** Told after each account (the CLI prints it). */
  onAccount?: (accountId: string, outcome: AccountOutcome, run: RunRecord) => void;
  /** Accounts to consider (tests: their own); all accounts on the platform when absent. */
  onlyAccounts?: readonly string[];
}

export type RunResult = RunRecord & { more: boolean; waitingAccounts: string[]; failedAccounts: { accountId: string; reason?: string }[] };

const LEASE_MS = 60_000;

export const emptyRun = (id: string): RunRecord => ({
  id,
  status: 'pending',
  toMove: 0,
  moved: 0,
  accounts: { total: 0, done: 0, waiting: 0, failed: 0 },
});

async function* accountsToConsider(only?: readonly string[]) {
  if (only) {
    for (const id of only) yield id;
    return;
  }
  let start: Record<string, unknown> | undefined;
  do {
    const page = await repo.accountsPage(start);
    for (const a of page.accounts) yield a.id;
    start = page.next;
  } while (start);
}

async function accountLayoutOf(accountId: string) {
  const { accountLayout, forgetLayout } = await import('@functions/data/layout');
  forgetLayout(accountId);
  return accountLayout(accountId);
}

/**
 * Runs every migration to the end (`npm start` on the local data). A finished one is run again too:
 * it finds nothing to do unless accounts in the old layout appeared since (a restored dump, data of
 * an older version), and then keeps its record as it was.
 */
export async function runPending(options: Omit<RunOptions, 'id'>): Promise<RunResult[]> {
  const results: RunResult[] = [];
  for (const m of MIGRATIONS) results.push(await runMigration({ ...options, id: m.id }));
  return results;
}

/** Dry run: per account and family, how many items would move. Writes nothing. */
export async function dryRun(id: string, onlyAccounts?: readonly string[], deadline = Number.MAX_SAFE_INTEGER) {
  if (!migrationById(id)) throw new NotFoundError('RESOURCE_NOT_FOUND', { resource: 'migration' });
  const accounts: { accountId: string; families: Record<string, number> }[] = [];
  let complete = true;
  for await (const accountId of accountsToConsider(onlyAccounts)) {
    if (Date.now() > deadline) {
      complete = false;
      break;
    }
    if ((await accountLayoutOf(accountId)).layout === 2) continue;
    const source = new AccountKeyContext(accountId, 1);
    const target = new AccountKeyContext(accountId, 2);
    const families: Record<string, number> = {};
    let start: Record<string, unknown> | undefined;
    do {
      const page = await repo.partitionPage(source.basePk, start, 500);
      for (const item of page.items) {
        const m = moved(item, target);
        if (m) families[m.family] = (families[m.family] ?? 0) + 1;
      }
      start = page.next;
    } while (start);
    accounts.push({ accountId, families });
  }
  const toMove = accounts.reduce((n, a) => n + Object.values(a.families).reduce((x, y) => x + y, 0), 0);
  return { at: nowIso(), toMove, complete, accounts };
}

/**
 * Runs (or resumes) a migration over every account still in layout 1, under a lease so one runner
 * works at a time. With a budget it stops starting new work when the budget is spent and answers
 * `more: true`: the admin API runs it in bounded steps and the page calls again; the CLI and
 * `npm start` run it to the end.
 */
export async function runMigration(options: RunOptions): Promise<RunResult> {
  const migration = migrationById(options.id);
  if (!migration) throw new NotFoundError('RESOURCE_NOT_FOUND', { resource: 'migration' });
  const owner = randomUUID();
  const leaseMs = options.leaseMs ?? LEASE_MS;
  if (!(await repo.takeLease(migration.id, owner, leaseMs))) throw new ConflictError('MIGRATION_RUNNING', { id: migration.id });
  const deadline = Date.now() + (options.budgetMs ?? Number.MAX_SAFE_INTEGER / 2);
  try {
    const previous = (await repo.run(migration.id)) ?? emptyRun(migration.id);
    // A new pass unless one is under way: accounts left waiting or failed by an earlier pass are tried again.
    let run: RunRecord =
      previous.status === 'started' && !previous.finishedAt
        ? previous
        : {
            ...previous,
            status: 'started',
            startedAt: nowIso(),
            startedBy: options.startedBy,
            finishedAt: undefined,
            error: undefined,
            moved: 0,
            toMove: previous.dryRun?.toMove ?? 0,
          };
    await repo.saveRun(run);
    const passStart = run.startedAt!;
    const tally = { total: 0, done: 0, waiting: 0, failed: 0 };
    const waitingAccounts: string[] = [];
    const failedAccounts: { accountId: string; reason?: string }[] = [];
    let more = false;

    const ctx = {
      migrationId: migration.id,
      cacheWaitMs: options.cacheWaitMs ?? LAYOUT_CACHE_MS + 2_000,
      pageSize: options.pageSize ?? 100,
      deadline,
      hook: options.hook,
      onMoved: async (n: number) => {
        run = { ...run, moved: run.moved + n, toMove: Math.max(run.toMove, run.moved + n) };
        await repo.saveRun(run);
      },
      onPage: async () => {
        if (!(await repo.takeLease(migration.id, owner, leaseMs))) throw new ConflictError('MIGRATION_RUNNING', { id: migration.id });
      },
    };

    for await (const accountId of accountsToConsider(options.onlyAccounts)) {
      const cp = await repo.checkpoint(migration.id, accountId);
      const thisPass = cp?.updatedAt !== undefined && cp.updatedAt >= passStart;
      let outcome: AccountOutcome;
      if (cp && (cp.phase === 'waiting' || cp.phase === 'failed' || cp.phase === 'done') && thisPass) outcome = cp.phase;
      else if (
        (await accountLayoutOf(accountId)).layout === 2 &&
        (!cp || cp.phase === 'done' || cp.phase === 'waiting' || cp.phase === 'failed')
      )
        continue;
      else if (more) {
        tally.total++;
        continue;
      } else
        outcome = await ctx
          .onPage()
          .then(() => migrateAccount(ctx, accountId, !cp || cp.phase === 'waiting' || cp.phase === 'failed' || cp.phase === 'done'));
      tally.total++;
      if (outcome === 'paused') more = true;
      else tally[outcome]++;
      if (outcome === 'waiting') waitingAccounts.push(accountId);
      if (outcome === 'failed') failedAccounts.push({ accountId, reason: (await repo.checkpoint(migration.id, accountId))?.reason });
      run = { ...run, accounts: { ...tally } };
      await repo.saveRun(run);
      options.onAccount?.(accountId, outcome, run);
      if (!more && Date.now() > deadline) more = true;
    }
    // Nothing needed it (every account on the new layout already): the record of the run that did the work stays.
    if (tally.total === 0 && previous.status === 'finished') {
      await repo.saveRun(previous);
      return { ...previous, more: false, waitingAccounts, failedAccounts };
    }
    run = {
      ...run,
      accounts: tally,
      // A pass that ended with accounts waiting stays `started` (finishedAt set): the next run tries them again.
      ...(more ? {} : { status: tally.failed ? 'failed' : tally.waiting ? 'started' : 'finished', finishedAt: nowIso() }),
      ...(tally.failed
        ? {
            error: failedAccounts
              .map((f) => `${f.accountId}: ${f.reason}`)
              .join('\n')
              .slice(0, 2000),
          }
        : {}),
    };
    await repo.saveRun(run);
    return { ...run, more, waitingAccounts, failedAccounts };
  } finally {
    await repo.releaseLease(migration.id, owner);
  }
}
