import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { createToken, tokenClient } from './api-token-helpers';
import { created, mailings, smsSending } from './api-v1-mailings-helpers';
import { restrictedAccount } from './restriction-helpers';
import { addAndLogin } from './users-helpers';

/**
 * The public API v1's mailings and SMS sendings (issue 19): what the web's lists and reports answer,
 * read with a token, with the same scopes, versions and restriction as the web user it stands for.
 */

const ids = (body: { items: { id: string }[] }) => body.items.map((m) => m.id);

describe('public API v1: mailings', () => {
  it('lists and reads mailings in their public shape, with the web list’s filters and cursor paging', async () => {
    const { session } = await loggedIn();
    const { draft, sent } = await mailings(session);
    const api = tokenClient((await createToken(session, { scopes: ['PERM_MWYSYL'] })).secret);

    const list = await api.call('GET', '/v1/mailings');
    expect(list.status).toBe(200);
    expect(ids(list.body)).toEqual(ids((await session.call('GET', '/mailings')).body));
    expect(ids(list.body).sort()).toEqual([draft, sent].sort());
    const one = await api.call('GET', `/v1/mailings/${sent}`);
    expect(one.status).toBe(200);
    const web = (await session.call('GET', `/mailings/${sent}`)).body;
    expect(one.body).toEqual({
      id: sent,
      name: 'Wysłany',
      subject: 'Oferta',
      fromName: 'Sklep',
      fromEmail: 'news@goniec.test',
      tags: [{ name: 'kampania', value: 'jesień' }],
      state: 'sent',
      stats: web.stats,
      progress: web.progress,
      createdAt: web.createdAt,
      updatedAt: web.updatedAt,
      startedAt: web.startedAt,
      finishedAt: web.finishedAt,
      ...(web.language ? { language: web.language } : {}),
      ...(web.sendType ? { sendType: web.sendType, schedule: web.schedule } : {}),
      ...(web.startAt ? { startAt: web.startAt } : {}),
    });
    expect(one.body.stats).toMatchObject({ recipients: 1, sent: 1 });
    expect(one.body.startedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    // The list's items are the same public shape: no content, no team workflow.
    for (const item of list.body.items)
      for (const key of ['html', 'mjml', 'text', 'editedBy', 'sentById']) expect(item).not.toHaveProperty(key);

    // Paging with the sealed cursor: one by one, each once.
    const first = await api.call('GET', '/v1/mailings', { query: { limit: '1' } });
    expect(first.body.items).toHaveLength(1);
    const second = await api.call('GET', '/v1/mailings', { query: { limit: '1', cursor: first.body.cursor } });
    expect([...ids(first.body), ...ids(second.body)].sort()).toEqual([draft, sent].sort());
    // The web list's filters: a name search and a view.
    expect(ids((await api.call('GET', '/v1/mailings', { query: { q: 'szkic' } })).body)).toEqual([draft]);
    expect((await api.call('GET', '/v1/mailings', { query: { view: 'planned' } })).body.items).toEqual([]);

    // Catalogue errors: unknown mailing, unknown field, a forged cursor.
    expect(await api.call('GET', '/v1/mailings/01JUNKNOWNUNKNOWNUNKNOWN00')).toMatchObject({
      status: 404,
      body: { code: 'MAILING_NOT_FOUND' },
    });
    expect(await api.call('GET', '/v1/mailings', { query: { status: 'sent' } })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect((await api.call('GET', '/v1/mailings', { query: { cursor: 'forged' } })).status).toBe(400);
  });

  it('answers a mailing’s report as the web’s report service does; each call needs its own scope', async () => {
    const { session } = await loggedIn();
    const { draft, sent } = await mailings(session);
    const reports = tokenClient((await createToken(session, { scopes: ['PERM_RAPORTY'] })).secret);
    const report = await reports.call('GET', `/v1/mailings/${sent}/report`);
    expect(report.status).toBe(200);
    expect(report.body).toEqual((await session.call('GET', `/reports/mailings/${sent}`)).body);
    expect(report.body).toMatchObject({
      mailingId: sent,
      state: 'sent',
      totals: { recipients: 1, sent: 1, opens: { unique: 0, total: 0 }, clicks: { unique: 0, total: 0 }, bounces: { hard: 0, soft: 0 } },
      rates: expect.any(Object),
      links: expect.any(Array),
    });
    // A draft has an empty report; an unknown id is not found.
    expect((await reports.call('GET', `/v1/mailings/${draft}/report`)).body.totals).toMatchObject({ sent: 0 });
    expect(await reports.call('GET', '/v1/mailings/01JUNKNOWNUNKNOWNUNKNOWN00/report')).toMatchObject({
      status: 404,
      body: { code: 'MAILING_NOT_FOUND' },
    });
    // Reports alone do not list mailings; the list's scope does not read reports.
    expect(await reports.call('GET', '/v1/mailings')).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    const lister = tokenClient((await createToken(session, { scopes: ['PERM_MWYSYL'] })).secret);
    expect(await lister.call('GET', `/v1/mailings/${sent}/report`)).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    expect(await lister.call('GET', '/v1/sms/sendings')).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
  });

  it('reaches only the mailing versions its creator reaches', async () => {
    const { session } = await loggedIn();
    const { draft, sent } = await mailings(session);
    const roleId = await created(session, '/users/permissions', {
      name: 'Tylko gotowe',
      permissions: { PERM_ADMIN: true, PERM_MWYSYL: true, PERM_RAPORTY: true },
      versions: { mailing: { working: false, ready: true } },
    });
    const member = await addAndLogin(session, { roleId });
    const api = tokenClient((await createToken(member.session, { scopes: ['PERM_MWYSYL', 'PERM_RAPORTY'] })).secret);
    const list = await api.call('GET', '/v1/mailings');
    expect(ids(list.body)).toEqual(ids((await member.session.call('GET', '/mailings')).body));
    expect(ids(list.body)).toEqual([sent]);
    for (const path of [`/v1/mailings/${draft}`, `/v1/mailings/${draft}/report`])
      expect(await api.call('GET', path)).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    expect((await api.call('GET', `/v1/mailings/${sent}`)).status).toBe(200);
  });
});

describe('public API v1: SMS sendings', () => {
  it('lists SMS sendings with cursor paging and answers a sending’s report as the web’s SMS report does', async () => {
    const { session } = await loggedIn();
    const first = await smsSending(session);
    const second = await smsSending(session);
    const api = tokenClient((await createToken(session, { scopes: ['PERM_SMS'] })).secret);

    const list = await api.call('GET', '/v1/sms/sendings');
    expect(list.status).toBe(200);
    expect(list.body).toEqual((await session.call('GET', '/sms')).body);
    expect(ids(list.body).sort()).toEqual([first, second].sort());
    const page = await api.call('GET', '/v1/sms/sendings', { query: { limit: '1' } });
    const next = await api.call('GET', '/v1/sms/sendings', { query: { limit: '1', cursor: page.body.cursor } });
    expect([...ids(page.body), ...ids(next.body)].sort()).toEqual([first, second].sort());

    const report = await api.call('GET', `/v1/sms/sendings/${first}/report`);
    expect(report.status).toBe(200);
    expect(report.body).toEqual((await session.call('GET', `/sms/reports/${first}`)).body);
    expect(report.body).toMatchObject({ id: first, currency: 'PLN', kpis: { sent: 1, parts: 1 }, prefixes: [{ prefix: '48', texts: 1 }] });
    expect(report.body.statuses.find((s: { status: string }) => s.status === 'sent')).toMatchObject({ texts: 1, parts: 1 });

    expect(await api.call('GET', '/v1/sms/sendings/01JUNKNOWNUNKNOWNUNKNOWN00/report')).toMatchObject({
      status: 404,
      body: { code: 'SMS_NOT_FOUND' },
    });
    expect((await api.call('GET', '/v1/sms/sendings', { query: { limit: '0' } })).body.code).toBe('VALIDATION_FAILED');
    expect(await api.call('GET', '/v1/mailings')).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
  });
});

describe('public API v1: mailings and SMS with a restricted token', () => {
  it('answers a token of a user restricted to segments what the web answers that user, and reports counts only', async () => {
    const { owner, member, outside } = await restrictedAccount({ inside: 1, outside: 1 });
    const { sent } = await mailings(owner);
    const sms = await smsSending(owner);
    const api = tokenClient((await createToken(member.session, { scopes: ['PERM_MWYSYL', 'PERM_RAPORTY', 'PERM_SMS'] })).secret);
    const pairs: [string, string][] = [
      ['/v1/mailings', '/mailings'],
      [`/v1/mailings/${sent}/report`, `/reports/mailings/${sent}`],
      ['/v1/sms/sendings', '/sms'],
      [`/v1/sms/sendings/${sms}/report`, `/sms/reports/${sms}`],
    ];
    for (const [v1, web] of pairs) {
      const [mine, theirs] = [await api.call('GET', v1), await member.session.call('GET', web)];
      expect({ v1, status: mine.status }).toEqual({ v1, status: 200 });
      expect(v1 === '/v1/mailings' ? ids(mine.body) : mine.body).toEqual(v1 === '/v1/mailings' ? ids(theirs.body) : theirs.body);
      // Nobody outside the restriction is named.
      const text = JSON.stringify(mine.body);
      for (const person of outside)
        for (const value of [person.id, person.email, person.gsm, person.name]) expect(text).not.toContain(value);
    }
  });
});
