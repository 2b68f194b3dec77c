import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';

const { config } = await import('@functions/platform/config');
const { BLUEPRINTS } = await import('@functions/templates/blueprints');

const MJML = (words: string) =>
  `<mjml><mj-body><mj-section><mj-column><mj-text>${words} <a href="{{ unsubscribe_url }}">x</a></mj-text></mj-column></mj-section></mj-body></mjml>`;

describe('blueprints', () => {
  it('are listed and opened with their compiled HTML', async () => {
    const { session } = await loggedIn();
    const list = await session.call('GET', '/blueprints');
    expect(list.body.items).toHaveLength(BLUEPRINTS.length);
    expect(list.body.items[0]).toEqual({
      id: BLUEPRINTS[0]!.id,
      category: BLUEPRINTS[0]!.category,
      name: BLUEPRINTS[0]!.name,
      description: BLUEPRINTS[0]!.description,
    });
    for (const { id } of list.body.items) {
      const one = await session.call('GET', `/blueprints/${id}`);
      expect(one.body.mjml).toContain('<mjml');
      expect(one.body.html).toMatch(/<html[\s\S]*unsubscribe_url/);
    }
    expect((await session.call('GET', '/blueprints/nope')).body.code).toBe('BLUEPRINT_NOT_FOUND');
  });
});

describe('a mailing from a template', () => {
  it('from a blueprint: visual, its MJML compiled, subject in the account’s language, the deployment’s sender', async () => {
    const { session } = await loggedIn();
    const blueprint = BLUEPRINTS[0]!;
    const made = await session.call('POST', '/mailings/from-template', { json: { source: 'blueprint', id: blueprint.id } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      state: 'working',
      mode: 'visual',
      mjml: blueprint.mjml,
      name: blueprint.name.pl,
      subject: blueprint.subject.pl,
      blueprintId: blueprint.id,
      fromEmail: `no-reply@${config.senderDomain}`,
      language: 'pl',
    });
    expect(made.body.html).toMatch(/<html/);
    // It is a mailing like any other, with a first restore point.
    expect((await session.call('GET', `/mailings/${made.body.id}`)).body.blueprintId).toBe(blueprint.id);
    expect((await session.call('GET', `/mailings/${made.body.id}/history`)).body.items).toHaveLength(1);

    await session.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', language: 'en-US' } });
    const english = await session.call('POST', '/mailings/from-template', { json: { source: 'blueprint', id: blueprint.id, name: 'Mój' } });
    expect(english.body).toMatchObject({ name: 'Mój', subject: blueprint.subject.en, language: 'en' });
    // Every blueprint makes a mailing; the one inviting to an event carries it.
    for (const each of BLUEPRINTS) {
      const one = await session.call('POST', '/mailings/from-template', { json: { source: 'blueprint', id: each.id } });
      expect([each.id, one.status]).toEqual([each.id, 201]);
      if (each.event) expect(one.body.event).toEqual(each.event);
    }
    expect((await session.call('POST', '/mailings/from-template', { json: { source: 'blueprint', id: 'nope' } })).body.code).toBe(
      'BLUEPRINT_NOT_FOUND',
    );
  });

  it('from a template: a copy of its content and headers; the template is then in use and not deleted', async () => {
    const { session } = await loggedIn();
    const template = (
      await session.call('POST', '/templates', {
        json: {
          name: 'Szablon',
          mode: 'visual',
          mjml: MJML('Oryginał'),
          text: 'Tekst własny',
          textCustom: true,
          preheader: 'Zajawka',
          headers: { subject: 'Temat z szablonu', fromEmail: `news@${config.senderDomain}`, fromName: 'Sklep', replyTo: 'odp@example.com' },
          advancedOptions: { language: 'en' },
        },
      })
    ).body;
    const made = await session.call('POST', '/mailings/from-template', { json: { source: 'template', id: template.id } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Szablon',
      subject: 'Temat z szablonu',
      fromEmail: `news@${config.senderDomain}`,
      fromName: 'Sklep',
      replyTo: 'odp@example.com',
      mode: 'visual',
      mjml: template.mjml,
      text: 'Tekst własny',
      textCustom: true,
      preheader: 'Zajawka',
      language: 'en',
      templateId: template.id,
    });
    expect(made.body.html).toBe(template.html);

    // A copy: the template changes, the mailing does not.
    await session.call('PUT', `/templates/${template.id}`, { json: { name: 'Szablon', mode: 'visual', mjml: MJML('Zmieniony') } });
    expect((await session.call('GET', `/mailings/${made.body.id}`)).body.html).toContain('Oryginał');

    // The save above kept the use count.
    const summary = (await session.call('GET', '/templates')).body.items[0];
    expect(summary.canDelete).toBe(false);
    const del = await session.call('DELETE', `/templates/${template.id}`);
    expect([del.status, del.body.code]).toEqual([409, 'TEMPLATE_IN_USE']);
  });

  it('from a template whose sender is not verified: the account’s default predefined sender', async () => {
    const { session } = await loggedIn();
    const template = (
      await session.call('POST', '/templates', {
        json: { name: 'Obcy nadawca', html: '<p>Hej</p>', headers: { fromEmail: 'someone@unverified.example', subject: 'S' } },
      })
    ).body;
    const fallback = await session.call('POST', '/mailings/from-template', { json: { source: 'template', id: template.id } });
    expect(fallback.body.fromEmail).toBe(`no-reply@${config.senderDomain}`);

    await session.call('POST', '/settings/company/senders', { json: { name: 'Biuro', fromEmail: `biuro@${config.senderDomain}` } });
    const preset = await session.call('POST', '/mailings/from-template', { json: { source: 'template', id: template.id } });
    expect(preset.body).toMatchObject({ fromEmail: `biuro@${config.senderDomain}`, fromName: 'Biuro' });
  });

  it('blank: visual with a minimal valid MJML, or an HTML starter, both with the unsubscribe link', async () => {
    const { session } = await loggedIn();
    const visual = await session.call('POST', '/mailings/from-template', { json: { source: 'blank', mode: 'visual' } });
    expect(visual.status).toBe(201);
    expect(visual.body).toMatchObject({ mode: 'visual', name: 'Nowy mailing', subject: 'Nowy mailing' });
    expect(visual.body.mjml).toContain('{{ unsubscribe_url }}');
    expect(visual.body.html).toContain('{{ unsubscribe_url }}');
    const html = await session.call('POST', '/mailings/from-template', { json: { source: 'blank', mode: 'html', name: 'Pusty' } });
    expect(html.body).toMatchObject({ mode: 'html', name: 'Pusty' });
    expect(html.body.html).toContain('{{ unsubscribe_url }}');
    expect(html.body).not.toHaveProperty('templateId');
  });

  it('“save as template”: the mailing’s content and headers become a new template', async () => {
    const { session } = await loggedIn();
    const folder = (await session.call('POST', '/template-folders', { json: { name: 'Z mailingów' } })).body;
    const mailing = (
      await session.call('POST', '/mailings', {
        json: {
          name: 'Mailing',
          subject: 'Temat {{ firstname }}',
          fromName: 'Sklep',
          fromEmail: `news@${config.senderDomain}`,
          mode: 'visual',
          mjml: MJML('Z mailingu'),
          preheader: 'Zajawka',
          language: 'en',
        },
      })
    ).body;
    const saved = await session.call('POST', '/templates/from-mailing', {
      json: { mailingId: mailing.id, name: 'Z mailingu', dir: folder.id },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      name: 'Z mailingu',
      dir: folder.id,
      mode: 'visual',
      mjml: mailing.mjml,
      html: mailing.html,
      preheader: 'Zajawka',
      headers: { subject: 'Temat {{ firstname }}', fromEmail: `news@${config.senderDomain}`, fromName: 'Sklep' },
      advancedOptions: { language: 'en' },
      canDelete: true,
    });
    const missing = await session.call('POST', '/templates/from-mailing', {
      json: { mailingId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', name: 'Brak' },
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'MAILING_NOT_FOUND']);
    const other = await loggedIn();
    expect((await other.session.call('POST', '/templates/from-mailing', { json: { mailingId: mailing.id, name: 'Cudzy' } })).status).toBe(
      404,
    );
  });
});
