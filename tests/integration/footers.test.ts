import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createTestAccount, drainQueues, loggedIn, mailTo, type ApiSession } from './helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');
const { adminRepository } = await import('@functions/admin/repository');
const { brandingRepository } = await import('@functions/branding/repository');
const { DEFAULT_BRANDING } = await import('@shared/schemas/branding');

const PATH = '/settings/scenarios/footers';
const UNSUB = '<a href="{{ unsubscribe_url }}">Wypisz</a>';
const footer = (name: string, language: 'pl' | 'en', html = `<p>${name} ${UNSUB}</p>`, isDefault?: boolean) => ({
  name,
  language,
  html,
  ...(isDefault === undefined ? {} : { isDefault }),
});
const defaults = async (session: ApiSession) =>
  Object.fromEntries(
    ((await session.call('GET', PATH)).body.items as { name: string; language: string; isDefault: boolean }[])
      .filter((f) => f.isDefault)
      .map((f) => [f.language, f.name]),
  );

async function withCompany(accountId: string) {
  const keys = await tenant(accountId, 'write');
  await dynamo().send(
    new PutCommand({
      TableName: config.appTable,
      Item: { ...keys.company(), company: { name: 'Sklep Ali sp. z o.o.', address: 'ul. Długa 5', postalCode: '31-147', city: 'Kraków' } },
    }),
  );
}

describe('footers', () => {
  it('starts empty with the product’s default footer per language: the company, its address and the branding’s unsubscribe words', async () => {
    const { session, account } = await loggedIn();
    await withCompany(account.accountId);
    const empty = await session.call('GET', PATH);
    expect(empty.status).toBe(200);
    expect(empty.body.items).toEqual([]);
    expect(empty.body.limit).toEqual({ max: 2, used: 0 });
    expect(empty.body.starters.pl).toContain('Sklep Ali sp. z o.o., ul. Długa 5, 31-147 Kraków');
    expect(empty.body.starters.pl).toContain('<a href="{{ unsubscribe_url }}" style="color:#687078">Wypisz się z listy</a>');
    expect(empty.body.starters.en).toContain('>Unsubscribe</a>');
    await brandingRepository.put(account.accountId, { ...DEFAULT_BRANDING, unsubscribeLabel: 'Nie chcę już listów' }, account.userId);
    const branded = await session.call('GET', PATH);
    expect(branded.body.starters.pl).toContain('>Nie chcę już listów</a>');
    expect(branded.body.starters.en).toContain('>Nie chcę już listów</a>');
  });

  it('makes a mailing that names no language in the account’s default language of messages, and tells the editor so', async () => {
    const { session } = await loggedIn();
    const content = {
      name: 'Bez języka',
      subject: 'Temat',
      fromName: 'Sklep',
      fromEmail: `news@${config.senderDomain}`,
      html: `<p>${UNSUB}</p>`,
    };
    expect((await session.call('POST', '/mailings', { json: content })).body.language).toBe('pl');
    expect((await session.call('GET', '/mailing-footers')).body.defaultLanguage).toBe('pl');
    expect((await session.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', language: 'en-US' } })).status).toBe(
      200,
    );
    expect((await session.call('GET', '/mailing-footers')).body.defaultLanguage).toBe('en');
    const created = await session.call('POST', '/mailings', { json: content });
    expect(created.body.language).toBe('en');
    // Saved again without one, it stays in the account's language; one it names wins.
    expect((await session.call('PUT', `/mailings/${created.body.id}`, { json: content })).body.language).toBe('en');
    expect((await session.call('PUT', `/mailings/${created.body.id}`, { json: { ...content, language: 'pl' } })).body.language).toBe('pl');
  });

  it('keeps one default per language: the first of a language, then the one chosen; a deleted default passes to the oldest other', async () => {
    const account = await createTestAccount();
    await adminRepository.setPlan(account.accountId, 'standard');
    const { session } = await loggedIn(account);
    const a = (await session.call('POST', PATH, { json: footer('A', 'pl') })).body;
    expect(a).toMatchObject({ name: 'A', language: 'pl', isDefault: true, hasUnsubscribeLink: true });
    const b = (await session.call('POST', PATH, { json: footer('B', 'pl') })).body;
    expect(b.isDefault).toBe(false);
    const e = (await session.call('POST', PATH, { json: footer('E', 'en', '<p>No link</p>') })).body;
    expect(e).toMatchObject({ isDefault: true, hasUnsubscribeLink: false });
    expect(await defaults(session)).toEqual({ pl: 'A', en: 'E' });

    const c = (await session.call('POST', PATH, { json: footer('C', 'pl', undefined, true) })).body;
    expect(c.isDefault).toBe(true);
    expect(await defaults(session)).toEqual({ pl: 'C', en: 'E' });
    const set = await session.call('POST', `${PATH}/${b.id}/default`, { json: {} });
    expect(set.status).toBe(200);
    expect(set.body.isDefault).toBe(true);
    expect(await defaults(session)).toEqual({ pl: 'B', en: 'E' });

    // B moves to English as its default: Polish passes to the oldest Polish footer left (A).
    const moved = await session.call('PUT', `${PATH}/${b.id}`, { json: footer('B2', 'en', `<p>B2 ${UNSUB}</p>`, true) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: 'B2', language: 'en', isDefault: true });
    expect(await defaults(session)).toEqual({ pl: 'A', en: 'B2' });

    expect((await session.call('DELETE', `${PATH}/${a.id}`)).body).toEqual({ deleted: true });
    expect(await defaults(session)).toEqual({ pl: 'C', en: 'B2' });
    await session.call('DELETE', `${PATH}/${c.id}`);
    expect(await defaults(session)).toEqual({ en: 'B2' });
    expect((await session.call('GET', PATH)).body.limit).toEqual({ max: 5, used: 2 });

    // What the mailing editor previews and checks: the default of each language, or the product's own.
    const carried = (await session.call('GET', '/mailing-footers')).body;
    expect(carried.en).toEqual({ name: 'B2', html: `<p>B2 ${UNSUB}</p>`, hasUnsubscribeLink: true });
    expect(carried.pl).toMatchObject({ name: null, hasUnsubscribeLink: true });
    expect(carried.pl.html).toContain('Wypisz się z listy');
  });

  it('refuses a footer over the plan’s limit with FEATURE_LIMIT_REACHED naming it, and takes one again after a deletion', async () => {
    const { session } = await loggedIn();
    const first = await session.call('POST', PATH, { json: footer('Pierwsza', 'pl') });
    expect(first.status).toBe(201);
    expect((await session.call('POST', PATH, { json: footer('Druga', 'en') })).status).toBe(201);
    const over = await session.call('POST', PATH, { json: footer('Trzecia', 'pl') });
    expect(over.status).toBe(403);
    expect(over.body).toEqual({ code: 'FEATURE_LIMIT_REACHED', params: { limit: 'footers', max: 2, used: 2 } });
    expect((await session.call('GET', PATH)).body.items).toHaveLength(2);
    await session.call('DELETE', `${PATH}/${first.body.id}`);
    expect((await session.call('POST', PATH, { json: footer('Trzecia', 'pl') })).status).toBe(201);
  });

  it('holds the limit when footers are added at the same moment', async () => {
    const { session } = await loggedIn();
    const answers = await Promise.all([1, 2, 3, 4].map((i) => session.call('POST', PATH, { json: footer(`R${i}`, 'pl') })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    const list = (await session.call('GET', PATH)).body;
    expect(list.items).toHaveLength(2);
    expect(list.items.filter((f: { isDefault: boolean }) => f.isDefault)).toHaveLength(1);
  });

  it('stores the HTML sanitised and says what was removed; refuses unknown fields and bad input', async () => {
    const { session } = await loggedIn();
    const dirty = `<p onclick="x()">Adres<script>alert(1)</script> <a href="javascript:alert(1)">x</a> ${UNSUB}</p>`;
    const created = await session.call('POST', PATH, { json: footer('Brudna', 'pl', dirty) });
    expect(created.status).toBe(201);
    expect(created.body.sanitized).toEqual({ removed: ['javascript:', 'onclick', 'script'] });
    expect(created.body.html).toBe(`<p>Adres <a>x</a> ${UNSUB}</p>`);
    expect((await session.call('GET', PATH)).body.items[0].html).toBe(created.body.html);

    const unknown = await session.call('PUT', `${PATH}/${created.body.id}`, { json: footer('X', 'pl', '<p>{{ shoesize }}</p>') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.params.errors).toEqual([{ path: 'html', code: 'PROPERTY_NOT_FOUND', params: { name: 'shoesize' } }]);
    for (const bad of [
      footer('', 'pl'),
      footer('X', 'de' as 'pl'),
      footer('X', 'pl', ''),
      footer('X', 'pl', 'x'.repeat(20_001)),
      { ...footer('X', 'pl'), extra: 1 },
      { name: 'X', html: '<p>x</p>' },
    ]) {
      const res = await session.call('POST', PATH, { json: bad });
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await session.call('GET', PATH)).body.items).toHaveLength(1);
    expect((await session.call('PUT', `${PATH}/01NOTAFOOTER`, { json: footer('X', 'pl') })).body.code).toBe('FOOTER_NOT_FOUND');
    expect((await session.call('POST', `${PATH}/01NOTAFOOTER/default`, { json: {} })).status).toBe(404);
    expect((await session.call('DELETE', `${PATH}/01NOTAFOOTER`)).status).toBe(404);
  });

  it('needs PERM_PSCENARIUSZE', async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: { PERM_MNOWY: true } }));
    expect((await session.call('GET', PATH)).status).toBe(403);
    expect((await session.call('POST', PATH, { json: footer('A', 'pl') })).status).toBe(403);
  });
});

const mailing = (html: string, language?: 'pl' | 'en') => ({
  name: 'Ze stopką',
  subject: 'Hej {{ firstname }}',
  fromName: 'Sklep',
  fromEmail: 'news@goniec.test',
  html,
  ...(language ? { language } : {}),
});

describe('sending with footers', () => {
  it('carries the account’s default footer of the mailing’s language, filled and with the recipient’s unsubscribe link', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const address = `footer-${tag}@example.com`;
    await session.call('POST', '/subscribers', { json: { email: address, props: { firstname: 'Alicja' } } });
    await session.call('POST', PATH, { json: footer('PL', 'pl', `<p>Polska stopka dla {{ firstname }} ${UNSUB}</p>`) });
    await session.call('POST', PATH, { json: footer('EN', 'en', `<p>English footer ${UNSUB}</p>`) });
    const created = (await session.call('POST', '/mailings', { json: mailing('<p>Treść bez linku</p>', 'en') })).body;
    expect(created.language).toBe('en');
    expect((await session.call('POST', `/mailings/${created.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const [mail] = await mailTo(address);
    const email = await PostalMime.parse(mail!.raw);
    expect(email.html).toContain('English footer');
    expect(email.html).not.toContain('Polska stopka');
    expect(email.html).not.toContain('Wypisz się z listy');
    const unsubscribe = /<(https:\/\/goniec\.test\/t\/u\/[^>]+)>/.exec(email.headers.find((h) => h.key === 'list-unsubscribe')!.value)![1]!;
    expect(email.html).toContain(`href="${unsubscribe}"`);
    expect(email.text).toContain('English footer');

    // Without a language the mailing is Polish; a footer change after the send was ordered does not reach it.
    const polish = (await session.call('POST', '/mailings', { json: mailing('<p>Druga</p>') })).body;
    expect((await session.call('POST', `/mailings/${polish.id}/send`, { json: {} })).status).toBe(202);
    const pl = (await session.call('GET', PATH)).body.items.find((f: { language: string }) => f.language === 'pl');
    await session.call('PUT', `${PATH}/${pl.id}`, { json: footer('PL', 'pl', `<p>Zmieniona ${UNSUB}</p>`) });
    await drainQueues();
    const all = await mailTo(address);
    expect(all).toHaveLength(2);
    const secondEmail = await PostalMime.parse(all.find((m) => m.id !== mail!.id)!.raw);
    expect(secondEmail.html).toContain('Polska stopka dla Alicja');
    expect(secondEmail.html).not.toContain('Zmieniona');
  });

  it('carries the product’s default footer with the company and its address when the account has no footer of the language', async () => {
    const { session, account } = await loggedIn();
    await withCompany(account.accountId);
    const address = `nofooter-${account.accountId.toLowerCase()}@example.com`;
    await session.call('POST', '/subscribers', { json: { email: address } });
    await session.call('POST', PATH, { json: footer('EN', 'en') });
    const created = (await session.call('POST', '/mailings', { json: mailing('<p>Treść</p>', 'pl') })).body;
    expect((await session.call('POST', `/mailings/${created.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const email = await PostalMime.parse((await mailTo(address))[0]!.raw);
    expect(email.html).toContain('Sklep Ali sp. z o.o., ul. Długa 5, 31-147 Kraków');
    expect(email.html).toMatch(/<a href="https:\/\/goniec\.test\/t\/u\/[^"]+" style="color:#687078">Wypisz się z listy<\/a>/);
  });

  it('refuses to send a mailing when neither its content nor its footer has the unsubscribe link, and sends it once one does', async () => {
    const { session, account } = await loggedIn();
    const address = `nolink-${account.accountId.toLowerCase()}@example.com`;
    await session.call('POST', '/subscribers', { json: { email: address } });
    const only = (await session.call('POST', PATH, { json: footer('Bez linku', 'pl', '<p>Tylko adres</p>') })).body;
    const created = (await session.call('POST', '/mailings', { json: mailing('<p>Treść</p>') })).body;
    const refused = await session.call('POST', `/mailings/${created.id}/send`, { json: {} });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'MAILING_UNSUBSCRIBE_LINK_MISSING', params: { field: '{{ unsubscribe_url }}', language: 'pl' } });
    expect((await session.call('GET', `/mailings/${created.id}`)).body.state).toBe('working');
    await drainQueues();
    expect(await mailTo(address)).toEqual([]);

    // The link in the content is enough, the footer still goes with it.
    await session.call('PUT', `/mailings/${created.id}`, { json: mailing(`<p>Treść ${UNSUB}</p>`) });
    expect((await session.call('POST', `/mailings/${created.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const email = await PostalMime.parse((await mailTo(address))[0]!.raw);
    expect(email.html).toContain('Tylko adres');
    expect(email.html).toMatch(/<a href="https:\/\/goniec\.test\/t\/u\/[^"]+">Wypisz<\/a>/);
    expect(only.hasUnsubscribeLink).toBe(false);
  });
});
