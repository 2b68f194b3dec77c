import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn } from './helpers';
import { upload } from './imports-helpers';
import { setPlan } from './users-helpers';

const ROWS = 5000;

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
});
