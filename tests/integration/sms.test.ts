import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn } from './helpers';
import { addAndLogin, linkIn, mailsFor, setPlan } from './users-helpers';
import { SEND, addSubscriber, freshPolishNumber, textsTo, confirmedSegment } from './sms-helpers';
import { deliver } from './delivery-helpers';
import { subscribersRepository } from '@functions/subscribers/repository';
import { applyPatch } from '@functions/subscribers/changes';
import { commit } from '@functions/subscribers/writer';
import { config } from '@functions/platform/config';
import { queryAll } from '@functions/platform/query';
import { tenant } from '@functions/data/tenant';

describe('SMS sending, the whole path', () => {
  it('texts every subscriber with a number, records who got what and why the others did not', async () => {
    const { session, account } = await loggedIn();
    expect((await session.call('PUT', '/structure/settings', { json: { allowOtherGsmPrefixes: true } })).status).toBe(200);
    const [ala, blocked, held, gone] = [freshPolishNumber(), freshPolishNumber(), freshPolishNumber(), freshPolishNumber()];
    const alaSub = await addSubscriber(session, { gsm: ala, name: 'Ala' });
    const german = await addSubscriber(session, { gsm: '+49 1512 3456789', email: `de-${account.accountId.toLowerCase()}@example.com` });
    await addSubscriber(session, { email: `mail-only-${account.accountId.toLowerCase()}@example.com` });
    await addSubscriber(session, { gsm: gone, status: 3 });
    const blockedSub = await addSubscriber(session, { gsm: blocked });
    expect((await session.call('POST', '/blacklist', { json: { type: 'gsm', rows: [blocked] } })).body.added).toBe(1);
    const heldSub = await addSubscriber(session, { gsm: held });
    const prev = (await subscribersRepository.get(account.accountId, heldSub.id, true))!;
    const at = new Date().toISOString();
    const { next } = applyPatch(prev, { smsQuarantine: { level: 'permanent', failures: 0, served: 1, since: at } }, at);
    expect(await commit(account.accountId, [{ kind: 'update', prev, next }])).toEqual({ ok: true });

    const started = await session.call('POST', '/sms', { json: { ...SEND, onlyPrefix48: true } });
    expect(started).toMatchObject({ status: 202, body: { state: 'sending', parts: 1, onlyPrefix48: true, createdBy: account.email } });
    await drainQueues();

    const report = (await session.call('GET', `/sms/${started.body.id}`)).body;
    expect(report).toMatchObject({ state: 'sent', processed: 4, stats: { recipients: 4, sent: 1, notSent: 2, notSentPrefix: 1 } });
    expect(report.finishedAt).toBeDefined();
    expect(await textsTo(ala)).toEqual([expect.objectContaining({ message: SEND.content })]);
    for (const number of [blocked, held, gone, '4915123456789']) expect(await textsTo(number)).toEqual([]);

    // Whoever ordered it is told it finished, in their language (Polish by default).
    const [told, ...more] = await mailsFor(account.email);
    expect(more).toEqual([]);
    expect(told!.subject).toBe('Wysyłka SMS „Wyprzedaż” zakończona');
    expect(told!.text).toContain('Wysłano: 1, nie wysłano: 3.');
    expect(linkIn(told!, '/sms/history')).toBe('https://goniec.test/sms/history');

    const list = (await session.call('GET', '/sms')).body.items;
    expect(list.map((s: { id: string }) => s.id)).toEqual([started.body.id]);

    const history = async (id: string) => (await session.call('GET', `/subscribers/${id}/contact-sms`)).body.items;
    expect(await history(alaSub.id)).toEqual([
      expect.objectContaining({
        smsId: started.body.id,
        smsName: SEND.name,
        sender: 'Sklep',
        content: SEND.content,
        gsm: `48${ala}`,
        status: 'sent',
        parts: 1,
      }),
    ]);
    expect(await history(german.id)).toEqual([expect.objectContaining({ status: 'not_sent_prefix', reason: 'GSM_PREFIX_48_ONLY' })]);
    expect(await history(blockedSub.id)).toEqual([expect.objectContaining({ status: 'not_sent', reason: 'blacklisted' })]);
    expect(await history(heldSub.id)).toEqual([expect.objectContaining({ status: 'not_sent', reason: 'quarantined' })]);

    // Forgetting a subscriber (status 9) erases their texts with the rest of their data.
    expect((await session.call('POST', `/subscribers/${alaSub.id}/forget`, { json: {} })).status).toBe(200);
    expect(await history(alaSub.id)).toEqual([]);
    const stored = await queryAll({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': (await tenant(account.accountId)).activityPartition(alaSub.id),
        ':prefix': `SMSTO#${alaSub.id}#`,
      },
    });
    expect(stored).toEqual([]);
  });

  it('never sends the same text twice when a batch is retried', async () => {
    const { session, account } = await loggedIn();
    const number = freshPolishNumber();
    const sub = await addSubscriber(session, { gsm: number });
    const started = (await session.call('POST', '/sms', { json: SEND })).body;
    await drainQueues();
    expect(await textsTo(number)).toHaveLength(1);
    // SQS may deliver a batch again after a lost acknowledgement.
    await deliver('sms', account.accountId, started.id, [sub.id]);
    expect(await textsTo(number)).toHaveLength(1);
    expect((await session.call('GET', `/sms/${started.id}`)).body).toMatchObject({
      state: 'sent',
      stats: { recipients: 1, sent: 1 },
      processed: 1,
    });
  });

  it('ends failed, with its reason, when nobody in the audience has a number', async () => {
    const { session, account } = await loggedIn();
    await addSubscriber(session, { email: `only-mail-${account.accountId.toLowerCase()}@example.com` });
    const started = (await session.call('POST', '/sms', { json: SEND })).body;
    await drainQueues();
    expect((await session.call('GET', `/sms/${started.id}`)).body).toMatchObject({
      state: 'failed',
      lastError: 'SMS_NO_RECIPIENTS',
      stats: { recipients: 0 },
    });
    const [told] = await mailsFor(account.email);
    expect(told!.subject).toBe('Wysyłka SMS „Wyprzedaż” zakończona niepowodzeniem');
    expect(told!.text).toContain('brak odbiorców, nikt w wybranej grupie nie ma numeru GSM');
  });

  it('refuses a bad sender, an overlong text and an unknown segment with catalogue codes, storing nothing', async () => {
    const { session } = await loggedIn();
    const bad = await session.call('POST', '/sms', { json: { ...SEND, sender: 'Sklep Internetowy', content: 'ą'.repeat(700) } });
    expect(bad.status).toBe(400);
    expect(bad.body.params.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'sender', code: 'SMS_INVALID_SENDER' }),
        expect.objectContaining({ path: 'content', code: 'SMS_INVALID_PARAMS' }),
      ]),
    );
    const segment = await session.call('POST', '/sms', { json: { ...SEND, segmentId: 'nosuchsegment' } });
    expect(segment.body.params.errors).toEqual([expect.objectContaining({ path: 'segmentId', code: 'SEGMENT_NOT_FOUND' })]);
    expect((await session.call('GET', '/sms')).body.items).toEqual([]);
    expect((await session.call('GET', '/sms/nosuchsms')).body.code).toBe('SMS_NOT_FOUND');
  });

  it('sends test texts to subscribers’ numbers only, and reports each one', async () => {
    const { session } = await loggedIn();
    const number = freshPolishNumber();
    const subscriberNumber = freshPolishNumber();
    await addSubscriber(session, { gsm: subscriberNumber });
    const res = await session.call('POST', '/sms/test', {
      json: { sender: 'Sklep', content: 'Test', numbers: [number, subscriberNumber, 'abc', '+49 1512 3456789'] },
    });
    expect(res.body.results).toEqual([
      // A number nobody in the database has: the test button is no free texting to any number.
      { number, status: 'not_sent', error: 'GSM_NOT_IN_DB' },
      { number: subscriberNumber, status: 'sent' },
      { number: 'abc', status: 'not_sent', error: 'SUBSCRIBER_INVALID_GSM' },
      { number: '+49 1512 3456789', status: 'not_sent', error: 'GSM_PREFIX_48_ONLY' },
    ]);
    expect(await textsTo(number)).toEqual([]);
    expect(await textsTo(subscriberNumber)).toEqual([expect.objectContaining({ message: 'Test' })]);
    const tooMany = await session.call('POST', '/sms/test', {
      json: { sender: 'Sklep', content: 'Test', numbers: Array.from({ length: 11 }, freshPolishNumber) },
    });
    expect(tooMany.body.params.errors).toEqual([expect.objectContaining({ path: 'numbers', code: 'SMS_TEST_NUMBERS_LIMIT' })]);
  });

  it('reaches only the members of the segments a restricted user is limited to', async () => {
    const { session: admin, account } = await loggedIn();
    const [inside, outside] = [freshPolishNumber(), freshPolishNumber()];
    await addSubscriber(admin, { gsm: inside, status: 8 });
    await addSubscriber(admin, { gsm: outside, status: 5 });
    const segment = { id: await confirmedSegment(admin) };
    await setPlan(account.accountId, 'standard');
    const member = await addAndLogin(admin, { permissions: { PERM_SMS: true }, segmentIds: [segment.id] });

    const started = (await member.session.call('POST', '/sms', { json: SEND })).body;
    await drainQueues();
    expect((await admin.call('GET', `/sms/${started.id}`)).body).toMatchObject({ state: 'sent', stats: { recipients: 1, sent: 1 } });
    expect(await textsTo(inside)).toHaveLength(1);
    expect(await textsTo(outside)).toEqual([]);
  });

  it('records a text the provider refuses as not sent, with its words, and goes on', async () => {
    const { session, account } = await loggedIn();
    const fine = freshPolishNumber();
    await addSubscriber(session, { gsm: fine });
    const broken = await addSubscriber(session, { email: `broken-${account.accountId.toLowerCase()}@example.com` });
    // A number no provider takes (not E.164), written past the API's checks as old data might be.
    const prev = (await subscribersRepository.get(account.accountId, broken.id, true))!;
    const at = new Date().toISOString();
    expect(await commit(account.accountId, [{ kind: 'update', prev, next: applyPatch(prev, { gsm: 'not-a-number' }, at).next }])).toEqual({
      ok: true,
    });

    const started = (await session.call('POST', '/sms', { json: SEND })).body;
    await drainQueues();
    expect((await session.call('GET', `/sms/${started.id}`)).body).toMatchObject({
      state: 'sent',
      stats: { recipients: 2, sent: 1, notSent: 1 },
    });
    const [entry] = (await session.call('GET', `/subscribers/${broken.id}/contact-sms`)).body.items;
    expect(entry).toMatchObject({ status: 'not_sent', reason: 'SMS_SEND_ERROR', detail: expect.stringContaining('E164') });
    expect(await textsTo(fine)).toHaveLength(1);
  });
});
