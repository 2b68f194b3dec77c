import { describe, expect, it } from 'vitest';
import { GMAIL_CLIP_BYTES } from '@shared/rules/templates';
import { loggedIn } from './helpers';
import { restrictedAccount } from './restriction-helpers';

const MJML = `<mjml>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text>Cześć {{ firstname | default: "Kliencie" }}!</mj-text>
        <mj-button href="https://shop.example/oferta?x=1">Zobacz ofertę</mj-button>
        <mj-image src="https://cdn.example/bez-alt.png" />
        <mj-image src="https://cdn.example/z-alt.png" alt="Logo" />
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

describe('content.preview', () => {
  it('renders visual content as a subscriber would get it: fields, footer, preheader, links, images without alt', async () => {
    const { session, account } = await loggedIn();
    const email = `prev-${account.accountId.toLowerCase()}@example.com`;
    const sub = await session.call('POST', '/subscribers', { json: { email, props: { firstname: 'Alicja' } } });
    expect(sub.status).toBe(201);
    const res = await session.call('POST', '/content/preview', {
      json: {
        mode: 'visual',
        mjml: MJML,
        subject: 'Dla {{ firstname }}',
        preheader: 'Tylko dziś, {{ firstname }}',
        subscriberId: sub.body.id,
      },
    });
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.sourceProblems).toEqual([]);
    expect(p.fieldProblems).toEqual([]);
    expect(p.subject).toBe('Dla Alicja');
    expect(p.preheader).toBe('Tylko dziś, Alicja');
    expect(p.html).toContain('Cześć Alicja!');
    expect(p.html).toContain('@media only screen');
    expect(p.html).not.toMatch(/\{\{|\}\}/);
    expect(p.text).toContain('Cześć Alicja!');
    // Links as written (no tracking host), with their text; the footer's unsubscribe link among them.
    expect(p.links).toContainEqual({ url: 'https://shop.example/oferta?x=1', text: 'Zobacz ofertę' });
    expect(p.links.every((l: { url: string }) => !l.url.includes('/t/c/'))).toBe(true);
    expect(p.unsubscribeLink).toBe(true);
    expect(p.imagesWithoutAlt).toEqual(['https://cdn.example/bez-alt.png']);
    expect(p.bytes).toBe(Buffer.byteLength(p.html, 'utf8'));
    expect(p.clipped).toBe(false);
  });

  it('uses each field’s fallback without a subscriber, and names unknown fields', async () => {
    const { session } = await loggedIn();
    const res = await session.call('POST', '/content/preview', {
      json: {
        html: '<p>Cześć {{ firstname | default: "Kliencie" }} {{ shoesize }}</p><a href="{{ unsubscribe_url }}">Wypisz</a>',
        subject: 'S',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.html).toContain('Cześć Kliencie');
    expect(res.body.fieldProblems).toEqual([{ path: 'html', code: 'PROPERTY_NOT_FOUND', params: { name: 'shoesize' } }]);
    expect(res.body.unsubscribeLink).toBe(true);
  });

  it('says when Gmail would clip the message', async () => {
    const { session } = await loggedIn();
    const big = `<p>${'Długi tekst oferty. '.repeat(Math.ceil(GMAIL_CLIP_BYTES / 20) + 100)}</p>`;
    const res = await session.call('POST', '/content/preview', { json: { html: big } });
    expect(res.body.bytes).toBeGreaterThan(GMAIL_CLIP_BYTES);
    expect(res.body.clipped).toBe(true);
  });

  it('reports MJML and HTML errors with their line, and shows no HTML for MJML that does not compile', async () => {
    const { session } = await loggedIn();
    const mjml =
      '<mjml>\n<mj-body>\n<mj-section>\n<mj-column>\n<mj-text>x</mj-text>\n<mj-nosuch>y</mj-nosuch>\n</mj-column>\n</mj-section>\n</mj-body>\n</mjml>';
    const bad = await session.call('POST', '/content/preview', { json: { mode: 'visual', mjml } });
    expect(bad.status).toBe(200);
    expect(bad.body.html).toBeUndefined();
    expect(bad.body.sourceProblems).toEqual([expect.objectContaining({ line: 6 })]);
    const html = await session.call('POST', '/content/preview', {
      json: { html: '<p>ok</p>\n<p>fine</p>\n<a href="https://x.example/>broken</a>' },
    });
    expect(html.body.sourceProblems).toEqual([{ line: 3, message: 'eof-in-tag' }]);
  });

  it('refuses a subscriber out of the restricted user’s reach as missing', async () => {
    const { member, inside, outside } = await restrictedAccount({ inside: 1, outside: 1 });
    const json = (id: string) => ({ html: '<p>{{ email }}</p>', subscriberId: id });
    const ok = await member.session.call('POST', '/content/preview', { json: json(inside[0]!.id) });
    expect(ok.status).toBe(200);
    expect(ok.body.html).toContain(inside[0]!.email);
    const out = await member.session.call('POST', '/content/preview', { json: json(outside[0]!.id) });
    expect(out.status).toBe(404);
    expect(out.body.code).toBe('SUBSCRIBER_NOT_FOUND');
    expect(JSON.stringify(out.body)).not.toContain(outside[0]!.email);
  });
});
