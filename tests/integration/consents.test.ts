import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { addAndLogin, setPlan } from './users-helpers';
import { consentOn, createForm, postForm, subscriberByEmail } from './signup-helpers';

describe('consents: definitions linked to consent properties, versioned texts', () => {
  it('links a consent to a consent property only, one consent per property', async () => {
    const { session } = await loggedIn();
    const text = await session.call('POST', '/properties', {
      json: { type: 'string', name: 'miasto2', displayName: 'Miasto', maxChar: 20 },
    });
    const wrong = await session.call('POST', '/settings/scenarios/consents', {
      json: { name: 'Zła', text: 'Treść', required: false, propertyId: text.body.id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.params.errors).toEqual([expect.objectContaining({ path: 'propertyId', code: 'CONSENT_PROPERTY_INVALID' })]);
    const unknown = await session.call('POST', '/settings/scenarios/consents', {
      json: { name: 'Zła', text: 'Treść', required: false, propertyId: 'firstname' },
    });
    expect(unknown.body.params.errors[0].code).toBe('CONSENT_PROPERTY_INVALID');

    const { propertyId } = await consentOn(session, 'newsletter');
    const twice = await session.call('POST', '/settings/scenarios/consents', {
      json: { name: 'Druga', text: 'Inna treść', required: false, propertyId },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.params.errors[0].code).toBe('CONSENT_PROPERTY_TAKEN');
    expect((await session.call('GET', '/settings/scenarios/consents')).body.items).toHaveLength(1);
  });

  it('makes a new version when the text changes and keeps the old ones; a name change alone keeps the version', async () => {
    const { session } = await loggedIn();
    const { propertyId, consent } = await consentOn(session, 'marketing');
    expect(consent.version).toBe(1);
    const renamed = await session.call('PUT', `/settings/scenarios/consents/${consent.id}`, {
      json: { name: 'Marketing', text: consent.text, required: true, propertyId },
    });
    expect(renamed.body).toMatchObject({ version: 1, name: 'Marketing', required: true });
    const edited = await session.call('PUT', `/settings/scenarios/consents/${consent.id}`, {
      json: { name: 'Marketing', text: 'Nowa treść zgody.', required: true, propertyId },
    });
    expect(edited.body).toMatchObject({ version: 2, text: 'Nowa treść zgody.' });
    const versions = await session.call('GET', `/settings/scenarios/consents/${consent.id}/versions`);
    expect(versions.body.items.map((v: { version: number; text: string }) => [v.version, v.text])).toEqual([
      [2, 'Nowa treść zgody.'],
      [1, consent.text],
    ]);
    // The property is the consent's for good.
    const moved = await session.call('PUT', `/settings/scenarios/consents/${consent.id}`, {
      json: { name: 'Marketing', text: 'x', required: true, propertyId: 'firstname' },
    });
    expect(moved.body.params.errors[0].code).toBe('CONSENT_PROPERTY_INVALID');
    expect((await session.call('GET', '/settings/scenarios/consents/nope/versions')).body.code).toBe('CONSENT_NOT_FOUND');
  });

  it('refuses to delete a consent a form offers, deletes it otherwise and frees its property', async () => {
    const { session } = await loggedIn();
    const { propertyId, consent } = await consentOn(session, 'oferty');
    const form = await createForm(session, { consentIds: [consent.id] });
    const refused = await session.call('DELETE', `/settings/scenarios/consents/${consent.id}`);
    expect(refused).toMatchObject({ status: 409, body: { code: 'CONSENT_IN_USE', params: { forms: 'Newsletter' } } });
    await session.call('DELETE', `/settings/scenarios/forms/${form.id}`);
    expect((await session.call('DELETE', `/settings/scenarios/consents/${consent.id}`)).status).toBe(200);
    const again = await session.call('POST', '/settings/scenarios/consents', {
      json: { name: 'Znowu', text: 'Treść', required: false, propertyId },
    });
    expect(again.status).toBe(201);
  });

  it('keeps a subscriber’s consent history: which consent, which text version, given when and from which form', async () => {
    const { session, account } = await loggedIn();
    const { propertyId, consent } = await consentOn(session, 'zgoda1');
    await session.call('PUT', `/settings/scenarios/consents/${consent.id}`, {
      json: { name: 'Zgoda pierwsza', text: 'Druga wersja treści.', required: false, propertyId },
    });
    const form = await createForm(session, { confirm: 'single', consentIds: [consent.id] });
    const res = await postForm(account.accountId, form.id, { email: 'ola@example.com', [`consent_${consent.id}`]: 'yes' });
    expect(res.statusCode).toBe(200);
    const ola = await subscriberByEmail(session, 'ola@example.com');
    expect(ola).toMatchObject({ status: 5 });
    expect(typeof ola!.props[propertyId]).toBe('string');
    const history = await session.call('GET', `/subscribers/${ola!.id}/consents`);
    expect(history.body.items).toEqual([
      expect.objectContaining({
        consentId: consent.id,
        consentName: 'Zgoda pierwsza',
        version: 2,
        action: 'given',
        source: { kind: 'form', formId: form.id },
      }),
    ]);
    // The history is the subscriber's: another account's id reads as missing.
    const other = await loggedIn();
    expect((await other.session.call('GET', `/subscribers/${ola!.id}/consents`)).status).toBe(404);
  });

  it('records consents a person sets or clears on a subscriber (manual) and those an import gives (import)', async () => {
    const { session, account } = await loggedIn();
    const { propertyId, consent } = await consentOn(session, 'sms');
    const created = await session.call('POST', '/subscribers', { json: { email: 'manual@example.com', props: { [propertyId]: true } } });
    expect(created.status).toBe(201);
    const given = await session.call('GET', `/subscribers/${created.body.id}/consents`);
    expect(given.body.items).toEqual([
      expect.objectContaining({ consentId: consent.id, action: 'given', source: { kind: 'manual', userId: account.userId } }),
    ]);
    await session.call('PUT', `/subscribers/${created.body.id}`, {
      json: { version: created.body.version, props: { [propertyId]: null } },
    });
    const withdrawn = await session.call('GET', `/subscribers/${created.body.id}/consents`);
    expect(withdrawn.body.items.map((e: { action: string }) => e.action)).toEqual(['withdrawn', 'given']);
    // A change that leaves the consent as it was writes no line.
    await session.call('PUT', `/subscribers/${created.body.id}`, { json: { version: created.body.version + 1, name: 'Ola' } });
    expect((await session.call('GET', `/subscribers/${created.body.id}/consents`)).body.items).toHaveLength(2);

    const imported = await session.call('POST', '/imports/manual', {
      json: { text: 'imported@example.com', mode: 2, consents: { properties: [propertyId], forNew: true, forUpdated: false } },
    });
    expect(imported.body.import.counters).toMatchObject({ imported: 1 });
    const person = (await session.call('GET', '/subscribers', { query: { search: 'imported@example.com' } })).body.items[0];
    const history = await session.call('GET', `/subscribers/${person.id}/consents`);
    expect(history.body.items).toEqual([
      expect.objectContaining({ consentId: consent.id, action: 'given', source: { kind: 'import', importId: imported.body.import.id } }),
    ]);
  });

  it('erases a subscriber’s consent history when they are forgotten (GDPR)', async () => {
    const { session } = await loggedIn();
    const { propertyId } = await consentOn(session, 'rodo');
    const created = await session.call('POST', '/subscribers', { json: { email: 'forget-me@example.com', props: { [propertyId]: true } } });
    expect((await session.call('GET', `/subscribers/${created.body.id}/consents`)).body.items).toHaveLength(1);
    expect((await session.call('POST', `/subscribers/${created.body.id}/forget`, { json: {} })).status).toBe(200);
    const after = await session.call('GET', `/subscribers/${created.body.id}/consents`);
    expect(after.body.items ?? []).toEqual([]);
  });

  it('needs PERM_PSCENARIUSZE to change consents and forms', async () => {
    const { session, account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    const member = await addAndLogin(session, { roleId: 'analyst' });
    const res = await member.session.call('POST', '/settings/scenarios/consents', {
      json: { name: 'X', text: 'Y', required: false, propertyId: 'x' },
    });
    expect(res.status).toBe(403);
    expect((await member.session.call('GET', '/settings/scenarios/forms')).status).toBe(403);
  });
});
