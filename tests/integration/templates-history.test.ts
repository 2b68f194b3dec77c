import { describe, expect, it } from 'vitest';
import { loggedIn, type ApiSession } from './helpers';

const { config } = await import('@functions/platform/config');

const MJML = (words: string) =>
  `<mjml><mj-body><mj-section><mj-column><mj-text>${words}</mj-text></mj-column></mj-section></mj-body></mjml>`;

async function setLimit(session: ApiSession, templateHistoryLimit: number) {
  return session.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', templateHistoryLimit } });
}

describe('restore points', () => {
  it('the account keeps 3–30 of them (10 unless chosen), in its global settings', async () => {
    const { session } = await loggedIn();
    expect((await session.call('GET', '/settings/company/global')).body.templateHistoryLimit).toBe(10);
    for (const bad of [2, 31]) expect((await setLimit(session, bad)).status).toBe(400);
    const saved = await setLimit(session, 3);
    expect(saved.body.templateHistoryLimit).toBe(3);
    // A save that leaves it out keeps it.
    await session.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw' } });
    expect((await session.call('GET', '/settings/company/global')).body.templateHistoryLimit).toBe(3);
  });

  it('a template gets one per save, newest first; the oldest beyond the limit go; each holds the content as it was', async () => {
    const { session } = await loggedIn();
    await setLimit(session, 3);
    const created = (await session.call('POST', '/templates', { json: { name: 'Historia', mode: 'visual', mjml: MJML('wersja 0') } })).body;
    for (let i = 1; i <= 4; i++)
      expect(
        (await session.call('PUT', `/templates/${created.id}`, { json: { name: 'Historia', mode: 'visual', mjml: MJML(`wersja ${i}`) } }))
          .status,
      ).toBe(200);
    const list = await session.call('GET', `/templates/${created.id}/history`);
    expect(list.body.keep).toBe(3);
    expect(list.body.items).toHaveLength(3);
    expect(list.body.items[0]).toMatchObject({ reason: 'save', mode: 'visual', by: expect.stringMatching(/@example\.com$/) });
    const ats = list.body.items.map((p: { at: string }) => p.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const newest = await session.call('GET', `/templates/${created.id}/history/${list.body.items[0].id}`);
    expect(newest.body.content.mjml).toContain('wersja 4');
    expect(newest.body.content.html).toContain('wersja 4');
    const oldest = await session.call('GET', `/templates/${created.id}/history/${list.body.items[2].id}`);
    expect(oldest.body.content.mjml).toContain('wersja 2');
    expect(oldest.body.bytes).toBeGreaterThan(100);

    const missing = await session.call('GET', `/templates/${created.id}/history/01ARZ3NDEKTSV4RRFFQ69G5FAV`);
    expect([missing.status, missing.body.code]).toEqual([404, 'RESTORE_POINT_NOT_FOUND']);

    // The editor's timer says so in a header: its points are autosaves.
    await session.call('PUT', `/templates/${created.id}`, {
      json: { name: 'Historia', mode: 'visual', mjml: MJML('wersja auto') },
      headers: { 'x-goniec-autosave': '1' },
    });
    expect((await session.call('GET', `/templates/${created.id}/history`)).body.items[0].reason).toBe('autosave');

    // A larger limit keeps more from now on.
    await setLimit(session, 5);
    for (let i = 5; i <= 7; i++)
      await session.call('PUT', `/templates/${created.id}`, { json: { name: 'Historia', mode: 'visual', mjml: MJML(`wersja ${i}`) } });
    expect((await session.call('GET', `/templates/${created.id}/history`)).body.items).toHaveLength(5);

    // Another account reaches neither the list nor a point.
    const other = await loggedIn();
    expect((await other.session.call('GET', `/templates/${created.id}/history/${list.body.items[0].id}`)).body.code).toBe(
      'TEMPLATE_NOT_FOUND',
    );
  });

  it('a mailing gets one on create and on every save', async () => {
    const { session } = await loggedIn();
    const body = (html: string) => ({
      name: 'Mailing',
      subject: 'Temat',
      fromName: 'Sklep',
      fromEmail: `news@${config.senderDomain}`,
      html,
    });
    const created = (await session.call('POST', '/mailings', { json: body('<p>pierwsza</p>') })).body;
    await session.call('PUT', `/mailings/${created.id}`, { json: body('<p>druga</p>'), headers: { 'x-goniec-autosave': '1' } });
    const list = await session.call('GET', `/mailings/${created.id}/history`);
    expect(list.body).toMatchObject({ keep: 10, items: [{ reason: 'autosave', mode: 'html' }, { reason: 'save' }] });
    const newest = await session.call('GET', `/mailings/${created.id}/history/${list.body.items[0].id}`);
    expect(newest.body).toMatchObject({ subject: 'Temat', content: { html: expect.stringContaining('druga') } });
    const first = await session.call('GET', `/mailings/${created.id}/history/${list.body.items[1].id}`);
    expect(first.body.content.html).toContain('pierwsza');

    const other = await loggedIn();
    expect((await other.session.call('GET', `/mailings/${created.id}/history`)).body.code).toBe('MAILING_NOT_FOUND');
  });
});
