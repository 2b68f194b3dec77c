import { describe, expect, it } from 'vitest';
import { type ApiSession, drainQueues, loggedIn, trackingRequest } from './helpers';
import { addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';
import { addAndLogin, mailsFor } from './users-helpers';
import { fileEnv } from './file-env';
import { getSigningKey } from '@functions/platform/config';
import { encodeLink } from '@functions/sending/links';

// A campaign hour lasts 3 s here (functions/platform/config.ts campaignHourMs), so the test sees the decision's wait end for real.
fileEnv({ GONIEC_CAMPAIGN_HOUR_SECONDS: '3' });

const BASE = { name: 'Test SMS', sender: 'Sklep', content: 'Promocja! https://shop.example/a' };
const TEXT_B = 'Rabat -20% https://shop.example/b';
const test = (overrides: Record<string, unknown> = {}) => ({
  ...BASE,
  abx: {
    variants: [
      { key: 'A', share: 30 },
      { key: 'B', share: 30, content: TEXT_B },
    ],
    measure: 'count',
    decideAfterHours: 1,
    ...overrides,
  },
});

/** Subscribers with fresh numbers: the audience of the test (every subscriber of the fresh account with a number). */
async function audience(session: ApiSession, count: number): Promise<{ id: string; number: string }[]> {
  const out = [];
  for (let i = 0; i < count; i++) {
    const number = freshPolishNumber();
    out.push({ id: (await addSubscriber(session, { gsm: number })).id, number });
  }
  return out;
}

async function variantsOf(session: ApiSession, id: string) {
  const res = await session.call('GET', `/sms/${id}/variants`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('SMS A/B tests: variants, clicks, the winner after the wait (Step Functions in the emulator)', () => {
  it('texts each variant to its share, counts each recipient’s first click, then sends the winner by clicks to the rest, once', async () => {
    const { session, account } = await loggedIn();
    // The split is a hash of subscriber ids: with 30 people, none in the rest (0.6^30) or none in B (0.7^30)
    // is too unlikely to matter; with 12 the first came up once (0.6^12 ≈ 0.2 %).
    const people = await audience(session, 30);
    const made = await session.call('POST', '/sms/abx', { json: test() });
    expect(made).toMatchObject({ status: 202, body: { state: 'sending', abx: { state: 'testing', measure: 'count' } } });
    const id = made.body.id as string;
    // The variants go out; the jobs queue (where the timer puts the decision) is left alone until the clicks are in.
    await drainQueues(['plan', 'send']);

    const first = new Map<string, string[]>();
    for (const p of people)
      first.set(
        p.number,
        (await textsTo(p.number)).map((m) => m.message),
      );
    const tested = people.filter((p) => first.get(p.number)!.length > 0);
    expect(tested.every((p) => first.get(p.number)!.length === 1)).toBe(true);
    const gotB = tested.filter((p) => first.get(p.number)![0]!.startsWith('Rabat'));
    expect(gotB.length).toBeGreaterThan(0);
    expect(tested.length).toBeLessThan(people.length);
    // A variant's links are tracked: the text points at the tracking function, which sends the person on.
    for (const p of gotB) {
      const link = /https:\/\/goniec\.test(\/t\/k\/\S+)/.exec(first.get(p.number)![0]!)![1]!;
      const click = await trackingRequest('GET', link);
      expect(click).toMatchObject({ statusCode: 302, headers: { location: 'https://shop.example/b' } });
      // A second click of the same person counts nothing more.
      expect((await trackingRequest('GET', link)).statusCode).toBe(302);
      const contact = (await session.call('GET', `/subscribers/${p.id}/contact-sms`)).body.items;
      expect(contact).toEqual([expect.objectContaining({ smsId: `${id}B`, status: 'clicked' })]);
      // Each path takes only its own channel's click: a text's token is no e-mail click, nor an e-mail's a text's.
      expect((await trackingRequest('GET', link.replace('/t/k/', '/t/c/'))).statusCode).toBe(404);
      const email = encodeLink(await getSigningKey(), { k: 'c', a: account.accountId, m: `${id}B`, s: p.id, u: 'https://shop.example/b' });
      expect((await trackingRequest('GET', `/t/k/${email}`)).statusCode).toBe(404);
    }
    expect((await trackingRequest('GET', '/t/k/forged.token')).statusCode).toBe(404);
    // The history lists the test once (its variants are reached from it), counting the variants' texts;
    // their ends tell the orderer nothing: the test's end will.
    const listed = (await session.call('GET', '/sms')).body.items;
    expect(listed).toEqual([
      expect.objectContaining({ id, processed: tested.length, stats: expect.objectContaining({ sent: tested.length }) }),
    ]);
    expect(await mailsFor(account.email)).toEqual([]);
    expect(await variantsOf(session, id)).toMatchObject({ state: 'testing' });

    // The workflow's wait ends (3 s) and its task queues the decision; the jobs worker runs it.
    let report = await variantsOf(session, id);
    for (let round = 0; round < 120 && report.state === 'testing'; round++) {
      await new Promise((r) => setTimeout(r, 500));
      await drainQueues(['jobs']);
      report = await variantsOf(session, id);
    }
    expect(report).toMatchObject({ state: 'decided', winner: 'B', chosenBy: 'auto' });
    expect(report.variants).toEqual([
      expect.objectContaining({ key: 'A', share: 30, content: BASE.content, clicked: 0 }),
      expect.objectContaining({ key: 'B', share: 30, content: TEXT_B, clicked: gotB.length, sent: gotB.length, clickRate: 1 }),
    ]);

    await drainQueues();
    for (const p of people) {
      const got = (await textsTo(p.number)).map((m) => m.message);
      // Everyone gets exactly one text: a variant's, or the winner's if they were in no variant.
      expect(got).toHaveLength(1);
      if (!tested.includes(p)) expect(got).toEqual([TEXT_B]);
    }
    // The test's totals are every text it sent: the variants' and the winner's to the rest.
    expect((await session.call('GET', `/sms/${id}`)).body).toMatchObject({
      state: 'sent',
      content: TEXT_B,
      abx: { state: 'decided', winner: 'B' },
      processed: people.length,
      stats: { sent: people.length },
    });
    expect((await variantsOf(session, id)).state).toBe('sent');
    expect((await session.call('GET', '/sms')).body.items.map((s: { id: string }) => s.id)).toEqual([id]);
    // Whoever ordered it is told once, when the whole test has ended.
    const [told, ...more] = await mailsFor(account.email);
    expect(more).toEqual([]);
    expect(told!.subject).toBe(`Wysyłka SMS „${BASE.name}” zakończona`);
    expect(told!.text).toContain(`Wysłano: ${people.length}, nie wysłano: 0.`);
    // Two sendings' worth of queue rounds and a real wait: minutes on a loaded machine, not the 60 s default.
  }, 300_000);

  it('takes a winner chosen by hand before the decision and refuses a second; shares of 100% leave no rest, so it ends sent', async () => {
    const { session, account } = await loggedIn();
    const people = await audience(session, 4);
    const made = await session.call('POST', '/sms/abx', {
      json: test({
        variants: [
          { key: 'A', share: 50 },
          { key: 'B', share: 50, sender: 'Outlet' },
        ],
        measure: 'rate',
        decideAfterHours: 720,
      }),
    });
    expect(made.status).toBe(202);
    const id = made.body.id as string;
    await drainQueues(['plan', 'send']);
    expect(await mailsFor(account.email)).toEqual([]);

    const chosen = await session.call('POST', `/sms/${id}/winner`, { json: { variant: 'B' } });
    expect(chosen).toMatchObject({ status: 202, body: { state: 'sent', sender: 'Outlet', abx: { winner: 'B', chosenBy: 'manual' } } });
    const again = await session.call('POST', `/sms/${id}/winner`, { json: { variant: 'A' } });
    expect(again).toMatchObject({ status: 409, body: { code: 'SMS_ABX_WINNER_NOT_OPEN' } });
    await drainQueues(['plan', 'send']);
    for (const p of people) expect(await textsTo(p.number)).toHaveLength(1);
    // With no rest the decision ends the test, and that end is told, once.
    const [told, ...more] = await mailsFor(account.email);
    expect(more).toEqual([]);
    expect(told!.text).toContain(`Wysłano: ${people.length}, nie wysłano: 0.`);

    // A plain SMS sending is no test: no winner to choose, no variants; an unknown one is not found.
    const plain = await session.call('POST', '/sms', { json: BASE });
    expect((await session.call('POST', `/sms/${plain.body.id}/winner`, { json: { variant: 'A' } })).body.code).toBe(
      'SMS_ABX_WINNER_NOT_OPEN',
    );
    expect((await session.call('GET', `/sms/${plain.body.id}/variants`)).status).toBe(404);
    expect((await session.call('POST', '/sms/NOPE/winner', { json: { variant: 'A' } })).status).toBe(404);
  }, 120_000);

  it('with 4-eye verification waits, sending nothing, until another user accepts it; then the variants go out', async () => {
    const { session: owner } = await loggedIn();
    const people = await audience(owner, 4);
    const maker = await addAndLogin(owner, { permissions: { PERM_SMS: true }, name: 'Maker' });
    const checker = await addAndLogin(owner, { permissions: { PERM_AZATWIERDZ: true, PERM_SMS: true }, name: 'Checker' });
    expect((await owner.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', fourEye: true } })).status).toBe(200);
    const made = await maker.session.call('POST', '/sms/abx', {
      json: test({
        variants: [
          { key: 'A', share: 50 },
          { key: 'B', share: 50, content: TEXT_B },
        ],
        decideAfterHours: 720,
      }),
    });
    expect(made).toMatchObject({ status: 202, body: { state: 'awaiting', abx: { state: 'testing' } } });
    const id = made.body.id as string;
    await drainQueues();
    for (const p of people) expect(await textsTo(p.number)).toEqual([]);
    expect((await checker.session.call('GET', `/sms/${id}/variants`)).body.variants.map((v: { sent: number }) => v.sent)).toEqual([0, 0]);

    expect((await checker.session.call('POST', `/sms/${id}/accept`, { json: {} })).status).toBe(202);
    await drainQueues(['plan', 'send']);
    for (const p of people) expect(await textsTo(p.number)).toHaveLength(1);
    const report = (await checker.session.call('GET', `/sms/${id}/variants`)).body;
    expect(report.state).toBe('testing');
    expect(report.variants.reduce((sum: number, v: { sent: number }) => sum + v.sent, 0)).toBe(people.length);
    // The test's own sending waits for the decision; what it shows counted is its variants' texts.
    expect((await owner.call('GET', `/sms/${id}`)).body).toMatchObject({
      state: 'sending',
      processed: people.length,
      stats: { sent: people.length },
    });
  }, 120_000);

  it('refuses a split of 0, shares over 100%, fewer texts than variants, and hours that are no option', async () => {
    const { session } = await loggedIn();
    const refused = async (body: unknown) => {
      const res = await session.call('POST', '/sms/abx', { json: body });
      expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      return res.body.params.errors as { path: string; code: string }[];
    };
    expect(
      await refused(
        test({
          variants: [
            { key: 'A', share: 0 },
            { key: 'B', share: 10, content: TEXT_B },
          ],
        }),
      ),
    ).toEqual([expect.objectContaining({ path: 'abx.variants.0.share', code: 'SMS_ABX_SPLIT_ZERO' })]);
    expect(
      await refused(
        test({
          variants: [
            { key: 'A', share: 60 },
            { key: 'B', share: 50, content: TEXT_B },
          ],
        }),
      ),
    ).toEqual([expect.objectContaining({ path: 'abx.variants', code: 'SMS_ABX_SHARES_INVALID' })]);
    // The same text twice is one test, not two.
    expect(
      await refused(
        test({
          variants: [
            { key: 'A', share: 10 },
            { key: 'B', share: 10, content: BASE.content },
          ],
        }),
      ),
    ).toEqual([expect.objectContaining({ path: 'abx.variants', code: 'SMS_ABX_TEST_COUNT_TOO_LOW' })]);
    expect(await refused(test({ variants: [{ key: 'A', share: 10 }] }))).toEqual([
      expect.objectContaining({ path: 'abx.variants', code: 'SMS_ABX_TEST_COUNT_TOO_LOW' }),
    ]);
    expect(await refused(test({ decideAfterHours: 7 }))).toEqual([expect.objectContaining({ path: 'abx.decideAfterHours' })]);
    expect((await session.call('GET', '/sms')).body.items).toEqual([]);
  });
});
