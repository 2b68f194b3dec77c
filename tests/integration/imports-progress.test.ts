import { describe, expect, it, vi } from 'vitest';
import { drainQueues, loggedIn } from './helpers';
import { importFile, upload } from './imports-helpers';
import { setPlan } from './users-helpers';

const ROWS = 5000;

const { importsRepository } = await import('@functions/imports/repository');

describe('progress of a running import', () => {
  it('moves through intermediate values for a small file (read whole at once), not 0% then done', async () => {
    const { session, account } = await loggedIn();
    // Room for every row (a trial's limit would skip most of them).
    await setPlan(account.accountId, 'standard');
    const file = ['email,firstname', ...Array.from({ length: ROWS }, (_, i) => `person${i}@example.pl,Name${i}`)].join('\n');
    const fileId = await upload(session, 'small.csv', file);
    const started = await session.call('POST', '/imports', {
      json: { fileId, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
    });
    expect(started.status).toBe(201);
    const id = started.body.id as string;

    // The web app polls the import while it runs; so does this, while the worker runs it.
    const seen: { state: string; done: number; total: number }[] = [];
    let running = true;
    const watch = (async () => {
      while (running) {
        const job = (await session.call('GET', `/imports/${id}`)).body;
        seen.push({ state: job.state, done: job.progress.done, total: job.progress.total });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await drainQueues();
    running = false;
    await watch;

    const done = (await session.call('GET', `/imports/${id}`)).body;
    expect(done).toMatchObject({ state: 'finished', outcome: 'clean', counters: { rowsRead: ROWS, imported: ROWS } });
    const total = done.progress.total as number;
    expect(done.progress.done).toBe(total);
    const between = [...new Set(seen.filter((s) => s.state === 'running' && s.done > 0 && s.done < total).map((s) => s.done))];
    expect(between.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(3);
    // Never backwards.
    const dones = seen.map((s) => s.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
  }, 180_000);

  it('writes the import item about once a second, not once per chunk, when the rows write nothing else (all invalid)', async () => {
    const { session } = await loggedIn();
    const file = ['email', ...Array.from({ length: ROWS }, (_, i) => `not-an-address-${i}`)].join('\n');
    // Observed, not replaced: every transaction that moves the checkpoint carries one progress item.
    const progressItems = vi.spyOn(importsRepository, 'progressItem');
    try {
      const started = Date.now();
      const done = await importFile(session, file, { mapping: [{ column: 0, field: 'email' }] });
      const seconds = (Date.now() - started) / 1000;
      // Exact counts all the same: the counters held back are committed with the end.
      expect(done).toMatchObject({ state: 'finished', outcome: 'problems', counters: { rowsRead: ROWS, rejected: ROWS, imported: 0 } });
      expect(done.topReasons).toEqual([{ code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email', column: 0, count: ROWS }]);
      expect(done.progress.done).toBe(done.progress.total);
      // 10 chunks of 500 rows: one write each before; now the first, about one a second, and the end.
      expect(progressItems.mock.calls.length).toBeLessThanOrEqual(2 + Math.ceil(seconds));
      expect(progressItems.mock.calls.length).toBeLessThan(ROWS / 500);
    } finally {
      progressItems.mockRestore();
    }
  }, 120_000);
});
