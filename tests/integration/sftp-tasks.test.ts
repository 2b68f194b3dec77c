import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { sftpTestServer } from './sftp-harness';

const { sftpTasksService } = await import('@functions/sftp/tasks-service');
const { sftpTasksRepository } = await import('@functions/sftp/tasks-repository');

const { root, register } = sftpTestServer('goniec-sftp-tasks-');

/** A folder of its own on the shared test server, with these files. */
function folderWith(files: Record<string, string>): string {
  const name = `in-${Math.random().toString(36).slice(2, 10)}`;
  fs.mkdirSync(path.join(root, name));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name, file), text);
  return name;
}

async function setUp(folder: string, task: Record<string, unknown> = {}) {
  const { session, account } = await loggedIn();
  const schema = await session.call('POST', '/imports/schemas', {
    json: {
      name: 'Hurtownia',
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'name' },
      ],
      hasHeader: true,
    },
  });
  expect(schema.status, JSON.stringify(schema.body)).toBe(201);
  const serverId = await register(session, folder);
  const created = await session.call('POST', `/integrations/sftp/${serverId}/tasks`, {
    json: { schemaId: schema.body.id, schedule: { kind: 'daily', at: '03:00' }, ...task },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { session, account, serverId, task: created.body };
}

async function runNow(session: ApiSession, serverId: string, taskId: string) {
  const queued = await session.call('POST', `/integrations/sftp/${serverId}/tasks/${taskId}/run`, { json: {} });
  expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  await drainQueues(['jobs']);
  const runs = await session.call('GET', `/integrations/sftp/${serverId}/tasks/${taskId}/runs`);
  return runs.body.items.find((r: { id: string }) => r.id === queued.body.id);
}

describe('SFTP import tasks (issue 20)', () => {
  it('imports new CSV files with the saved schema, moves them to processed/ and never takes them twice', async () => {
    const folder = folderWith({
      'a.csv': 'email,name\nola@example.com,Ola\n',
      'b.csv': 'email,name\njan@example.com,Jan\newa@example.com,Ewa\n',
      'notes.txt': 'not a csv',
    });
    const { session, serverId, task } = await setUp(folder);
    expect(task).toMatchObject({ pattern: '*.csv', afterImport: { kind: 'move', folder: 'processed' }, active: true });
    expect(task.nextRunAt).toBeDefined();

    const run = await runNow(session, serverId, task.id);
    expect(run).toMatchObject({ trigger: 'manual', finishedAt: expect.any(String) });
    expect(run.error).toBeUndefined();
    expect(run.files.map((f: { name: string }) => f.name)).toEqual(['a.csv', 'b.csv']);
    for (const file of run.files) {
      const job = await session.call('GET', `/imports/${file.importId}`);
      expect(job.body.state).toBe('finished');
    }
    const emails = (await session.call('GET', '/subscribers')).body.items.map((s: { email: string }) => s.email).sort();
    expect(emails).toEqual(['ewa@example.com', 'jan@example.com', 'ola@example.com']);
    expect(fs.readdirSync(path.join(root, folder)).sort()).toEqual(['notes.txt', 'processed']);
    expect(fs.readdirSync(path.join(root, folder, 'processed')).sort()).toEqual(['a.csv', 'b.csv']);

    const again = await runNow(session, serverId, task.id);
    expect(again.files).toEqual([]);

    // A server its tasks use is not deleted from under them.
    expect((await session.call('DELETE', `/integrations/sftp/${serverId}`, { json: {} })).status).toBe(400);
  });

  it('reports bad rows in the import report and renames the file when told to', async () => {
    const folder = folderWith({ 'bad.csv': 'email,name\nnot-an-address,X\nok@example.com,Ok\n' });
    const { session, serverId, task } = await setUp(folder, { afterImport: { kind: 'rename' } });
    const run = await runNow(session, serverId, task.id);
    expect(run.files).toHaveLength(1);
    const job = (await session.call('GET', `/imports/${run.files[0].importId}`)).body;
    expect(job.state).toBe('finished');
    expect(job.counters).toMatchObject({ rowsRead: 2, imported: 1, rejected: 1 });
    expect(fs.readdirSync(path.join(root, folder))).toEqual(['bad.csv.imported']);
  });

  it('leaves the files when the task cannot import, and the ticker queues a due task', async () => {
    const folder = folderWith({ 'c.csv': 'email,name\nx@example.com,X\n' });
    const { session, account, serverId, task } = await setUp(folder, { schedule: { kind: 'hourly' } });
    // Its author left the account: the task imports as nobody.
    const stored = (await sftpTasksRepository.get(account.accountId, task.id))!;
    await sftpTasksRepository.put(account.accountId, { ...stored, createdBy: 'gone-user' });
    const queued = await sftpTasksService.tick(new Date(Date.parse(task.nextRunAt) + 1000));
    expect(queued).toBeGreaterThanOrEqual(1);
    await drainQueues(['jobs']);
    const runs = (await session.call('GET', `/integrations/sftp/${serverId}/tasks/${task.id}/runs`)).body.items;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', error: 'SFTP_IMPORT_NOT_ALLOWED', files: [] });
    expect(fs.readdirSync(path.join(root, folder))).toEqual(['c.csv']);
    // Moved on: the same tick again queues nothing more for it.
    const listed = (await session.call('GET', `/integrations/sftp/${serverId}/tasks`)).body.items[0];
    expect(Date.parse(listed.nextRunAt)).toBeGreaterThan(Date.parse(task.nextRunAt));
  });
});
