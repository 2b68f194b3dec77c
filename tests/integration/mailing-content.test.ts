import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { drainQueues, loggedIn, mailTo } from './helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');

const content = (html: string, subject = 'Hej') => ({ name: 'Treść', subject, fromName: 'Sklep', fromEmail: 'news@goniec.test', html });

describe('a mailing’s content', () => {
  it('is refused when it uses a field the account does not have, naming it, on create and on update', async () => {
    const { session } = await loggedIn();
    const unknown = await session.call('POST', '/mailings', {
      json: content('<p>Cześć {{ nickname | default: "x" }}</p>', 'Dla {{ shoesize }}'),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      code: 'VALIDATION_FAILED',
      params: {
        errors: [
          { path: 'subject', code: 'PROPERTY_NOT_FOUND', params: { name: 'shoesize' } },
          { path: 'html', code: 'PROPERTY_NOT_FOUND', params: { name: 'nickname' } },
        ],
      },
    });
    const tag = await session.call('POST', '/mailings', { json: content('<p>{% include "x" %}</p>') });
    expect(tag.body.params.errors).toEqual([{ path: 'html', code: 'VALIDATION_INVALID_VALUE', params: { reason: 'tag' } }]);

    const created = await session.call('POST', '/mailings', {
      json: content('<p>Cześć {{ firstname | default: "Kliencie" }} z {{ city }}</p>'),
    });
    expect(created.status).toBe(201);
    const updated = await session.call('PUT', `/mailings/${created.body.id}`, { json: content('<p>{{ favourite_colour }}</p>') });
    expect(updated.body.params.errors).toEqual([{ path: 'html', code: 'PROPERTY_NOT_FOUND', params: { name: 'favourite_colour' } }]);
    // A field the account adds becomes known at once.
    expect(
      (
        await session.call('POST', '/properties', {
          json: { type: 'string', name: 'favourite_colour', displayName: 'Kolor', maxChar: 50, useName: true },
        })
      ).status,
    ).toBe(201);
    expect((await session.call('PUT', `/mailings/${created.body.id}`, { json: content('<p>{{ favourite_colour }}</p>') })).status).toBe(
      200,
    );
  });

  it('is stored sanitised, and the answer says what was removed', async () => {
    const { session } = await loggedIn();
    const dirty =
      '<p onclick="steal()">Cześć {{ firstname | default: "Kliencie" }}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
      '<iframe src="https://evil.example"></iframe><a href="https://shop.example/{{ city }}">Sklep</a>';
    const created = await session.call('POST', '/mailings', { json: content(dirty) });
    expect(created.status).toBe(201);
    expect(created.body.sanitized).toEqual({ removed: ['iframe', 'javascript:', 'onclick', 'script'] });
    const clean = '<p>Cześć {{ firstname | default: "Kliencie" }}</p><a>x</a><a href="https://shop.example/{{ city }}">Sklep</a>';
    expect(created.body.html).toBe(clean);
    const read = await session.call('GET', `/mailings/${created.body.id}`);
    expect(read.body.html).toBe(clean);
    expect(read.body.sanitized).toBeUndefined();
    const again = await session.call('PUT', `/mailings/${created.body.id}`, { json: content(clean) });
    expect(again.body.sanitized).toEqual({ removed: [] });
  });

  it('reaches the recipient personalised, with CRLF line ends, list headers and the company’s postal address', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const plan = (
      await session.call('POST', '/properties', { json: { type: 'string', name: 'plan', displayName: 'Plan', maxChar: 50, useName: true } })
    ).body;
    const address = `fields-${tag}@example.com`;
    expect(
      (
        await session.call('POST', '/subscribers', {
          json: { email: address, name: 'Ala', props: { firstname: 'Alicja', [plan.id]: 'złoty' } },
        })
      ).status,
    ).toBe(201);
    expect((await session.call('POST', '/subscribers', { json: { email: `bare-${tag}@example.com` } })).status).toBe(201);
    const keys = await tenant(account.accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: {
          ...keys.company(),
          company: { name: 'Sklep Ali sp. z o.o.', address: 'ul. Długa 5', postalCode: '31-147', city: 'Kraków' },
        },
      }),
    );
    const html =
      '<html><body><h1>Cześć {{ firstname | default: "Kliencie" }}!</h1>\n<p>Twój plan: {{ plan | default: "brak" }}</p>\n<a href="https://shop.example/{{ plan }}">Oferta</a></body></html>';
    const mailing = (
      await session.call('POST', '/mailings', { json: content(html, '{{ firstname | default: "Kliencie" }}, plan {{ plan }}') })
    ).body;
    expect((await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();

    const [mail] = await mailTo(address);
    const raw = Buffer.from(mail!.raw).toString('latin1');
    expect(raw).not.toMatch(/[^\r]\n/);
    const email = await PostalMime.parse(mail!.raw);
    const header = (name: string) => email.headers.find((h) => h.key === name)?.value;
    expect(email.subject).toBe('Alicja, plan złoty');
    expect(email.html).toContain('Cześć Alicja!');
    expect(email.html).toContain('Twój plan: złoty');
    expect(email.text).toContain('CZEŚĆ Alicja!');
    expect(email.html).toContain('Sklep Ali sp. z o.o., ul. Długa 5, 31-147 Kraków');
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(/\{\{|\}\}/);
    // The readable name in encoded words (it is not ASCII), the list's id as it is.
    expect(header('list-id')).toBe(`=?UTF-8?Q?Tre=C5=9B=C4=87?= <${mailing.id.toLowerCase()}.${tag}.list.goniec.test>`);
    expect(header('feedback-id')).toBe(`${mailing.id}:${account.accountId}:goniec`);
    expect(header('list-unsubscribe')).toMatch(/^<https:\/\/goniec\.test\/t\/u\/[^>]+>$/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const bare = await PostalMime.parse((await mailTo(`bare-${tag}@example.com`))[0]!.raw);
    expect(bare.subject?.trim()).toBe('Kliencie, plan');
    expect(bare.html).toContain('Twój plan: brak');
  });
});
