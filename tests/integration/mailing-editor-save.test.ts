import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';

const MJML = (text: string) =>
  `<mjml><mj-body><mj-section><mj-column><mj-text>${text}</mj-text><mj-text><a href="{{ unsubscribe_url }}">Wypisz</a></mj-text></mj-column></mj-section></mj-body></mjml>`;
const base = { name: 'Edytor', subject: 'Hej', fromName: 'Sklep', fromEmail: 'news@goniec.test' };

describe('saving a mailing from the editor', () => {
  it('keeps every save of the content: new MJML, then the one-way switch to HTML with its own text part and preheader', async () => {
    const { session } = await loggedIn();
    const created = await session.call('POST', '/mailings', { json: { ...base, mode: 'visual', mjml: MJML('Pierwsza wersja') } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const edited = await session.call('PUT', `/mailings/${id}`, {
      json: { ...base, mode: 'visual', mjml: MJML('Druga wersja'), preheader: 'Zajawka', utm: { source: 'goniec' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ mode: 'visual', preheader: 'Zajawka', utm: { source: 'goniec' } });
    expect(edited.body.mjml).toContain('Druga wersja');
    expect(edited.body.html).toContain('Druga wersja');

    const html = '<html><body><p>Już HTML</p><a href="{{ unsubscribe_url }}">Wypisz</a></body></html>';
    const switched = await session.call('PUT', `/mailings/${id}`, {
      json: { ...base, mode: 'html', html, text: 'Mój tekst', textCustom: true },
    });
    expect(switched.status).toBe(200);
    const read = await session.call('GET', `/mailings/${id}`);
    expect(read.body).toMatchObject({ mode: 'html', text: 'Mój tekst', textCustom: true });
    expect(read.body.mjml).toBeUndefined();
    expect(read.body.preheader).toBeUndefined();
    expect(read.body.html).toContain('Już HTML');
  });
});
