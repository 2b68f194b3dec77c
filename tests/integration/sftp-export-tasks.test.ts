import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportFileName } from '@shared/rules/sftp-tasks';
import { drainQueues, loggedIn, mailTo, type ApiSession } from './helpers';
import { sftpTestServer } from './sftp-harness';

const { sftpTasksService } = await import('@functions/sftp/tasks-service');
const { sftpTasksRepository } = await import('@functions/sftp/tasks-repository');

const { root, register } = sftpTestServer('goniec-sftp-export-');

const EXPORT_TASK = {
  fileName: 'eksport-{date}.csv',
  audience: { kind: 'statuses', statuses: [2] },
  fields: ['email', 'name'],
  schedule: { kind: 'daily', at: '04:00' },
};

/** An account with two active subscribers and one unsubscribed, a server whose folder is its own, and an export task on it. */
async function setUp(task: Record<string, unknown> = {}) {
  const folder = `out-${Math.random().toString(36).slice(2, 10)}`;
  fs.mkdirSync(path.join(root, folder));
  const { session, account } = await loggedIn();
  for (const [email, name, status] of [
    ['ola@example.com', 'Ola', 2],
    ['jan@example.com', 'Jan', 2],
    ['ewa@example.com', 'Ewa', 3],
  ] as const)
    expect((await session.call('POST', '/subscribers', { json: { email, name, status } })).status).toBe(201);
  const serverId = await register(session, folder);
  const created = await session.call('POST', `/integrations/sftp/${serverId}/export-tasks`, { json: { ...EXPORT_TASK, ...task } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { session, account, folder, serverId, task: created.body };
}

/** "Run now", then the jobs queue until the run's export has ended and its file was written. */
async function runNow(session: ApiSession, serverId: string, taskId: string) {
  const queued = await session.call('POST', `/integrations/sftp/${serverId}/export-tasks/${taskId}/run`, { json: {} });
  expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  await drainQueues(['jobs']);
  const runs = await session.call('GET', `/integrations/sftp/${serverId}/tasks/${taskId}/runs`);
  return runs.body.items.find((r: { id: string }) => r.id === queued.body.id);
}

const today = () => exportFileName('eksport-{date}.csv', new Date(), 'Europe/Warsaw');

describe('SFTP export tasks (issue 20)', () => {
  it('exports the audience through the export pipeline and writes the file under its final name', async () => {
    const { session, account, folder, serverId, task } = await setUp();
    expect(task).toMatchObject({ kind: 'export', fileName: 'eksport-{date}.csv', encoding: 'utf-8', header: true, active: true });
    expect(task.nextRunAt).toBeDefined();
    const listed = (await session.call('GET', `/integrations/sftp/${serverId}/tasks`)).body;
    expect(listed.items.map((t: { kind: string }) => t.kind)).toEqual(['export']);

    const run = await runNow(session, serverId, task.id);
    expect(run.error, JSON.stringify(run)).toBeUndefined();
    expect(run).toMatchObject({ trigger: 'manual', finishedAt: expect.any(String), exportId: run.id });
    expect(run.files).toEqual([{ name: today(), size: expect.any(Number), exportId: run.id }]);
    expect(fs.readdirSync(path.join(root, folder))).toEqual([today()]);
    const text = fs.readFileSync(path.join(root, folder, today()), 'utf8');
    expect(run.files[0].size).toBe(Buffer.byteLength(text));
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).sort()).toEqual(['jan@example.com,Jan', 'ola@example.com,Ola']);

    // The export is an export like any other: on the export page, by the task's author, named by its file.
    const exported = (await session.call('GET', `/exports/${run.exportId}`)).body;
    expect(exported).toMatchObject({ state: 'finished', rowsWritten: 2, title: today() });
    // A task's export is the task's: its author gets no "export ready" e-mail (a person's export does: notifications.test.ts).
    expect(await mailTo(account.email)).toEqual([]);

    // Another run the same day replaces the file of that name (a new subscriber shows in it).
    expect((await session.call('POST', '/subscribers', { json: { email: 'iza@example.com', name: 'Iza', status: 2 } })).status).toBe(201);
    const again = await runNow(session, serverId, task.id);
    expect(again.error).toBeUndefined();
    expect(fs.readdirSync(path.join(root, folder))).toEqual([today()]);
    expect(fs.readFileSync(path.join(root, folder, today()), 'utf8')).toContain('iza@example.com,Iza');
  });

  it('refuses bad settings with catalogue codes, and import routes never reach an export task', async () => {
    const { session, serverId, task } = await setUp();
    const bad = async (body: Record<string, unknown>) => {
      const answer = await session.call('POST', `/integrations/sftp/${serverId}/export-tasks`, { json: { ...EXPORT_TASK, ...body } });
      expect(answer.status).toBe(400);
      return { fields: answer.body.params.errors };
    };
    expect((await bad({ fields: ['email', 'no_such_field'] })).fields).toEqual([
      expect.objectContaining({ path: 'fields.1', code: 'EXPORT_FIELD_UNKNOWN' }),
    ]);
    expect((await bad({ fileName: 'sub/plik.csv' })).fields).toEqual([
      expect.objectContaining({ path: 'fileName', code: 'SFTP_INVALID_DATA' }),
    ]);
    expect((await bad({ fileName: '.ukryty.csv' })).fields).toEqual([
      expect.objectContaining({ path: 'fileName', code: 'SFTP_INVALID_DATA' }),
    ]);
    expect((await bad({ folder: 'relative' })).fields).toEqual([expect.objectContaining({ path: 'folder', code: 'SFTP_INVALID_DATA' })]);
    expect((await bad({ audience: { kind: 'segment', segmentId: 'NOSUCHSEGMENT' } })).fields).toEqual([
      expect.objectContaining({ path: 'audience.segmentId', code: 'SEGMENT_NOT_FOUND' }),
    ]);

    for (const [method, suffix] of [
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/run'],
    ] as const) {
      const answer = await session.call(method, `/integrations/sftp/${serverId}/tasks/${task.id}${suffix}`, {
        json: method === 'PUT' ? { schemaId: 'x', schedule: { kind: 'hourly' } } : {},
      });
      expect([answer.status, answer.body.code], `${method} ${suffix}`).toEqual([404, 'SFTP_TASK_NOT_FOUND']);
    }
    const listed = (await session.call('GET', `/integrations/sftp/${serverId}/tasks`)).body.items;
    expect(listed).toEqual([expect.objectContaining({ id: task.id, kind: 'export' })]);
  });

  it('ends a run with the cause when it cannot write, leaves no half-written file, and the ticker queues a due task', async () => {
    const { session, account, folder, serverId, task } = await setUp({ folder: '/no-such-folder', schedule: { kind: 'hourly' } });
    const run = await runNow(session, serverId, task.id);
    expect(run).toMatchObject({ error: 'SFTP_WRITE_FAILED', files: [], finishedAt: expect.any(String) });
    expect(fs.existsSync(path.join(root, 'no-such-folder'))).toBe(false);
    expect(fs.readdirSync(path.join(root, folder))).toEqual([]);

    // Its author left the account: a scheduled run exports nothing.
    const stored = (await sftpTasksRepository.get(account.accountId, task.id))!;
    await sftpTasksRepository.put(account.accountId, { ...stored, createdBy: 'gone-user' });
    expect(await sftpTasksService.tick(new Date(Date.parse(task.nextRunAt) + 1000))).toBeGreaterThanOrEqual(1);
    await drainQueues(['jobs']);
    const runs = (await session.call('GET', `/integrations/sftp/${serverId}/tasks/${task.id}/runs`)).body.items;
    expect(runs[0]).toMatchObject({ trigger: 'schedule', error: 'SFTP_EXPORT_NOT_ALLOWED', files: [] });
    expect(runs[0].exportId).toBeUndefined();
  });

  it('a segment without a calculated audience ends the run with its code', async () => {
    const { session, serverId } = await setUp();
    const segment = await session.call('POST', '/segments', {
      json: {
        name: 'Nieliczony',
        type: 'static',
        conditions: {
          kind: 'group',
          op: 'and',
          children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [2] }],
        },
      },
    });
    expect(segment.status, JSON.stringify(segment.body)).toBe(201);
    const task = await session.call('POST', `/integrations/sftp/${serverId}/export-tasks`, {
      json: { ...EXPORT_TASK, audience: { kind: 'segment', segmentId: segment.body.id } },
    });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const run = await runNow(session, serverId, task.body.id);
    expect(run).toMatchObject({ error: 'SEGMENT_NOT_CONFIGURED', files: [] });
  });
});
