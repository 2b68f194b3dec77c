import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { drainQueues, loggedIn, mailTo, trackingRequest } from './helpers';

const { calendarUrl } = await import('@functions/content/calendar');
const { getSigningKey, getPublicBaseUrl } = await import('@functions/platform/config');

const MJML = `<mjml>
  <mj-body>
    <mj-section>
      <mj-column><mj-text>Cześć {{ firstname | default: "Kliencie" }}!</mj-text></mj-column>
      <mj-column><mj-button href="https://shop.example/sklep">Sklep</mj-button></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
const head = { name: 'Wizualny', subject: 'Hej', fromName: 'Sklep', fromEmail: 'news@goniec.test' };
const EVENT = {
  title: 'Webinar; nowości, pytania',
  description: 'Linia 1\nLinia 2',
  start: '2026-12-10T17:00:00+01:00',
  end: '2026-12-10T18:30:00+01:00',
  location: 'Kraków, ul. Długa 5',
  organiser: 'Sklep Ali',
};

/** The destination a tracked link of a sent message leads to (its signed target part). */
function destinations(html: string): string[] {
  return [...html.matchAll(/href="https:\/\/goniec\.test\/t\/c\/([^".]+)\./g)].map(
    (m) => JSON.parse(Buffer.from(m[1]!, 'base64url').toString()).u as string,
  );
}

describe('a mailing’s content of issue 16', () => {
  it('keeps visual content: the MJML round-trips, the html is compiled and responsive, the text is generated', async () => {
    const { session } = await loggedIn();
    const created = await session.call('POST', '/mailings', { json: { ...head, mode: 'visual', mjml: MJML, preheader: 'Nowości' } });
    expect(created.status).toBe(201);
    const read = (await session.call('GET', `/mailings/${created.body.id}`)).body;
    expect(read).toMatchObject({ mode: 'visual', mjml: MJML, textCustom: false, preheader: 'Nowości' });
    expect(read.html).toContain('@media only screen and (min-width:480px)');
    expect(read.html).toContain('<!--[if mso | IE]>');
    expect(read.html).toContain('Cześć {{ firstname | default: "Kliencie" }}!');
    expect(read.text).toContain('Cześć {{ firstname | default: "Kliencie" }}!');
    const listed = (await session.call('GET', '/mailings')).body.items.find((m: { id: string }) => m.id === created.body.id);
    expect(listed).toMatchObject({ mode: 'visual', preheader: 'Nowości' });

    // To HTML with an own text part: the MJML goes, the text stays the user's.
    const updated = await session.call('PUT', `/mailings/${created.body.id}`, {
      json: { ...head, mode: 'html', html: read.html, text: 'Mój tekst {{ firstname }}', textCustom: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ mode: 'html', text: 'Mój tekst {{ firstname }}', textCustom: true });
    expect(updated.body.mjml).toBeUndefined();
    expect(updated.body.preheader).toBeUndefined();
  });

  it('refuses MJML and HTML that do not parse, with their line, and a calendar link without an event', async () => {
    const { session } = await loggedIn();
    const mjml = await session.call('POST', '/mailings', {
      json: { ...head, mode: 'visual', mjml: '<mjml>\n<mj-body>\n<mj-bogus/>\n</mj-body>\n</mjml>' },
    });
    expect(mjml.status).toBe(400);
    expect(mjml.body.params.errors).toEqual([
      expect.objectContaining({ path: 'mjml', code: 'CONTENT_MJML_INVALID', params: expect.objectContaining({ line: 3 }) }),
    ]);
    const html = await session.call('POST', '/mailings', {
      json: { ...head, html: '<p>a</p>\n<img src="https://x.example/a.png" alt="x' },
    });
    expect(html.body.params.errors).toEqual([{ path: 'html', code: 'CONTENT_HTML_INVALID', params: { line: 2, message: 'eof-in-tag' } }]);
    const calendar = await session.call('POST', '/mailings', { json: { ...head, html: '<a href="{{ calendar_url }}">Dodaj</a>' } });
    expect(calendar.body.params.errors).toEqual([{ path: 'event', code: 'CONTENT_CALENDAR_WITHOUT_EVENT' }]);
    expect((await session.call('GET', '/mailings')).body.items).toEqual([]);
  });

  it('sends the own text part, the preheader, the mailing’s UTM over the account’s, and a working .ics link', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const address = `content-${tag}@example.com`;
    expect((await session.call('POST', '/subscribers', { json: { email: address, props: { firstname: 'Ola' } } })).status).toBe(201);
    const tracking = { source: 'konto', medium: 'email', campaign: 'konto', term: '', content: 'baner' };
    expect(
      (
        await session.call('PUT', '/settings/company/tracking', {
          json: { utm: tracking, hash: { enabled: false, type: 'param', name: '', text: '', hasher: 'none' } },
        })
      ).status,
    ).toBe(200);
    const html =
      '<html><body><p>Cześć {{ firstname }}</p><a href="https://shop.example/p">Sklep</a><p>Kalendarz: {{ calendar_url }}</p></body></html>';
    const created = await session.call('POST', '/mailings', {
      json: {
        ...head,
        html,
        text: 'Tekst dla {{ firstname }}: https://shop.example/t',
        textCustom: true,
        preheader: 'Zajawka dla {{ firstname }}',
        utm: { source: 'mailing', campaign: 'zima' },
        event: EVENT,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.event).toMatchObject({ title: EVENT.title });
    expect((await session.call('POST', `/mailings/${created.body.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const email = await PostalMime.parse((await mailTo(address))[0]!.raw);
    expect(email.html).toMatch(/<body[^>]*><div style="display:none[^"]*">Zajawka dla Ola<\/div>/);
    expect(email.text).toMatch(/^Tekst dla Ola: https:\/\/goniec\.test\/t\/c\//);
    expect(email.text).not.toContain('Cześć');
    // The text's link is tracked like the html's, and both carry the mailing's UTM over the account's.
    const links = destinations(email.html!);
    expect(links).toContain('https://shop.example/p?utm_source=mailing&utm_medium=email&utm_campaign=zima&utm_content=baner');
    const textLink = /https:\/\/goniec\.test\/t\/c\/([^".\s]+)\./.exec(email.text!)![1]!;
    expect(JSON.parse(Buffer.from(textLink, 'base64url').toString()).u).toBe(
      'https://shop.example/t?utm_source=mailing&utm_medium=email&utm_campaign=zima&utm_content=baner',
    );

    const ics = /Kalendarz: (https:\/\/goniec\.test\/t\/e\/\S+?\.ics)/.exec(email.html!)![1]!;
    const served = await trackingRequest('GET', new URL(ics).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers?.['content-type']).toBe('text/calendar; charset=utf-8');
    const body = String(served.body);
    expect(body).toContain('BEGIN:VCALENDAR\r\n');
    expect(body).toContain('SUMMARY:Webinar\\; nowości\\, pytania\r\n');
    expect(body).toContain('DESCRIPTION:Linia 1\\nLinia 2\r\n');
    expect(body).toContain('DTSTART:20261210T160000Z\r\n');
    expect(body).toContain('DTEND:20261210T173000Z\r\n');
    expect(body).toContain('LOCATION:Kraków\\, ul. Długa 5\r\n');
    expect(body).toContain('ORGANIZER;CN="Sklep Ali":mailto:news@goniec.test\r\n');
    // A tampered signature, and a mailing with no event, are a plain 404.
    expect(
      (await trackingRequest('GET', new URL(ics).pathname.replace(/\.([^.]{22})\.ics$/, '.AAAAAAAAAAAAAAAAAAAAAA.ics'))).statusCode,
    ).toBe(404);
    const plain = (await session.call('POST', '/mailings', { json: { ...head, html: '<p>x</p>' } })).body;
    const noEvent = calendarUrl(await getPublicBaseUrl(), await getSigningKey(), account.accountId, plain.id);
    expect((await trackingRequest('GET', new URL(noEvent).pathname)).statusCode).toBe(404);
  });
});
