import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminMigration, MigrationDryRun } from '@shared/schemas/admin-migrations';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';

/**
 * The migrations, a dry run's report, and a run driven in bounded steps: the API works for a few
 * seconds a call and answers `more` while work is left, so the page calls again (a long migration
 * depends on no single request; the CLI runs one to the end). Leaving the page stops calling; the
 * next run resumes where this one stopped.
 */
export function useMigrations() {
  const list = useApiQuery('admin.migrations', {});
  const [dryRuns, setDryRuns] = useState<Record<string, MigrationDryRun>>({});
  const [busy, setBusy] = useState<{ id: string; kind: 'dryRun' | 'run' } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const replace = useCallback(
    (migration: AdminMigration) => list.mutate((d) => ({ items: d.items.map((m) => (m.id === migration.id ? migration : m)) })),
    [list],
  );

  const dryRun = useCallback(
    async (id: string) => {
      setBusy({ id, kind: 'dryRun' });
      setError(null);
      try {
        const report = await api('admin.migrationDryRun', { params: { id }, body: {} });
        setDryRuns((d) => ({ ...d, [id]: report }));
        list.reload();
      } catch (e) {
        setError(e);
      } finally {
        setBusy(null);
      }
    },
    [list],
  );

  const run = useCallback(
    async (id: string) => {
      setBusy({ id, kind: 'run' });
      setError(null);
      try {
        for (let more = true; more && alive.current;) {
          const step = await api('admin.migrationRun', { params: { id }, body: {} });
          replace(step.migration);
          more = step.more;
        }
      } catch (e) {
        setError(e);
        list.reload();
      } finally {
        setBusy(null);
      }
    },
    [list, replace],
  );

  return { list, dryRuns, busy, error, dryRun, run };
}
