import { z } from 'zod';

/** Spec section 4: an account migration is started, finished or failed; `pending` has never run. */
export const MIGRATION_STATUSES = ['pending', 'started', 'finished', 'failed'] as const;

const AccountCounts = z.object({ total: z.number().int(), done: z.number().int(), waiting: z.number().int(), failed: z.number().int() });

/** Per account, per family (the relocation's sort-key prefix), how many items would move. */
export const MigrationDryRun = z.object({
  at: z.string(),
  toMove: z.number().int(),
  /** False when the dry run stopped at its time budget: the counts cover the accounts listed. */
  complete: z.boolean(),
  accounts: z.array(z.object({ accountId: z.string(), families: z.record(z.string(), z.number().int()) })),
});
export type MigrationDryRun = z.infer<typeof MigrationDryRun>;

export const AdminMigration = z.object({
  id: z.string(),
  description: z.string(),
  status: z.enum(MIGRATION_STATUSES),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  startedBy: z.string().nullable(),
  /** Items moved of those to move (from the last dry run, or counted as the run finds them). */
  moved: z.number().int(),
  toMove: z.number().int(),
  accounts: AccountCounts,
  /** A runner holds the lease now. */
  running: z.boolean(),
  dryRun: MigrationDryRun.nullable(),
  waitingAccounts: z.array(z.object({ accountId: z.string(), reason: z.string().nullable() })),
  failedAccounts: z.array(z.object({ accountId: z.string(), reason: z.string().nullable() })),
  error: z.string().nullable(),
});
export type AdminMigration = z.infer<typeof AdminMigration>;
export const AdminMigrationList = z.object({ items: z.array(AdminMigration) });
/** A bounded step of a run: `more` while work is left (the page calls again). */
export const MigrationStep = z.object({ migration: AdminMigration, more: z.boolean() });
export type MigrationStep = z.infer<typeof MigrationStep>;
