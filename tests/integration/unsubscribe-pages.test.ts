import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { brandingBody } from '@tests/fixtures/branding';
import { grayJpeg } from '@tests/fixtures/images';
import { createTestAccount, drainQueues, loggedIn, mailTo, trackingRequest, type ApiSession } from './helpers';

const SCENARIO = '/settings/scenarios/cancellation';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Sends one mailing to these addresses (added first, with their props) and answers each one's unsubscribe path. */
async function unsubscribeLinks(session: ApiSession, people: { email: string; props?: Record<string, unknown> }[]) {
  const ids = new Map<string, string>();
  for (const p of people) {
    const res = await session.call('POST', '/subscribers', {
      json: { email: p.email, name: 'Ala', ...(p.props ? { props: p.props } : {}) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.set(p.email, res.body.id as string);
  }
  const mailing = await session.call('POST', '/mailings', {
    json: { name: 'Listopad', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Cześć</p>' },
  });
  expect((await session.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).status).toBe(202);
  await drainQueues();
  const links = new Map<string, { id: string; path: string }>();
  for (const p of people) {
    const email = await PostalMime.parse((await mailTo(p.email))[0]!.raw);
    const header = email.headers.find((h) => h.key === 'list-unsubscribe')!.value;
    links.set(p.email, { id: ids.get(p.email)!, path: new URL(/<(https:\/\/[^>]+\/t\/u\/[^>]+)>/.exec(header)![1]!).pathname });
  }
  return links;
}

const statusOf = async (session: ApiSession, id: string) =>
  (await session.call('GET', `/subscribers/${id}`)).body as { status: number; props: Record<string, unknown> };
const historyOf = async (session: ApiSession, id: string) =>
  (await session.call('GET', `/subscribers/${id}/history`)).body.items as { action: string; changes: { field: string; to: unknown }[] }[];

describe('the unsubscribe page (cancellation scenarios, branded)', () => {
  it('wears the account’s branding and logo, asks an optional reason kept in the history; the one-click POST asks nothing', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    await session.call('PUT', '/settings/company/branding', {
      json: { ...brandingBody(), font: 'Georgia', colours: { ...brandingBody().colours, primary: '#aa0055' } },
    });
    const logoBody = new FormData();
    logoBody.append('file', new Blob([new Uint8Array(grayJpeg(200, 80))], { type: 'image/jpeg' }), 'logo.jpg');
    const logoUrl = (await session.call('POST', '/settings/company/branding/logo', { form: logoBody })).body.logoUrl as string;
    const saved = await session.call('PUT', SCENARIO, {
      json: { offerPreferences: false, preferenceProperties: [], askReason: true, reasons: ['Za dużo', 'Nie <b>dla</b> mnie'] },
    });
    expect(saved).toMatchObject({ status: 200, body: { settings: { askReason: true, reasons: ['Za dużo', 'Nie <b>dla</b> mnie'] } } });
    const links = await unsubscribeLinks(session, [{ email: `ala-${tag}@example.com` }, { email: `jan-${tag}@example.com` }]);
    const ala = links.get(`ala-${tag}@example.com`)!;
    const jan = links.get(`jan-${tag}@example.com`)!;

    const page = await trackingRequest('GET', ala.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("font-family:'Georgia'");
    expect(page.body).toContain('background:#aa0055');
    expect(page.body).toContain(`<img class="logo" src="${logoUrl}"`);
    expect(page.body).toContain('Nie &lt;b&gt;dla&lt;/b&gt; mnie');
    expect(page.body).not.toContain('/t/p/');
    expect(page.headers?.['content-security-policy']).toContain("img-src 'self'");
    expect((await trackingRequest('GET', new URL(logoUrl).pathname)).statusCode).toBe(200);

    const done = await trackingRequest('POST', ala.path, { body: 'action=unsubscribe&reason=1&comment=Za%20cz%C4%99sto', headers: FORM });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('background:#aa0055');
    expect((await statusOf(session, ala.id)).status).toBe(3);
    const [left] = (await historyOf(session, ala.id)).filter((h) => h.action === 'status');
    expect(left!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'status', to: 3 }),
        expect.objectContaining({ field: 'unsubscribeReason', to: 'Nie <b>dla</b> mnie' }),
        expect.objectContaining({ field: 'unsubscribeComment', to: 'Za często' }),
      ]),
    );

    // RFC 8058: the mail client's POST is the whole unsubscribe, no form, no question.
    const oneClick = await trackingRequest('POST', jan.path, { body: 'List-Unsubscribe=One-Click', headers: FORM });
    expect(oneClick.statusCode).toBe(200);
    expect((await statusOf(session, jan.id)).status).toBe(3);
    const [janLeft] = (await historyOf(session, jan.id)).filter((h) => h.action === 'status');
    expect(janLeft!.changes.map((c) => c.field)).toContain('status');
    expect(janLeft!.changes.map((c) => c.field)).not.toContain('unsubscribeReason');
    expect(janLeft!.changes.map((c) => c.field)).not.toContain('unsubscribeComment');
  });

  it('an account that never set its scenario: the product’s reasons in the page’s language, no preference page', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    expect((await session.call('GET', SCENARIO)).body).toEqual({
      settings: { offerPreferences: false, preferenceProperties: [], askReason: true, reasons: [] },
      properties: [],
    });
    const { path } = (await unsubscribeLinks(session, [{ email: `ola-${tag}@example.com` }])).get(`ola-${tag}@example.com`)!;
    const page = await trackingRequest('GET', path, { headers: { 'accept-language': 'en-GB,en' } });
    expect(page.body).toContain('Too many e-mails');
    expect(page.body).toContain("font-family:'Open Sans'");
    expect((await trackingRequest('GET', path.replace('/t/u/', '/t/p/'))).statusCode).toBe(404);
  });

  it('offers a preference page for the chosen list properties, which changes them and keeps the person subscribed', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const property = async (json: Record<string, unknown>) => {
      const res = await session.call('POST', '/properties', { json });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    const topics = await property({ type: 'multilist', name: 'tematy', displayName: 'Tematy', values: ['Sport', 'Muzyka', 'Kino'] });
    const often = await property({ type: 'list', name: 'czestotliwosc', displayName: 'Jak często', values: ['Co tydzień', 'Co miesiąc'] });
    const text = await property({ type: 'string', name: 'notatka', displayName: 'Notatka', maxChar: 50 });

    const bad = await session.call('PUT', SCENARIO, {
      json: { offerPreferences: true, preferenceProperties: [topics, text], askReason: false, reasons: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.params.errors).toEqual([expect.objectContaining({ path: 'preferenceProperties.1', code: 'VALIDATION_INVALID_VALUE' })]);
    const none = await session.call('PUT', SCENARIO, {
      json: { offerPreferences: true, preferenceProperties: [], askReason: false, reasons: [] },
    });
    expect(none.body.params.errors).toEqual([expect.objectContaining({ path: 'preferenceProperties', code: 'VALIDATION_REQUIRED' })]);
    const ok = await session.call('PUT', SCENARIO, {
      json: { offerPreferences: true, preferenceProperties: [topics, often], askReason: false, reasons: [] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.properties.map((p: { id: string }) => p.id)).toEqual([topics, often]);

    const email = `eva-${tag}@example.com`;
    const { id, path } = (await unsubscribeLinks(session, [{ email, props: { [topics]: ['Sport'] } }])).get(email)!;
    const prefs = path.replace('/t/u/', '/t/p/');
    const unsubscribePage = await trackingRequest('GET', path);
    expect(unsubscribePage.body).toContain(`href="${prefs}"`);
    expect(unsubscribePage.body).not.toContain('name="reason"');

    const page = await trackingRequest('GET', prefs);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<input type="checkbox" name="p.${topics}" value="Sport" checked>`);
    expect(page.body).toContain(`<input type="radio" name="p.${often}" value="" checked>`);
    expect(page.body).not.toContain('Notatka');

    const body = new URLSearchParams([
      [`p.${topics}`, ''],
      [`p.${topics}`, 'Muzyka'],
      [`p.${topics}`, 'Kino'],
      [`p.${often}`, ''],
      [`p.${often}`, 'Co miesiąc'],
      [`p.${text}`, 'wstrzyknięte'],
    ]).toString();
    const saved = await trackingRequest('POST', prefs, { body, headers: FORM });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('role="status"');
    const after = await statusOf(session, id);
    expect(after.status).toBe(8);
    expect(after.props).toMatchObject({ [topics]: ['Muzyka', 'Kino'], [often]: 'Co miesiąc' });
    expect(after.props[text]).toBeUndefined();

    const refused = await trackingRequest('POST', prefs, { body: `p.${often}=Codziennie`, headers: FORM });
    expect(refused.statusCode).toBe(400);
    expect((await statusOf(session, id)).props[often]).toBe('Co miesiąc');

    // A forged or mangled token reads nothing.
    expect((await trackingRequest('GET', prefs.slice(0, -2) + 'xx')).statusCode).toBe(404);
    // Turned off: the page is gone and the unsubscribe page no longer offers it.
    await session.call('PUT', SCENARIO, {
      json: { offerPreferences: false, preferenceProperties: [topics], askReason: true, reasons: [] },
    });
    expect((await trackingRequest('GET', prefs)).statusCode).toBe(404);
    expect((await trackingRequest('GET', path)).body).not.toContain('/t/p/');
  });

  it('the scenario is refused without PERM_PSCENARIUSZE', async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: { PERM_APRZEALL: true, PERM_POGOLNE: true } }));
    for (const res of [
      await session.call('GET', SCENARIO),
      await session.call('PUT', SCENARIO, { json: { offerPreferences: false, preferenceProperties: [], askReason: true, reasons: [] } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'PERMISSION_DENIED', params: { permission: 'PERM_PSCENARIUSZE' } });
    }
  });
});
