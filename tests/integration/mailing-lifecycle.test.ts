import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { tenant } from '@functions/data/tenant';
import { pauseSending, type SendingRef } from '@functions/delivery/control';
import { pauseRepository } from '@functions/delivery/pause-repository';
import { mailingsRepository } from '@functions/mailings/repository';
import { EMPTY_STATS } from '@shared/schemas/mailing';
import { drainQueues, loggedIn, mailTo, type ApiSession } from './helpers';

/**
 * Issue 17, the mailing's lifecycle: cancel (planned, and cancel-incomplete of an unfinished
 * sending), delete of what never sent, duplicate, hide/show in the archive, the history of actions
 * and the filtered lists of /v2/mailing/send.
 */

const MAILING = { name: 'Grudzień', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Cześć {{name}}</p>' };
let serial = 0;
const tag = () => `${Date.now().toString(36)}${(++serial).toString(36)}`;

async function subscribers(session: ApiSession, count: number) {
  const run = tag();
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    const address = `life-${run}-${i}@example.com`;
    expect((await session.call('POST', '/subscribers', { json: { email: address, status: 8 } })).status).toBe(201);
    addresses.push(address);
  }
  return addresses;
}

async function created(session: ApiSession, name = MAILING.name): Promise<string> {
  const res = await session.call('POST', '/mailings', { json: { ...MAILING, name } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Ordered and planned: its batches wait on the send queue. */
async function sending(session: ApiSession, id: string) {
  expect((await session.call('POST', `/mailings/${id}/send`, { json: {} })).status).toBe(202);
  await drainQueues(['plan']);
  expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('sending');
}

const actionsOf = async (session: ApiSession, id: string) =>
  ((await session.call('GET', `/mailings/${id}/actions`)).body.items as { action: string; userEmail?: string }[]).map((a) => a.action);

describe('cancel', () => {
  it('cancel-incomplete: queued batches of a cancelled sending send nothing, and a second cancel is refused', async () => {
    const { session, account } = await loggedIn();
    const addresses = await subscribers(session, 2);
    const id = await created(session);
    await sending(session, id);

    const cancelled = await session.call('POST', `/mailings/${id}/cancel`, { json: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', stats: { sent: 0 } });
    expect(cancelled.body.finishedAt).toBeDefined();
    await drainQueues();
    for (const address of addresses) expect(await mailTo(address)).toHaveLength(0);
    const after = await session.call('GET', `/mailings/${id}`);
    expect(after.body).toMatchObject({ state: 'cancelled', stats: { sent: 0 } });
    const keys = await tenant(account.accountId);
    const raw = (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.mailing(id), ConsistentRead: true }))).Item!;
    expect(raw.dueAt).toBeUndefined();
    expect(raw.planning).toBeUndefined();

    expect(await session.call('POST', `/mailings/${id}/cancel`, { json: {} })).toMatchObject({
      status: 409,
      body: { code: 'MAILING_ACTION_NOT_ALLOWED', params: { state: 'cancelled', action: 'cancel' } },
    });
    const lines = await session.call('GET', `/mailings/${id}/actions`);
    expect(lines.body.items[0]).toMatchObject({ action: 'cancel', userEmail: account.email, detail: { from: 'sending' } });
  });

  it('a paused sending cancelled: its parked batches are dropped and it cannot be resumed', async () => {
    const { session, account } = await loggedIn();
    const addresses = await subscribers(session, 2);
    const id = await created(session);
    await sending(session, id);
    const ref: SendingRef = { channel: 'email', accountId: account.accountId, id };
    expect(await pauseSending(ref, 'manual')).toBe(true);
    await drainQueues();
    const parked = async () => {
      let n = 0;
      for await (const page of pauseRepository.parked(ref)) n += page.length;
      return n;
    };
    expect(await parked()).toBeGreaterThan(0);

    expect((await session.call('POST', `/mailings/${id}/cancel`, { json: {} })).body).toMatchObject({ state: 'cancelled' });
    expect(await parked()).toBe(0);
    expect((await session.call('POST', `/mailings/${id}/resume`, { json: {} })).status).toBe(409);
    await drainQueues();
    for (const address of addresses) expect(await mailTo(address)).toHaveLength(0);
    expect((await session.call('GET', `/mailings/${id}`)).body.pause).toBeUndefined();
  });

  it('a working mailing is not cancelled (409, nothing changes)', async () => {
    const { session } = await loggedIn();
    const id = await created(session);
    expect(await session.call('POST', `/mailings/${id}/cancel`, { json: {} })).toMatchObject({
      status: 409,
      body: { code: 'MAILING_ACTION_NOT_ALLOWED', params: { state: 'working' } },
    });
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('working');
  });
});

describe('delete, duplicate, hide and show', () => {
  it('duplicates into a working copy with the same content; each side has its line', async () => {
    const { session, account } = await loggedIn();
    const id = await created(session);
    expect((await session.call('PUT', `/mailings/${id}`, { json: { ...MAILING, subject: 'Zmieniony' } })).status).toBe(200);
    const copy = await session.call('POST', `/mailings/${id}/duplicate`, { json: {} });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ state: 'working', name: `${MAILING.name} (kopia)`, subject: 'Zmieniony', html: MAILING.html });
    expect(copy.body.id).not.toBe(id);
    expect(await actionsOf(session, id)).toEqual(['duplicate', 'edit', 'create']);
    const copyLines = await session.call('GET', `/mailings/${copy.body.id}/actions`);
    expect(copyLines.body.items).toEqual([expect.objectContaining({ action: 'create', userEmail: account.email, detail: { copyOf: id } })]);
  });

  it('deletes a mailing that never sent (with its body); a sent one is in use, and is hidden in the archive instead', async () => {
    const { session, account } = await loggedIn();
    const draft = await created(session);
    expect(await session.call('DELETE', `/mailings/${draft}`)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await session.call('GET', `/mailings/${draft}`)).status).toBe(404);
    const keys = await tenant(account.accountId);
    expect(
      (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.mailingBody(draft), ConsistentRead: true }))).Item,
    ).toBeUndefined();
    expect((await session.call('DELETE', `/mailings/${draft}`)).status).toBe(404);

    await subscribers(session, 1);
    const sent = await created(session, `Archiwum ${tag()}`);
    await sending(session, sent);
    await drainQueues();
    expect((await session.call('GET', `/mailings/${sent}`)).body).toMatchObject({ state: 'sent', progress: 1 });
    expect(await session.call('DELETE', `/mailings/${sent}`)).toMatchObject({ status: 409, body: { code: 'MAILING_IN_USE' } });
    expect((await session.call('GET', `/mailings/${sent}`)).body.state).toBe('sent');

    const listed = async (hidden?: boolean) => {
      const res = await session.call('GET', '/mailings/archive', { query: hidden ? { hidden: 'true' } : {} });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.items as { id: string }[]).map((m) => m.id);
    };
    expect(await listed()).toEqual([sent]);
    expect((await session.call('POST', `/mailings/${sent}/hide`, { json: {} })).body).toMatchObject({ hidden: true });
    expect(await listed()).toEqual([]);
    expect(await listed(true)).toEqual([sent]);
    expect((await session.call('POST', `/mailings/${sent}/show`, { json: {} })).body.hidden).toBeUndefined();
    expect(await listed()).toEqual([sent]);
    expect((await actionsOf(session, sent)).slice(0, 2)).toEqual(['show', 'hide']);

    const working = await created(session);
    expect(await session.call('POST', `/mailings/${working}/hide`, { json: {} })).toMatchObject({
      status: 409,
      body: { code: 'MAILING_ACTION_NOT_ALLOWED', params: { state: 'working', action: 'hide' } },
    });
  });
});

describe('the lists of /v2/mailing/send', () => {
  it('filters by view, send type and name (case and accents folded), lists parents only, and pages on the server', async () => {
    const { session, account } = await loggedIn();
    await subscribers(session, 1);
    const a = await created(session, 'Łąka letnia');
    const b = await created(session, 'Zima');
    const c = await created(session, 'Łato planowane');
    await sending(session, b);
    const at = new Date().toISOString();
    const base = { ...MAILING, stats: { ...EMPTY_STATS }, processed: 0, createdAt: at, updatedAt: at };
    await mailingsRepository.put(account.accountId, { ...base, id: `${c}Z`, name: 'Run lata', state: 'sent', parentId: c, run: 1 });
    const planned = `${c}P`;
    await mailingsRepository.put(account.accountId, { ...base, id: planned, name: 'Cykliczna', state: 'planned', sendType: 'cyclic' });

    const ids = async (query: Record<string, string> = {}) => {
      const res = await session.call('GET', '/mailings', { query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.items as { id: string }[]).map((m) => m.id);
    };
    expect(await ids()).toEqual([planned, c, b, a]);
    expect(await ids({ view: 'inProgress' })).toEqual([b]);
    expect(await ids({ view: 'planned' })).toEqual([planned]);
    expect(await ids({ type: 'cyclic' })).toEqual([planned]);
    expect(await ids({ q: 'LA' })).toEqual([c, a]);
    expect(await ids({ q: 'łaka' })).toEqual([a]);

    const first = await session.call('GET', '/mailings', { query: { limit: '2' } });
    expect(first.body.items.map((m: { id: string }) => m.id)).toEqual([planned, c]);
    expect(first.body.cursor).toBeDefined();
    const second = await session.call('GET', '/mailings', { query: { limit: '2', cursor: first.body.cursor } });
    expect(second.body.items.map((m: { id: string }) => m.id)).toEqual([b, a]);
    expect(second.body.cursor).toBeUndefined();
    expect((await session.call('GET', '/mailings', { query: { view: 'later' } })).status).toBe(400);
  });
});
