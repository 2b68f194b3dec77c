/**
 * The data migrations, oldest first. An id names the month it was written and what it does; the
 * platform records which ran (repository.ts). A migration moves whatever the key registry's
 * relocations (functions/data/keys, RELOCATIONS) say moves, so a family added there later is
 * migrated without a change here.
 */
export interface Migration {
  id: string;
  description: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: '2026-11-account-layout-2',
    description:
      'Accounts from data layout 1 (every item in the account partition) to layout 2 (sharded subscriber, claim and sending partitions).',
  },
];

export const migrationById = (id: string) => MIGRATIONS.find((m) => m.id === id);
