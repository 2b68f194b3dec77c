import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo } from './helpers';

const { startSmtpRelay } = await import('@functions/smtp/relay');
const { transactionalService } = await import('@functions/transactional/service');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');
const { batchGetItems } = await import('@functions/platform/batch-get');

/**
 * Issue 20, SMTP users: an application sends through the account's relay with a real SMTP client
 * (nodemailer); each recipient becomes a transactional e-mail of the delivery engine, tracked,
 * refused when blacklisted, counted in the month's SMTP counter.
 */
let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
beforeAll(async () => {
  relay = await startSmtpRelay({ port: 0 });
});
afterAll(() => relay.close());

const transport = (user: string, pass: string) =>
  nodemailer.createTransport({ host: '127.0.0.1', port: relay.port, secure: false, ignoreTLS: true, auth: { user, pass } });
const address = (tag: string) => `smtp-${tag}-${ulid().toLowerCase()}@example.com`;

async function smtpUser(session: Awaited<ReturnType<typeof loggedIn>>['session'], extra: Record<string, unknown> = {}) {
  const username = `app-${ulid().toLowerCase()}`;
  const res = await session.call('POST', '/integrations/smtp-users', { json: { username, interface: 'shop_1', ...extra } });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, username, code: res.body.code as string };
}

describe('SMTP relay', () => {
  it('relays one message to two recipients through the engine, tracked and counted', async () => {
    const { session } = await loggedIn();
    const user = await smtpUser(session);
    const [a, b] = [address('a'), address('b')];
    const info = await transport(user.username, user.code).sendMail({
      from: `Sklep <shop@${config.senderDomain}>`,
      to: [a, b],
      subject: 'Zamówienie 7',
      html: '<p>Dziękujemy! <a href="https://shop.example.com/order/7">Zamówienie</a></p>',
    });
    expect(info.accepted).toEqual([a, b]);
    await drainQueues();
    for (const to of [a, b]) {
      const mail = await mailTo(to);
      expect(mail).toHaveLength(1);
      const parsed = await PostalMime.parse(mail[0]!.raw);
      expect(parsed.subject).toBe('Zamówienie 7');
      // The link goes through the account's click tracking, signed per recipient.
      expect(parsed.html).toContain('href=');
      expect(parsed.html).not.toContain('href="https://shop.example.com/order/7"');
    }
    const listed = (await session.call('GET', '/integrations/smtp-users')).body;
    expect(listed.thisMonth).toBe(2);
    expect(listed.items[0]).toMatchObject({ username: user.username, interface: 'shop_1', thisMonth: 2, lastUsedAt: expect.any(String) });
  });

  it("counts concurrent messages of two users over the counter's shards and a retried Message-ID once", async () => {
    const { session, account } = await loggedIn();
    const [first, second] = [await smtpUser(session), await smtpUser(session)];
    const from = `shop@${config.senderDomain}`;
    const send = (user: typeof first, to: string[], messageId = `<${ulid()}@shop.example.com>`) =>
      transport(user.username, user.code).sendMail({ from, to, messageId, subject: 'x', text: 'x' });
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => send(first, [address(`f${i}`)])),
      ...Array.from({ length: 6 }, (_, i) => send(second, [address(`s${i}a`), address(`s${i}b`)])),
    ]);
    // The client did not see the answer and sends the same message again: its recipient counts once.
    const retried = `<${ulid()}@shop.example.com>`;
    const same = address('same');
    await send(first, [same], retried);
    await send(first, [same], retried);

    const listed = (await session.call('GET', '/integrations/smtp-users')).body;
    expect(listed.thisMonth).toBe(10 + 12 + 1);
    const byName = Object.fromEntries((listed.items as { username: string; thisMonth: number }[]).map((u) => [u.username, u.thisMonth]));
    expect(byName).toEqual({ [first.username]: 11, [second.username]: 12 });
    expect((await session.call('GET', `/integrations/smtp-users/${second.id}`)).body.thisMonth).toBe(12);
    // Written to more than one shard (17 messages all in one of 8: about 1 in 10^14).
    const shards = await batchGetItems((await tenant(account.accountId)).smtpCounterShards(listed.month as string));
    expect(shards.length).toBeGreaterThan(1);
  });

  it('refuses a wrong code, an inactive user, a sender off the account domains, too many recipients; the engine refuses a blacklisted recipient', async () => {
    const { session, account } = await loggedIn();
    const user = await smtpUser(session);
    const from = `shop@${config.senderDomain}`;
    const anonymous = nodemailer.createTransport({ host: '127.0.0.1', port: relay.port, secure: false, ignoreTLS: true });
    await expect(anonymous.sendMail({ from, to: address('x'), text: 'x' })).rejects.toMatchObject({ responseCode: 530 });
    await expect(transport(user.username, 'wrong').sendMail({ from, to: address('x'), text: 'x' })).rejects.toMatchObject({
      responseCode: 535,
    });
    await expect(
      transport(user.username, user.code).sendMail({ from: 'shop@not-verified.example', to: address('x'), text: 'x' }),
    ).rejects.toMatchObject({
      responseCode: 550,
    });
    const many = Array.from({ length: 51 }, (_, i) => address(`m${i}`));
    // SMTP refuses the recipient over the limit (452, the client may send it in another message); the rest are taken.
    const split = await transport(user.username, user.code).sendMail({ from, to: many, text: 'x' });
    expect(split.accepted).toHaveLength(50);
    expect(split.rejectedErrors?.[0]).toMatchObject({ responseCode: 452 });

    const blocked = address('blocked');
    expect((await session.call('POST', '/blacklist', { json: { type: 'email', rows: [blocked] } })).status).toBe(200);
    const info = await transport(user.username, user.code).sendMail({ from, to: blocked, subject: 'x', text: 'x' });
    const id = /Queued as (TX\w+)/.exec(info.response)![1]!;
    await drainQueues();
    expect(await mailTo(blocked)).toHaveLength(0);
    expect(await transactionalService.get({ accountId: account.accountId }, id)).toMatchObject({
      status: 'not_sent',
      reason: 'blacklisted',
    });

    expect((await session.call('PUT', `/integrations/smtp-users/${user.id}`, { json: { active: false } })).status).toBe(200);
    await expect(transport(user.username, user.code).sendMail({ from, to: address('x'), text: 'x' })).rejects.toMatchObject({
      responseCode: 535,
    });
  });

  it('refuses with 552 a message over the SIZE limit and content over the 300 KB a record carries, writing nothing', async () => {
    const { session } = await loggedIn();
    const user = await smtpUser(session);
    const from = `shop@${config.senderDomain}`;
    const to = address('big');
    const send = (fields: { text?: string; html?: string; attachments?: { filename: string; content: Buffer }[] }) =>
      transport(user.username, user.code).sendMail({ from, to, subject: 'x', ...fields });
    // 11 MB in an attachment: over the 10 MB the relay announces as SIZE.
    await expect(
      send({ text: 'x', attachments: [{ filename: 'big.bin', content: Buffer.alloc(11 * 1024 * 1024, 1) }] }),
    ).rejects.toMatchObject({
      responseCode: 552,
    });
    // 310 KB of html: within SIZE, over the content a message's record carries.
    await expect(send({ html: `<p>${'a'.repeat(310 * 1024)}</p>` })).rejects.toMatchObject({ responseCode: 552 });
    await drainQueues();
    expect(await mailTo(to)).toHaveLength(0);
    const listed = (await session.call('GET', '/integrations/smtp-users')).body;
    expect(listed).toMatchObject({ thisMonth: 0, items: [{ username: user.username, thisMonth: 0, lastUsedAt: null }] });
  });

  it('refuses a bad username and a taken one with catalogue codes', async () => {
    const { session } = await loggedIn();
    const bad = await session.call('POST', '/integrations/smtp-users', { json: { username: 'Zła nazwa!' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('SMTP_USERNAME_INVALID');
    const user = await smtpUser(session);
    const taken = await (await loggedIn()).session.call('POST', '/integrations/smtp-users', { json: { username: user.username } });
    expect(JSON.stringify(taken.body)).toContain('SMTP_USERNAME_EXISTS');
    // No segment or group (README, SMTP users → Known limits): the field is neither answered nor taken.
    expect((await session.call('GET', `/integrations/smtp-users/${user.id}`)).body).not.toHaveProperty('segmentId');
    const withSegment = await session.call('POST', '/integrations/smtp-users', {
      json: { username: `app-${ulid().toLowerCase()}`, segmentId: 'S1' },
    });
    expect(withSegment.status).toBe(400);
  });
});
