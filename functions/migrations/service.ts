import { NotFoundError } from '@functions/platform/errors';
import type { AdminMigration, MigrationDryRun, MigrationStep } from '@shared/schemas/admin-migrations';
import { MIGRATIONS, migrationById } from './catalogue';
import { migrationsRepository as repo } from './repository';
import { dryRun, emptyRun, runMigration } from './runner';

/** What one API request may spend: under API Gateway's 29 s, with the hold's cache wait (12 s) fitting in. */
const STEP_BUDGET_MS = 14_000;

async function view(id: string): Promise<AdminMigration> {
  const migration = migrationById(id);
  if (!migration) throw new NotFoundError('RESOURCE_NOT_FOUND', { resource: 'migration' });
  const run = (await repo.run(id)) ?? emptyRun(id);
  const lease = await repo.lease(id);
  const checkpoints = await repo.checkpoints(id);
  const of = (phase: string) =>
    checkpoints.filter((c) => c.phase === phase).map((c) => ({ accountId: c.accountId, reason: c.reason ?? null }));
  return {
    id,
    description: migration.description,
    status: run.status,
    startedAt: run.startedAt ?? null,
    finishedAt: run.finishedAt ?? null,
    startedBy: run.startedBy ?? null,
    moved: run.moved,
    toMove: Math.max(run.toMove, run.moved),
    accounts: run.accounts,
    running: Boolean(lease && lease.expiresAt > Date.now()),
    dryRun: (run.dryRun as MigrationDryRun | undefined) ?? null,
    waitingAccounts: of('waiting').slice(0, 100),
    failedAccounts: of('failed').slice(0, 100),
    error: run.error ?? null,
  };
}

/** The super administrators' migrations screen (admin zone). */
export const migrationsService = {
  async list(): Promise<{ items: AdminMigration[] }> {
    return { items: await Promise.all(MIGRATIONS.map((m) => view(m.id))) };
  },

  /** Counts what would move and keeps the report on the migration's record; no account data is written. */
  async dryRun(id: string): Promise<MigrationDryRun> {
    const report = await dryRun(id, undefined, Date.now() + STEP_BUDGET_MS);
    const run = (await repo.run(id)) ?? emptyRun(id);
    await repo.saveRun({ ...run, dryRun: report, toMove: run.status === 'started' ? run.toMove : report.toMove });
    return report;
  },

  /** One bounded step of the run: it resumes where the last stopped, under the lease. */
  async runStep(id: string, userId: string): Promise<MigrationStep> {
    const result = await runMigration({ id, startedBy: userId, budgetMs: STEP_BUDGET_MS });
    return { migration: await view(id), more: result.more };
  },
};
