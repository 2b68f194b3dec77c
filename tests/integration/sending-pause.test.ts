import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { tenant } from '@functions/data/tenant';
import { parkBatch, pauseSending, resumeDue, resumeSending, type SendingRef } from '@functions/delivery/control';
import { pauseRepository } from '@functions/delivery/pause-repository';
import { drainQueues, loggedIn, mailTo, type ApiSession } from './helpers';
import { restrictedAccount } from './restriction-helpers';
import { addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';
import { addAndLogin, mailsTo } from './users-helpers';

/**
 * The paused state of a sending (issue 12, sections 3 and 6). A batch that reaches a paused sending
 * is parked by the delivery engine (parkBatch) and given back to the send queue on resume.
 */

const MAILING = { name: 'Listopad', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Cześć {{name}}</p>' };
let serial = 0;
const tag = () => `${Date.now().toString(36)}${(++serial).toString(36)}`;

/** A mailing to `count` new subscribers, ordered and planned: its batches wait on the send queue. */
async function plannedMailing(session: ApiSession, count: number, sender: ApiSession = session) {
  const run = tag();
  const addresses: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const address = `pause-${run}-${i}@example.com`;
    const res = await session.call('POST', '/subscribers', { json: { email: address, name: `Osoba ${i}`, status: 8 } });
    expect(res.status).toBe(201);
    addresses.push(address);
    ids.push(res.body.id);
  }
  const mailing = await sender.call('POST', '/mailings', { json: MAILING });
  expect(mailing.status).toBe(201);
  expect((await sender.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).status).toBe(202);
  await drainQueues(['plan']);
  return { id: mailing.body.id as string, addresses, ids };
}

async function parkedIds(ref: SendingRef): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of pauseRepository.parked(ref)) ids.push(...page.flatMap((b) => b.subscriberIds));
  return ids.sort();
}

async function rawMailing(accountId: string, id: string) {
  const keys = await tenant(accountId);
  return (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.mailing(id), ConsistentRead: true }))).Item!;
}

describe('a paused mailing', () => {
  it('pauses once, parks its batches, and a resume sends each recipient exactly once', async () => {
    const { session, account } = await loggedIn();
    const m = await plannedMailing(session, 3);
    const ref: SendingRef = { channel: 'email', accountId: account.accountId, id: m.id };

    expect(
      await pauseSending(ref, 'complaint_rate', { detail: { rate: 0.004, limit: 0.003, delivered: 1000, complained: 4, bounced: 0 } }),
    ).toBe(true);
    expect(await pauseSending(ref, 'bounce_rate')).toBe(false);
    const paused = await session.call('GET', `/mailings/${m.id}`);
    expect(paused.body.state).toBe('paused');
    expect(paused.body.pause).toMatchObject({ reason: 'complaint_rate', detail: { rate: 0.004, limit: 0.003 } });
    expect(paused.body.pause.resumeAt).toBeUndefined();
    // The person who ordered it is told, in their language.
    const [told] = await mailsTo(account.email);
    expect(told!.map((mail) => mail.subject).join('\n')).toMatch(/Wysyłka „Listopad” wstrzymana|Sending of "Listopad" paused/);

    // Nothing goes while it is paused; the engine parks the batch that reaches it (twice: kept once).
    await drainQueues();
    for (const address of m.addresses) expect(await mailTo(address)).toHaveLength(0);
    expect(await parkedIds(ref)).toEqual([...m.ids].sort());
    await parkBatch(ref, [...m.ids].reverse());
    expect(await parkedIds(ref)).toEqual([...m.ids].sort());

    const resumed = await session.call('POST', `/mailings/${m.id}/resume`, { json: {} });
    expect(resumed.status).toBe(200);
    expect(resumed.body.state).toBe('sending');
    expect(resumed.body.pause).toBeUndefined();
    expect(await parkedIds(ref)).toEqual([]);
    // Back under the reconciler's eye (delivery/reconciler.ts) until it ends.
    expect((await rawMailing(account.accountId, m.id)).dueShard).toBe('DUESEND');
    await drainQueues();
    for (const address of m.addresses) expect(await mailTo(address)).toHaveLength(1);
    const done = await session.call('GET', `/mailings/${m.id}`);
    expect(done.body).toMatchObject({ state: 'sent', stats: { recipients: 3, sent: 3 } });

    // A second resume does nothing and says why.
    const again = await session.call('POST', `/mailings/${m.id}/resume`, { json: {} });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'MAILING_NOT_PAUSED' });
    expect(await resumeSending(ref)).toBe(false);
    expect(await pauseSending(ref, 'daily_quota')).toBe(false);
  });

  it('a batch parked after the sending resumed goes straight back to the send queue', async () => {
    const { session, account } = await loggedIn();
    const m = await plannedMailing(session, 1);
    const ref: SendingRef = { channel: 'email', accountId: account.accountId, id: m.id };
    expect(await pauseSending(ref, 'bounce_rate')).toBe(true);
    await drainQueues();
    expect(await resumeSending(ref)).toBe(true);
    await parkBatch(ref, m.ids);
    expect(await parkedIds(ref)).toEqual([]);
    await drainQueues();
    expect(await mailTo(m.addresses[0]!)).toHaveLength(1);
  });

  it('a daily-quota pause is resumed by the ticker when its time comes, not before', async () => {
    const { session, account } = await loggedIn();
    const m = await plannedMailing(session, 2);
    const ref: SendingRef = { channel: 'email', accountId: account.accountId, id: m.id };
    const resumeAt = new Date(Date.now() + 60 * 60_000).toISOString();
    expect(await pauseSending(ref, 'daily_quota', { resumeAt })).toBe(true);
    expect((await session.call('GET', `/mailings/${m.id}`)).body.pause).toMatchObject({ reason: 'daily_quota', resumeAt });
    expect(await rawMailing(account.accountId, m.id)).toMatchObject({ dueShard: 'DUERESUME', dueAt: resumeAt });
    // The engine parked the queued batch when it reached the paused sending.
    await drainQueues();

    await resumeDue(new Date());
    expect((await session.call('GET', `/mailings/${m.id}`)).body.state).toBe('paused');
    expect(await resumeDue(new Date(Date.parse(resumeAt) + 1000))).toBeGreaterThanOrEqual(1);
    expect((await session.call('GET', `/mailings/${m.id}`)).body.state).toBe('sending');
    // Back under the reconciler's eye (delivery/reconciler.ts) until it ends.
    expect((await rawMailing(account.accountId, m.id)).dueShard).toBe('DUESEND');
    await drainQueues();
    for (const address of m.addresses) expect(await mailTo(address)).toHaveLength(1);
    expect((await session.call('GET', `/mailings/${m.id}`)).body.state).toBe('sent');
  });

  it('the ticker finishes a resume that died before its batches were back on the queue', async () => {
    const { session, account } = await loggedIn();
    const m = await plannedMailing(session, 1);
    const ref: SendingRef = { channel: 'email', accountId: account.accountId, id: m.id };
    expect(await pauseSending(ref, 'complaint_rate')).toBe(true);
    // The engine parked the queued batch when it reached the paused sending.
    await drainQueues();
    // The state flipped, then the resume died: its guard time is what the ticker waits for.
    const guardAt = new Date(Date.now() - 1000).toISOString();
    expect(await pauseRepository.resume(ref, new Date().toISOString(), guardAt)).toBeDefined();
    await resumeDue(new Date());
    expect(await parkedIds(ref)).toEqual([]);
    // Back under the reconciler's eye (delivery/reconciler.ts) until it ends.
    expect((await rawMailing(account.accountId, m.id)).dueShard).toBe('DUESEND');
    await drainQueues();
    expect(await mailTo(m.addresses[0]!)).toHaveLength(1);
  });
});

describe('resuming, by whom', () => {
  it('needs PERM_MWYSYL, refuses what is not paused with 409, and lets a restricted user resume only their own reach', async () => {
    const { owner, account, member } = await restrictedAccount({ inside: 1, outside: 1 });
    const ownerMailing = await plannedMailing(owner, 1);
    const memberMailing = await plannedMailing(owner, 0, member.session);
    for (const id of [ownerMailing.id, memberMailing.id])
      expect(await pauseSending({ channel: 'email', accountId: account.accountId, id }, 'complaint_rate')).toBe(true);

    const reader = await addAndLogin(owner, { permissions: { PERM_MNOWY: true } });
    const noPermission = await reader.session.call('POST', `/mailings/${ownerMailing.id}/resume`, { json: {} });
    expect(noPermission.status).toBe(403);
    const beyond = await member.session.call('POST', `/mailings/${ownerMailing.id}/resume`, { json: {} });
    expect({ status: beyond.status, code: beyond.body.code }).toEqual({ status: 403, code: 'ACCESS_RESTRICTED_TO_SEGMENTS' });
    expect((await owner.call('GET', `/mailings/${ownerMailing.id}`)).body.state).toBe('paused');

    const own = await member.session.call('POST', `/mailings/${memberMailing.id}/resume`, { json: {} });
    expect(own.status).toBe(200);
    expect(own.body.state).toBe('sending');
    const byOwner = await owner.call('POST', `/mailings/${ownerMailing.id}/resume`, { json: {} });
    expect(byOwner.status).toBe(200);

    const draft = await owner.call('POST', '/mailings', { json: MAILING });
    const notPaused = await owner.call('POST', `/mailings/${draft.body.id}/resume`, { json: {} });
    expect({ status: notPaused.status, code: notPaused.body.code }).toEqual({ status: 409, code: 'MAILING_NOT_PAUSED' });
    expect((await owner.call('POST', '/mailings/01ARZ3NDEKTSV4RRFFQ69G5FAV/resume', { json: {} })).status).toBe(404);
  });
});

describe('a paused SMS sending', () => {
  it('parks, resumes through its route and texts each recipient once; 409 when not paused', async () => {
    const { session, account } = await loggedIn();
    const numbers = [freshPolishNumber(), freshPolishNumber()];
    const ids: string[] = [];
    for (const gsm of numbers) ids.push((await addSubscriber(session, { email: `sms-${tag()}@example.com`, gsm, status: 8 })).id);
    const sent = await session.call('POST', '/sms', { json: { name: 'Wyprzedaż', sender: 'Sklep', content: 'Wyprzedaż -50%' } });
    expect(sent.status).toBe(202);
    await drainQueues(['plan']);
    const ref: SendingRef = { channel: 'sms', accountId: account.accountId, id: sent.body.id };

    expect(await pauseSending(ref, 'daily_quota', { resumeAt: new Date(Date.now() + 3_600_000).toISOString() })).toBe(true);
    expect(await pauseSending(ref, 'daily_quota')).toBe(false);
    expect((await session.call('GET', `/sms/${ref.id}`)).body).toMatchObject({ state: 'paused', pause: { reason: 'daily_quota' } });
    await drainQueues();
    for (const gsm of numbers) expect(await textsTo(gsm)).toHaveLength(0);
    await parkBatch(ref, ids);

    const resumed = await session.call('POST', `/sms/${ref.id}/resume`, { json: {} });
    expect(resumed.status).toBe(200);
    expect(resumed.body.state).toBe('sending');
    await drainQueues();
    for (const gsm of numbers) expect(await textsTo(gsm)).toHaveLength(1);
    expect((await session.call('GET', `/sms/${ref.id}`)).body.state).toBe('sent');
    const again = await session.call('POST', `/sms/${ref.id}/resume`, { json: {} });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'SMS_NOT_PAUSED' });
  });
});
