import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { createTestAccount, drainQueues, loggedIn, mailTo, trackingRequest } from './helpers';

const PATH = '/settings/company/tracking';
const EMPTY = {
  utm: { source: '', medium: '', campaign: '', term: '', content: '' },
  hash: { enabled: false, type: 'param', name: '', text: '', hasher: 'none' },
};
const SAVED = {
  utm: { source: 'goniec', medium: 'email', campaign: 'Zima & {{ name }}', term: '', content: 'baner' },
  hash: { enabled: true, type: 'param', name: 'h', text: '{{ email }}', hasher: 'md5' },
};

describe('the account’s tracking settings (/settings/company, tracking)', () => {
  it('start empty and keep what was saved', async () => {
    const { session } = await loggedIn();
    expect(await session.call('GET', PATH)).toMatchObject({ status: 200, body: EMPTY });
    expect(await session.call('PUT', PATH, { json: SAVED })).toMatchObject({ status: 200, body: SAVED });
    expect((await session.call('GET', PATH)).body).toEqual(SAVED);
  });

  it('refuse bad values with their field errors and keep the saved ones', async () => {
    const { session } = await loggedIn();
    const cases: [unknown, { path: string; code: string }[]][] = [
      [{ ...SAVED, hash: { ...SAVED.hash, name: 'a b' } }, [{ path: 'hash.name', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]],
      [
        { ...SAVED, hash: { ...SAVED.hash, name: '', text: '' } },
        [
          { path: 'hash.name', code: 'VALIDATION_REQUIRED' },
          { path: 'hash.text', code: 'VALIDATION_REQUIRED' },
        ],
      ],
      [{ ...SAVED, utm: { ...SAVED.utm, source: 'x'.repeat(256) } }, [{ path: 'utm.source', code: 'VALIDATION_TOO_LONG' }]],
      [{ ...SAVED, utm: { ...SAVED.utm, medium: 'a\nb' } }, [{ path: 'utm.medium', code: 'VALIDATION_LINE_BREAK' }]],
      [{ ...SAVED, hash: { ...SAVED.hash, hasher: 'sha1' } }, [{ path: 'hash.hasher', code: 'VALIDATION_INVALID_VALUE' }]],
    ];
    for (const [body, errors] of cases) {
      const res = await session.call('PUT', PATH, { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.params.errors, JSON.stringify(body)).toMatchObject(errors);
    }
    // An unknown merge field is named, as in a mailing's body.
    const unknown = await session.call('PUT', PATH, { json: { ...SAVED, utm: { ...SAVED.utm, term: '{{ nosuchfield }}' } } });
    expect(unknown.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { errors: [{ path: 'utm.term', code: 'PROPERTY_NOT_FOUND', params: { name: 'nosuchfield' } }] },
    });
    expect((await session.call('GET', PATH)).body).toEqual(EMPTY);
  });

  it('are refused without the general-settings permission (PERM_POGOLNE)', async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: { PERM_APRZEALL: true, PERM_MWYSYL: true } }));
    for (const res of [await session.call('GET', PATH), await session.call('PUT', PATH, { json: SAVED })]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'PERMISSION_DENIED', params: { permission: 'PERM_POGOLNE' } });
    }
  });
});

const HTML =
  '<html><body><p><a href="https://shop.example/promo?x=1&amp;utm_source=own#oferta">Promocja</a>' +
  ' <a href="https://shop.example/">Sklep</a> <a href="mailto:biuro@shop.example">Napisz</a>' +
  ' <a href="https://goniec.test/forms/1">Formularz</a></p></body></html>';

describe('a sent mailing’s tracked links carry the account’s parameters', () => {
  it('adds UTM values and the hashed text per recipient, never overriding the link’s own, nor touching mailto: or the tracking host', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const ala = `ala-${tag}@example.com`;
    expect((await session.call('POST', '/subscribers', { json: { email: ala, name: 'Ala' } })).status).toBe(201);
    expect((await session.call('PUT', PATH, { json: SAVED })).status).toBe(200);
    const created = await session.call('POST', '/mailings', {
      json: { name: 'Zima', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: HTML },
    });
    expect(created.status).toBe(201);
    expect((await session.call('POST', `/mailings/${created.body.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();

    const [message] = await mailTo(ala);
    const email = await PostalMime.parse(message!.raw);
    expect(email.html).toContain('href="mailto:biuro@shop.example"');
    const clicks = [...email.html!.matchAll(/href="(https:\/\/goniec\.test\/t\/c\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(clicks).toHaveLength(3);
    const targets: string[] = [];
    for (const url of clicks) {
      const click = await trackingRequest('GET', new URL(url).pathname);
      expect(click.statusCode).toBe(302);
      targets.push(String(click.headers?.location));
    }
    const h = createHash('md5').update(ala).digest('hex');
    expect(targets).toEqual([
      `https://shop.example/promo?x=1&utm_source=own&utm_medium=email&utm_campaign=Zima%20%26%20Ala&utm_content=baner&h=${h}#oferta`,
      `https://shop.example/?utm_source=goniec&utm_medium=email&utm_campaign=Zima%20%26%20Ala&utm_content=baner&h=${h}`,
      'https://goniec.test/forms/1',
    ]);
    // The text part links the same signed URLs.
    expect([...email.text!.matchAll(/\[(https:\/\/goniec\.test\/t\/c\/[^\]]+)\]/g)].map((m) => m[1])).toEqual(clicks);
  });

  it('keeps links shared when every value is fixed (anchor type, sha256 of a fixed text)', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const addresses = [`a-${tag}@example.com`, `b-${tag}@example.com`];
    for (const email of addresses) expect((await session.call('POST', '/subscribers', { json: { email } })).status).toBe(201);
    const fixed = {
      utm: { ...EMPTY.utm, source: 'goniec' },
      hash: { enabled: true, type: 'anchor', name: 'ref', text: 'zima2026', hasher: 'sha256' },
    };
    expect((await session.call('PUT', PATH, { json: fixed })).status).toBe(200);
    const created = await session.call('POST', '/mailings', {
      json: {
        name: 'Zima',
        subject: 'Oferta',
        fromName: 'Sklep',
        fromEmail: 'news@goniec.test',
        html: '<p><a href="https://shop.example/p">Sklep</a></p>',
      },
    });
    expect((await session.call('POST', `/mailings/${created.body.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const digest = createHash('sha256').update('zima2026').digest('hex');
    for (const address of addresses) {
      const email = await PostalMime.parse((await mailTo(address))[0]!.raw);
      const url = /href="(https:\/\/goniec\.test\/t\/c\/[^"]+)"/.exec(email.html!)![1]!.replace(/&amp;/g, '&');
      // A shared link: the target part and the recipient's part (links.ts).
      expect(new URL(url).pathname.split('/').at(-1)!.split('.')).toHaveLength(4);
      const click = await trackingRequest('GET', new URL(url).pathname);
      expect(click.headers?.location).toBe(`https://shop.example/p?utm_source=goniec#ref=${digest}`);
    }
  });
});
