import { describe, expect, it } from 'vitest';
import { BASE_PROPERTIES, PERSONAL_PROPERTIES } from '@shared/properties';
import { compileMailing, renderFor, type CompileInput } from './render';

/** Issue 16's additions to the delivery engine: an own text part, the preheader, constant built-ins. */
const urls = {
  open: 'https://t.example/o/1',
  unsubscribe: 'https://t.example/u/1',
  click: (url: string) => `https://t.example/c/${encodeURIComponent(url)}`,
};
const input = (extra: Partial<CompileInput>): CompileInput => ({
  subject: 'S',
  html: '<html><body><p>Cześć {{ firstname }}</p><a href="https://shop.example/h">Sklep</a></body></html>',
  ids: { accountId: '01ACC', mailingId: '01MAIL' },
  listName: 'L',
  from: { name: 'Sklep', address: 'news@goniec.test' },
  senderDomain: 'goniec.test',
  fields: [...BASE_PROPERTIES, ...PERSONAL_PROPERTIES],
  footer: '<p>Stopka <a href="{{ unsubscribe_url }}">Wypisz</a></p>',
  ...extra,
});
const ala = { email: 'ala@example.pl', props: { firstname: 'Alicja' } };

describe('compileMailing with issue 16 content', () => {
  it('uses the own text part: its fields filled, its URLs tracked, the footer’s text after it', async () => {
    const compiled = await compileMailing(input({ text: 'Tekst dla {{ firstname }}\nhttps://shop.example/t?a=1 i dalej' }));
    const out = renderFor(compiled, ala, urls);
    expect(out.text.replace(/\r\n/g, '\n')).toBe(
      `Tekst dla Alicja\n${urls.click('https://shop.example/t?a=1')} i dalej\n\nStopka Wypisz [${urls.unsubscribe}]`,
    );
    expect(out.html).toContain('Cześć Alicja');
    expect(out.html).not.toContain('FOOTZ');
  });

  it('generates the text part as before when there is no own one', async () => {
    const out = renderFor(await compileMailing(input({})), ala, urls);
    expect(out.text).toContain('Cześć Alicja');
    expect(out.text).toContain('Stopka Wypisz');
  });

  it('puts the preheader hidden at the top of the body, personalised and escaped, and not in the text', async () => {
    const out = renderFor(await compileMailing(input({ preheader: 'Dla {{ firstname }} <b>&' })), ala, urls);
    expect(out.html).toMatch(/<body><div style="display:none;[^"]*mso-hide:all">Dla Alicja &lt;b&gt;&amp;<\/div><p>Cześć/);
    expect(out.text).not.toContain('Dla Alicja');
  });

  it('fills a constant built-in ({{ calendar_url }}) for every recipient', async () => {
    const compiled = await compileMailing(
      input({ html: '<p>{{ calendar_url }}</p>', constants: { calendar_url: 'https://goniec.test/t/e/a/m.sig.ics' } }),
    );
    expect(renderFor(compiled, ala, urls).html).toContain('<p>https://goniec.test/t/e/a/m.sig.ics</p>');
    expect(renderFor(compiled, { email: 'b@example.pl' }, urls).html).toContain('<p>https://goniec.test/t/e/a/m.sig.ics</p>');
  });
});
