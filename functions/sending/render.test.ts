import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { PERSONAL_PROPERTIES, BASE_PROPERTIES, type PropertyDef } from '@shared/properties';
import { composeMime } from '@functions/platform/mailer';
import { decodeLink, mailingLinks } from './links';
import { compileMailing, renderFor, type CompileInput } from './render';

const urls = {
  open: 'https://t.example/o/1',
  unsubscribe: 'https://t.example/u/1',
  click: (url: string) => `https://t.example/c/${encodeURIComponent(url)}`,
};
const plan: PropertyDef = {
  id: '01PLAN',
  type: 'string',
  name: 'Plan',
  useName: true,
  displayName: 'Plan',
  placeholderName: 'plan',
  personalProperty: false,
  kind: 'custom',
};
const fields = [...BASE_PROPERTIES, ...PERSONAL_PROPERTIES, plan];
const input = (subject: string, html: string, extra: Partial<CompileInput> = {}): CompileInput => ({
  subject,
  html,
  ids: { accountId: '01ACC', mailingId: '01MAIL' },
  listName: 'Listopad',
  from: { name: 'Sklep Łódź', address: 'news@goniec.test' },
  senderDomain: 'goniec.test',
  fields,
  ...extra,
});
const ala = { email: 'ala@example.pl', name: 'Ala', props: { firstname: 'Alicja', city: 'Kraków', [plan.id]: 'gold' } };

describe('compileMailing + renderFor', () => {
  const html =
    '<html><body><h1>Cześć {{name}}</h1><a href="https://shop.example/a?x=1&amp;y=2">Sklep</a> <a href="mailto:x@y.pl">mail</a> <a href="#top">top</a></body></html>';

  it('rewrites only http(s) links to signed click URLs and keeps the rest', async () => {
    const out = renderFor(await compileMailing(input('Oferta dla {{ name }}', html)), ala, urls);
    expect(out.html).toContain(`href="https://t.example/c/${encodeURIComponent('https://shop.example/a?x=1&y=2')}"`);
    expect(out.html).toContain('href="mailto:x@y.pl"');
    expect(out.html).toContain('href="#top"');
  });

  it('adds the open pixel and an unsubscribe footer with the postal address inside the body', async () => {
    const company = { name: 'Sklep sp. z o.o.', address: 'ul. Długa 1', postalCode: '00-001', city: 'Warszawa' };
    const out = renderFor(await compileMailing(input('S', html, { company })), ala, urls);
    expect(out.html).toMatch(/<img src="https:\/\/t\.example\/o\/1"[^>]*><\/body>/);
    expect(out.html).toContain('href="https://t.example/u/1"');
    expect(out.html).toContain('Wypisz się z listy');
    expect(out.html).toContain('Unsubscribe');
    expect(out.html).toContain('Sklep sp. z o.o., ul. Długa 1, 00-001 Warszawa');
    expect(out.text).toContain('https://t.example/u/1');
    expect(out.text).toContain('ul. Długa 1');
    expect(out.text).not.toContain('t.example/o/1');
    const bare = renderFor(await compileMailing(input('S', html)), ala, urls);
    expect(bare.html).toContain('Unsubscribe');
    expect(bare.html).not.toContain('Długa');
  });

  it('uses the template’s own unsubscribe link instead of adding a footer', async () => {
    const out = renderFor(await compileMailing(input('S', '<p><a href="{{unsubscribe_url}}">Rezygnuję</a></p>')), ala, urls);
    expect(out.html.match(/t\.example\/u\/1/g)).toHaveLength(1);
    expect(out.html).not.toContain('Wypisz się');
  });

  it('fills every property, with fallbacks, in the subject, the body, the text part and link URLs', async () => {
    const compiled = await compileMailing(
      input(
        '{{ firstname | default: "Kliencie" }}, oferta {{plan}}',
        '<h1>Cześć {{ firstname | default: "Kliencie" }}!</h1><p>{{ city }} {{ lastname | default: "-" }}</p><a href="https://shop.example/{{plan}}?c={{ city }}">Kup</a>',
      ),
    );
    const out = renderFor(compiled, ala, urls);
    expect(out.subject).toBe('Alicja, oferta gold');
    expect(out.html).toContain('<h1>Cześć Alicja!</h1><p>Kraków -</p>');
    // html-to-text upper-cases headings: the field is filled first, never upper-cased into {{FIRSTNAME}}.
    expect(out.text).toContain('CZEŚĆ Alicja!');
    expect(out.html).toContain(
      `href="https://t.example/c/${encodeURIComponent(`https://shop.example/gold?c=${encodeURIComponent('Kraków')}`)}"`,
    );
    const anonymous = renderFor(compiled, { email: 'x@y.pl', props: {} }, urls);
    expect(anonymous.subject).toBe('Kliencie, oferta ');
    expect(anonymous.text).toContain('CZEŚĆ Kliencie!');
  });

  it('escapes personal data in HTML but not in the subject, and a field never yields {{ or }}', async () => {
    const compiled = await compileMailing(input('Oferta dla {{ name }}', html));
    const out = renderFor(compiled, { email: 'a@b.pl', name: '<script>Ola & "Ela" {{x}}' }, urls);
    expect(out.html).toContain('Cześć &lt;script&gt;Ola &amp; &quot;Ela&quot; &#123;&#123;x&#125;&#125;');
    expect(out.subject).toContain('Oferta dla <script>Ola & "Ela"');
    expect(out.subject).not.toContain('{{');
  });

  it('a field that makes a whole link is tracked when it is a web address and dropped when it is not', async () => {
    const site: PropertyDef = { ...plan, id: '01SITE', placeholderName: 'site' };
    const compiled = await compileMailing(input('S', '<a href="{{ site }}">Strona</a>', { fields: [...fields, site] }));
    expect(renderFor(compiled, { email: 'a@b.pl', props: { '01SITE': 'https://ala.example/x' } }, urls).html).toContain(
      `href="https://t.example/c/${encodeURIComponent('https://ala.example/x')}"`,
    );
    expect(renderFor(compiled, { email: 'a@b.pl', props: { '01SITE': 'javascript:alert(1)' } }, urls).html).toContain('href="#"');
  });
});

describe('the raw MIME message', () => {
  const html =
    '<html><body><h1>Cześć {{ firstname }}</h1>\n<p>Zażółć gęślą jaźń =x= {{city}}</p>\n<pre>a\nb</pre><a href="https://shop.example/?q=1">Sklep</a></body></html>';

  it('ends every line in CRLF, carries List-Id, Feedback-ID and one-click unsubscribe, and parses as what renderFor returned', async () => {
    const out = renderFor(
      await compileMailing(input('Zażółć {{firstname}} — dłuższy temat wiadomości, który trzeba zawinąć w nagłówku', html)),
      ala,
      urls,
    );
    const raw = out.raw.toString('latin1');
    expect(raw).not.toMatch(/[^\r]\n/);
    expect(raw).not.toMatch(/\r(?!\n)/);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    const email = await PostalMime.parse(out.raw);
    const header = (name: string) => email.headers.find((h) => h.key === name)?.value;
    expect(email.subject).toBe(out.subject);
    expect(email.from).toMatchObject({ name: 'Sklep Łódź', address: 'news@goniec.test' });
    expect(email.to?.[0]?.address).toBe('ala@example.pl');
    expect(header('list-id')).toBe('"Listopad" <01mail.01acc.list.goniec.test>');
    expect(header('feedback-id')).toBe('01MAIL:01ACC:goniec');
    expect(header('list-unsubscribe')).toBe('<https://t.example/u/1>');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header('message-id')).toMatch(/^<[0-9a-f-]{36}@goniec\.test>$/);
    // postal-mime keeps the line break before the boundary (nodemailer's own messages parse the same).
    const lf = (s: string) => s.replace(/\r\n/g, '\n').trimEnd();
    expect(lf(email.html!)).toBe(lf(out.html));
    expect(lf(email.text!)).toBe(lf(out.text));
    expect(out.text).toContain('\r\n');
  });

  it('matches what nodemailer composes from the same parts', async () => {
    const out = renderFor(await compileMailing(input('Cześć {{firstname}}', html)), ala, urls);
    const real = await PostalMime.parse(
      await composeMime({
        from: { name: 'Sklep Łódź', address: 'news@goniec.test' },
        to: 'ala@example.pl',
        subject: out.subject,
        html: out.html,
        text: out.text,
        headers: out.headers,
      }),
    );
    const ours = await PostalMime.parse(out.raw);
    expect(ours.subject).toBe(real.subject);
    expect(ours.html).toBe(real.html);
    expect(ours.text).toBe(real.text);
    expect(ours.from).toEqual(real.from);
    const names = (e: typeof real) =>
      e.headers
        .map((h) => h.key)
        .filter((k) => k !== 'content-type')
        .sort();
    expect(names(ours)).toEqual(names(real));
  });

  it('composeMime (system e-mails) ends body lines in CRLF too', async () => {
    const raw = (
      await composeMime({
        from: { name: 'Goniec', address: 'no-reply@goniec.test' },
        to: 'a@b.pl',
        subject: 'S',
        html: '<p>a</p>\n<p>b</p>',
        text: 'a\nb',
      })
    ).toString('latin1');
    expect(raw).not.toMatch(/[^\r]\n/);
  });
});

describe('a message with real signed links', () => {
  const html =
    '<html><body><p>Cześć {{ firstname }}</p><a href="https://shop.example/a?x=1&amp;y=2">Sklep</a> <a href="https://shop.example/{{ plan }}">Plan</a> <a href="https://shop.example/a?x=1&amp;y=2">Znowu</a></body></html>';
  const key = new Uint8Array(64).fill(3);
  const tokenOf = (url: string) => url.split('/').at(-1)!;

  it('carries in its MIME what renderFor returned, and every link decodes to its target and recipient', async () => {
    const compiled = await compileMailing(input('S', html));
    const urls = mailingLinks('https://t.example', key, '01MAIL').recipient('01ACC', '01ALA');
    const out = renderFor(compiled, ala, urls);
    const email = await PostalMime.parse(out.raw);
    const lf = (s: string) => s.replace(/\r\n/g, '\n').trimEnd();
    expect(lf(email.html!)).toBe(lf(out.html));
    expect(lf(email.text!)).toBe(lf(out.text));
    const hrefs = [...email.html!.matchAll(/href="https:\/\/t\.example\/t\/c\/([^"]+)"/g)].map((m) =>
      decodeLink(key, m[1]!.replace(/&amp;/g, '&'), 'c'),
    );
    expect(hrefs.map((p) => p?.u)).toEqual([
      'https://shop.example/a?x=1&y=2',
      'https://shop.example/gold',
      'https://shop.example/a?x=1&y=2',
    ]);
    for (const p of hrefs) expect(p).toMatchObject({ a: '01ACC', m: '01MAIL', s: '01ALA' });
    expect(decodeLink(key, tokenOf(/<img src="([^"]+)"/.exec(email.html!)![1]!), 'o')).toMatchObject({ a: '01ACC', s: '01ALA' });
    expect(decodeLink(key, tokenOf(urls.unsubscribe), 'u')).toMatchObject({ a: '01ACC', s: '01ALA' });
  });

  it('writes each recipient their own links, and another signer’s links once the key changes', async () => {
    const compiled = await compileMailing(input('S', html));
    const arena = {};
    const first = renderFor(
      compiled,
      ala,
      mailingLinks('https://t.example', key, '01MAIL').recipient('01ACC', '01ALA'),
      arena,
    ).raw.toString('latin1');
    const second = renderFor(
      compiled,
      { ...ala, email: 'ola@example.pl' },
      mailingLinks('https://t.example', key, '01MAIL').recipient('01ACC', '01OLA'),
      arena,
    );
    const otherKey = new Uint8Array(64).fill(4);
    const third = renderFor(compiled, ala, mailingLinks('https://t.example', otherKey, '01MAIL').recipient('01ACC', '01ALA'));
    const clicks = async (raw: Buffer, k: Uint8Array) =>
      [...(await PostalMime.parse(raw)).html!.matchAll(/\/t\/c\/([^"]+)"/g)].map((m) => decodeLink(k, m[1]!, 'c')?.s);
    expect(await clicks(Buffer.from(first, 'latin1'), key)).toEqual(['01ALA', '01ALA', '01ALA']);
    expect(await clicks(second.raw, key)).toEqual(['01OLA', '01OLA', '01OLA']);
    expect(await clicks(third.raw, otherKey)).toEqual(['01ALA', '01ALA', '01ALA']);
    expect(await clicks(third.raw, key)).toEqual([undefined, undefined, undefined]);
  });
});
