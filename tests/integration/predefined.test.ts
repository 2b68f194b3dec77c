import { describe, expect, it } from 'vitest';
import { TEST_SENDS_PER_DAY } from '@shared/constants';
import { brandingBody } from '@tests/fixtures/branding';
import { drainQueues, loggedIn, mailTo, type ApiSession } from './helpers';
import { addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';

const { config } = await import('@functions/platform/config');
const { domainsService } = await import('@functions/domains/service');
const { testGroupsService } = await import('@functions/predefined/test-groups-service');

/** Sending domains are claimed across the platform (and in the one emulator): every test names its own. */
const fresh = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.com`;
const SENDERS = '/settings/company/senders';
const GROUPS = '/settings/company/test-groups';
const TAGS = '/settings/company/tags';

async function verifiedDomain(session: ApiSession, accountId: string): Promise<string> {
  const domain = fresh('senders');
  expect((await session.call('POST', '/settings/company/domains', { json: { domain } })).status).toBe(201);
  const before = process.env.GONIEC_DEV_TOOLS;
  process.env.GONIEC_DEV_TOOLS = 'true';
  try {
    await domainsService.markVerifiedLocally(accountId, domain);
  } finally {
    if (before === undefined) delete process.env.GONIEC_DEV_TOOLS;
    else process.env.GONIEC_DEV_TOOLS = before;
  }
  return domain;
}

const defaults = async (session: ApiSession) =>
  ((await session.call('GET', SENDERS)).body.items as { fromEmail: string; isDefault: boolean }[]).map((s) => [s.fromEmail, s.isDefault]);

describe('predefined senders', () => {
  it('take a from address only on a verified domain, naming the verified ones when refusing', async () => {
    const { session, account } = await loggedIn();
    const pending = fresh('pending');
    expect((await session.call('POST', '/settings/company/domains', { json: { domain: pending } })).status).toBe(201);
    const refused = await session.call('POST', SENDERS, { json: { name: 'Sklep', fromEmail: `news@${pending}` } });
    expect(refused.status).toBe(400);
    expect(refused.body.params.errors).toEqual([
      { path: 'fromEmail', code: 'MAILING_SENDER_NOT_VERIFIED', params: { domains: config.senderDomain } },
    ]);
    for (const bad of [
      { name: '', fromEmail: `a@${config.senderDomain}` },
      { name: 'A<b>', fromEmail: `a@${config.senderDomain}` },
      { name: 'Sklep', fromEmail: 'no-at-sign' },
      { name: 'Sklep', fromEmail: `a@${config.senderDomain}`, replyTo: 'nope' },
      { name: 'Sklep', fromEmail: `a@${config.senderDomain}`, extra: 1 },
    ])
      expect((await session.call('POST', SENDERS, { json: bad })).status, JSON.stringify(bad)).toBe(400);
    expect((await session.call('GET', SENDERS)).body.items).toEqual([]);

    const domain = await verifiedDomain(session, account.accountId);
    const added = await session.call('POST', SENDERS, {
      json: { name: 'Sklep Goniec', fromEmail: ` News@${domain.toUpperCase()} `, replyTo: 'Biuro@Example.com' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Sklep Goniec',
      fromEmail: `news@${domain}`,
      replyTo: 'biuro@example.com',
      isDefault: true,
      usable: true,
    });
    // A subdomain of a verified domain is on it (the same rule as a mailing's sender).
    expect((await session.call('POST', SENDERS, { json: { name: 'Sub', fromEmail: `x@mail.${domain}` } })).status).toBe(201);
  });

  it('keep exactly one default: the first, then whichever is made it; the default goes only as the last', async () => {
    const { session } = await loggedIn();
    const add = async (local: string, isDefault = false) =>
      (await session.call('POST', SENDERS, { json: { name: local, fromEmail: `${local}@${config.senderDomain}`, isDefault } })).body as {
        id: string;
      };
    const a = await add('a');
    const b = await add('b');
    expect(await defaults(session)).toEqual([
      [`a@${config.senderDomain}`, true],
      [`b@${config.senderDomain}`, false],
    ]);
    const c = await add('c', true);
    expect((await defaults(session)).filter(([, d]) => d)).toEqual([[`c@${config.senderDomain}`, true]]);

    // Made the default by an update; "not default" on the default changes nothing (there is always one).
    const put = await session.call('PUT', `${SENDERS}/${a.id}`, {
      json: { name: 'A', fromEmail: `a@${config.senderDomain}`, isDefault: true },
    });
    expect(put.body).toMatchObject({ name: 'A', isDefault: true });
    const unset = await session.call('PUT', `${SENDERS}/${a.id}`, { json: { name: 'A', fromEmail: `a@${config.senderDomain}` } });
    expect(unset.body.isDefault).toBe(true);
    expect((await defaults(session)).filter(([, d]) => d)).toHaveLength(1);

    const refused = await session.call('DELETE', `${SENDERS}/${a.id}`);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'SENDER_DEFAULT_NOT_DELETABLE' });
    expect((await session.call('DELETE', `${SENDERS}/${b.id}`)).status).toBe(200);
    expect((await session.call('DELETE', `${SENDERS}/${c.id}`)).status).toBe(200);
    // The last one, default or not, may go: the account then has none.
    expect((await session.call('DELETE', `${SENDERS}/${a.id}`)).status).toBe(200);
    expect((await session.call('GET', SENDERS)).body.items).toEqual([]);
    const gone = await session.call('DELETE', `${SENDERS}/${a.id}`);
    expect({ status: gone.status, code: gone.body.code }).toEqual({ status: 404, code: 'SENDER_NOT_FOUND' });
    const missing = await session.call('PUT', `${SENDERS}/${a.id}`, { json: { name: 'A', fromEmail: `a@${config.senderDomain}` } });
    expect(missing.body.code).toBe('SENDER_NOT_FOUND');
    // After none, the next one is the default again.
    await add('d');
    expect(await defaults(session)).toEqual([[`d@${config.senderDomain}`, true]]);
  });

  it('are offered to the mailing form (mailing permission) while their domain is verified, and hold their domain', async () => {
    const { session, account } = await loggedIn();
    const domain = await verifiedDomain(session, account.accountId);
    const sender = (await session.call('POST', SENDERS, { json: { name: 'Sklep', fromEmail: `news@${domain}`, isDefault: true } })).body;
    await session.call('POST', SENDERS, { json: { name: 'Platforma', fromEmail: `hello@${config.senderDomain}` } });

    const options = await session.call('GET', '/senders');
    expect(options.body).toEqual({
      items: [
        { id: sender.id, name: 'Sklep', fromEmail: `news@${domain}`, replyTo: '', isDefault: true },
        expect.objectContaining({ fromEmail: `hello@${config.senderDomain}`, isDefault: false }),
      ],
      domains: [config.senderDomain, domain],
    });

    // A mailing from the predefined sender passes the server's own check, and goes out with its reply-to.
    const reader = `reader-${Date.now().toString(36)}@example.com`;
    expect((await session.call('POST', '/subscribers', { json: { email: reader } })).status).toBe(201);
    const mailing = await session.call('POST', '/mailings', {
      json: {
        name: 'Od nadawcy',
        subject: 'Temat',
        fromName: 'Sklep',
        fromEmail: `news@${domain}`,
        replyTo: 'Biuro@Example.com',
        html: '<p>Treść</p>',
      },
    });
    expect(mailing.status, JSON.stringify(mailing.body)).toBe(201);
    expect(mailing.body.replyTo).toBe('biuro@example.com');
    expect((await session.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const [mail] = await mailTo(reader);
    expect(mail?.raw).toMatch(/^Reply-To: biuro@example\.com\r?$/m);
    expect(mail?.raw).toMatch(new RegExp(`^From: Sklep <news@${domain.replace(/\./g, '\\.')}>\\r?$`, 'm'));
    // A draft saved again without one has none.
    const content = { name: 'Szkic', subject: 'Temat', fromName: 'Sklep', fromEmail: `news@${domain}`, html: '<p>Treść</p>' };
    const draft = (await session.call('POST', '/mailings', { json: { ...content, replyTo: 'biuro@example.com' } })).body;
    const cleared = await session.call('PUT', `/mailings/${draft.id}`, { json: content });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.replyTo).toBeUndefined();
    expect((await session.call('PUT', `/mailings/${draft.id}`, { json: { ...content, replyTo: 'nope' } })).status).toBe(400);

    // The domain cannot be pulled from under the sender.
    const remove = await session.call('DELETE', `/settings/company/domains/${domain}`);
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual({ code: 'SENDING_DOMAIN_USED_BY_SENDERS', params: { senders: `news@${domain}` } });
    expect((await session.call('DELETE', `${SENDERS}/${sender.id}`)).body.code).toBe('SENDER_DEFAULT_NOT_DELETABLE');
  });
  it('send a mailing without a reply-to of its own with the branding’s default reply-to', async () => {
    const { session } = await loggedIn();
    const saved = await session.call('PUT', '/settings/company/branding', {
      json: { ...brandingBody(), replyTo: 'odpowiedzi@example.com' },
    });
    expect(saved.status).toBe(200);
    const reader = `reader-${Date.now().toString(36)}@example.com`;
    expect((await session.call('POST', '/subscribers', { json: { email: reader } })).status).toBe(201);
    const json = {
      name: 'Bez odpowiedzi',
      subject: 'Temat',
      fromName: 'Sklep',
      fromEmail: `news@${config.senderDomain}`,
      html: '<p>Treść</p>',
    };
    const mailing = await session.call('POST', '/mailings', { json });
    expect((await session.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const [mail] = await mailTo(reader);
    expect(mail?.raw).toMatch(/^Reply-To: odpowiedzi@example\.com\r?$/m);
  });
});

describe('test groups', () => {
  it('refuse bad addresses and numbers, each named, and keep the rest as subscribers’ are kept', async () => {
    const { session, account } = await loggedIn();
    const bad = await session.call('POST', GROUPS, {
      json: { name: 'Zespół', emails: ['ok@example.com', 'not-an-address', 'x@'], gsms: ['601 234 567', '123', '+49 1512 3456789'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.params.errors).toEqual([
      { path: 'emails.1', code: 'TEST_GROUP_INVALID_EMAIL', params: { value: 'not-an-address' } },
      { path: 'emails.2', code: 'TEST_GROUP_INVALID_EMAIL', params: { value: 'x@' } },
      { path: 'gsms.1', code: 'TEST_GROUP_INVALID_GSM', params: { value: '123' } },
      { path: 'gsms.2', code: 'TEST_GROUP_GSM_PREFIX_48_ONLY', params: { value: '+49 1512 3456789' } },
    ]);
    const empty = await session.call('POST', GROUPS, { json: { name: 'Pusta', emails: [], gsms: [] } });
    expect(empty.body.params.errors).toEqual([{ path: 'emails', code: 'TEST_GROUP_EMPTY' }]);
    const tooMany = await session.call('POST', GROUPS, { json: { name: 'Duża', gsms: Array.from({ length: 11 }, freshPolishNumber) } });
    expect(tooMany.status).toBe(400);
    expect((await session.call('GET', GROUPS)).body.items).toEqual([]);

    const added = await session.call('POST', GROUPS, {
      json: { name: 'Zespół', emails: ['Ala@Example.com', 'ala@example.com '], gsms: ['601 234 567', '+48601234567', '0048 602 345 678'] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ name: 'Zespół', emails: ['ala@example.com'], gsms: ['48601234567', '48602345678'] });
    const twin = await session.call('POST', GROUPS, { json: { name: 'ZESPÓŁ', emails: ['b@example.com'] } });
    expect({ status: twin.status, code: twin.body.code }).toEqual({ status: 409, code: 'TEST_GROUP_EXISTS' });

    const other = await session.call('POST', GROUPS, { json: { name: 'Druga', emails: ['b@example.com'] } });
    const renamed = await session.call('PUT', `${GROUPS}/${other.body.id}`, { json: { name: 'zespół', emails: ['b@example.com'] } });
    expect(renamed.body.code).toBe('TEST_GROUP_EXISTS');
    const moved = await session.call('PUT', `${GROUPS}/${other.body.id}`, { json: { name: 'Trzecia', emails: ['c@example.com'] } });
    expect(moved.body).toMatchObject({ name: 'Trzecia', emails: ['c@example.com'], gsms: [] });
    // The old name is free again.
    expect((await session.call('POST', GROUPS, { json: { name: 'Druga', emails: ['d@example.com'] } })).status).toBe(201);
    expect((await session.call('GET', GROUPS)).body.items.map((g: { name: string }) => g.name)).toEqual(['Druga', 'Trzecia', 'Zespół']);

    // What issue 16's test e-mails read.
    expect(await testGroupsService.contacts(account.accountId, added.body.id)).toEqual({
      emails: ['ala@example.com'],
      gsms: ['48601234567', '48602345678'],
    });
    expect((await session.call('DELETE', `${GROUPS}/${moved.body.id}`)).status).toBe(200);
    expect((await session.call('DELETE', `${GROUPS}/${moved.body.id}`)).body.code).toBe('TEST_GROUP_NOT_FOUND');
  });

  it('let the SMS test reach a group’s numbers, which need not be subscribers, within the daily test limit', async () => {
    const { session, account } = await loggedIn();
    const [g1, g2, subscriber, stranger] = [freshPolishNumber(), freshPolishNumber(), freshPolishNumber(), freshPolishNumber()];
    await addSubscriber(session, { gsm: subscriber });
    const group = (await session.call('POST', GROUPS, { json: { name: 'Telefony', gsms: [g1, g2] } })).body;
    expect(await testGroupsService.contacts(account.accountId, group.id)).toEqual({ emails: [], gsms: [`48${g1}`, `48${g2}`] });
    expect((await session.call('GET', '/test-groups')).body).toEqual({
      items: [{ id: group.id, name: 'Telefony', emails: 0, gsms: 2 }],
    });

    const res = await session.call('POST', '/sms/test', {
      json: { sender: 'Sklep', content: 'Test grupy', numbers: [subscriber, stranger, g1], testGroupId: group.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // g1 typed and in the group goes once; a number of a test group is no stranger even typed.
    expect(res.body.results).toEqual([
      { number: subscriber, status: 'sent' },
      { number: stranger, status: 'not_sent', error: 'GSM_NOT_IN_DB' },
      { number: g1, status: 'sent' },
      { number: `+48${g2}`, status: 'sent' },
    ]);
    expect(await textsTo(g1)).toEqual([expect.objectContaining({ message: 'Test grupy' })]);
    expect(await textsTo(g2)).toEqual([expect.objectContaining({ message: 'Test grupy' })]);
    expect(await textsTo(stranger)).toEqual([]);

    // The group alone is enough; an unknown group (or another account's) is not found.
    const alone = await session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Sama grupa', testGroupId: group.id } });
    expect(alone.body.results.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);
    const none = await session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Nic' } });
    expect(none.body.params.errors).toEqual([expect.objectContaining({ path: 'numbers', code: 'VALIDATION_REQUIRED' })]);
    const other = await loggedIn();
    const theirs = await other.session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Cudza', testGroupId: group.id } });
    expect({ status: theirs.status, code: theirs.body.code }).toEqual({ status: 404, code: 'TEST_GROUP_NOT_FOUND' });
    // Another account's test group numbers are strangers there.
    const typed = await other.session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Cudza', numbers: [g2] } });
    expect(typed.body.results).toEqual([{ number: g2, status: 'not_sent', error: 'GSM_NOT_IN_DB' }]);

    // A group's numbers count towards the day's test messages like typed ones: 3 + 2 went, 22 × 2 more fit, the next 2 do not.
    for (let i = 0; i < (TEST_SENDS_PER_DAY - 6) / 2; i++) {
      const more = await session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: `Runda ${i}`, testGroupId: group.id } });
      expect(more.status, JSON.stringify(more.body)).toBe(200);
    }
    const over = await session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Za dużo', testGroupId: group.id } });
    expect(over.body).toEqual({
      code: 'FEATURE_LIMIT_REACHED',
      params: { limit: 'testSends', max: TEST_SENDS_PER_DAY, used: TEST_SENDS_PER_DAY - 1 },
    });
  });
});

describe('tags with values', () => {
  it('are named by the name rules, unique per account, with distinct values', async () => {
    const { session } = await loggedIn();
    const added = await session.call('POST', TAGS, { json: { name: ' Sezon ', values: ['Lato', 'Zima'] } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ name: 'Sezon', values: ['Lato', 'Zima'] });
    const twin = await session.call('POST', TAGS, { json: { name: 'SEZON', values: [] } });
    expect({ status: twin.status, code: twin.body.code }).toEqual({ status: 409, code: 'TAG_EXISTS' });
    const dup = await session.call('POST', TAGS, { json: { name: 'Kanał', values: ['WWW', 'sklep', 'www'] } });
    expect(dup.body.params.errors).toEqual([{ path: 'values.2', code: 'TAG_VALUE_DUPLICATE', params: { value: 'www' } }]);
    const angled = await session.call('POST', TAGS, { json: { name: 'a<b>', values: [] } });
    expect(angled.body.params.errors).toEqual([expect.objectContaining({ path: 'name' })]);
    expect((await session.call('POST', TAGS, { json: { name: 'x'.repeat(51) } })).status).toBe(400);
    expect(
      (await session.call('POST', TAGS, { json: { name: 'Wiele', values: Array.from({ length: 51 }, (_, i) => `v${i}`) } })).status,
    ).toBe(400);

    const updated = await session.call('PUT', `${TAGS}/${added.body.id}`, { json: { name: 'sezon', values: ['Lato', 'Zima', 'Jesień'] } });
    expect(updated.body).toMatchObject({ name: 'sezon', values: ['Lato', 'Zima', 'Jesień'] });
    expect((await session.call('GET', TAGS)).body.items).toEqual([expect.objectContaining({ id: added.body.id, name: 'sezon' })]);
    expect((await session.call('DELETE', `${TAGS}/${added.body.id}`)).status).toBe(200);
    for (const [method, json] of [
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await session.call(method, `${TAGS}/${added.body.id}`, json ? { json } : {});
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'TAG_NOT_FOUND' });
    }
    // The name is free again once the tag is gone.
    expect((await session.call('POST', TAGS, { json: { name: 'Sezon' } })).status).toBe(201);
  });
});
