import { describe, expect, it } from 'vitest';
import { loggedIn, trackingRequest } from './helpers';
import { consentOn, createForm, formPath } from './signup-helpers';

describe('sign-up forms: definitions, the hosted link and the embed snippet', () => {
  it('creates, reads, lists, updates and deletes a form', async () => {
    const { session, account } = await loggedIn();
    const { consent } = await consentOn(session, 'news');
    const form = await createForm(session, { consentIds: [consent.id], fields: [{ propertyId: 'firstname', required: true }] });
    expect(form.hostedUrl).toBe(`https://goniec.test${formPath(account.accountId, form.id)}`);
    // The snippet is a plain form posting to the hosted page, with the fields, the consent and the honeypot.
    expect(form.embedHtml).toContain(`<form method="post" action="${form.hostedUrl}"`);
    expect(form.embedHtml).toContain('name="email"');
    expect(form.embedHtml).toContain('name="firstname"');
    expect(form.embedHtml).toContain(`name="consent_${consent.id}"`);
    expect(form.embedHtml).toContain('name="website"');
    expect(form.embedHtml).not.toContain('<script');

    expect((await session.call('GET', `/settings/scenarios/forms/${form.id}`)).body).toMatchObject({ id: form.id, confirm: 'double' });
    const updated = await session.call('PUT', `/settings/scenarios/forms/${form.id}`, {
      json: { name: 'Promocje', language: 'en', fields: [], consentIds: [], confirm: 'single', thankYou: 'Thanks!', redirectUrl: '' },
    });
    expect(updated.body).toMatchObject({ name: 'Promocje', language: 'en', confirm: 'single', thankYou: 'Thanks!' });
    expect((await session.call('GET', '/settings/scenarios/forms')).body.items).toHaveLength(1);
    expect((await session.call('DELETE', `/settings/scenarios/forms/${form.id}`)).status).toBe(200);
    expect((await session.call('GET', `/settings/scenarios/forms/${form.id}`)).body.code).toBe('SIGNUP_FORM_NOT_FOUND');
    expect((await trackingRequest('GET', formPath(account.accountId, form.id))).statusCode).toBe(404);
  });

  it('refuses fields a visitor may not fill and consents that do not exist', async () => {
    const { session } = await loggedIn();
    const { propertyId } = await consentOn(session, 'zgoda');
    const base = { name: 'F', language: 'pl', consentIds: [], confirm: 'double', thankYou: '', redirectUrl: '' };
    for (const fields of [
      [{ propertyId: 'status', required: false }],
      [{ propertyId: 'email', required: true }],
      [{ propertyId, required: false }],
      [{ propertyId: 'nope', required: false }],
      [
        { propertyId: 'city', required: false },
        { propertyId: 'city', required: true },
      ],
    ]) {
      const res = await session.call('POST', '/settings/scenarios/forms', { json: { ...base, fields } });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.params.errors[0].code).toBe('SIGNUP_FORM_FIELD_INVALID');
    }
    const consent = await session.call('POST', '/settings/scenarios/forms', { json: { ...base, fields: [], consentIds: ['nope'] } });
    expect(consent.body.params.errors).toEqual([{ path: 'consentIds.0', code: 'SIGNUP_FORM_FIELD_INVALID' }]);
    const url = await session.call('POST', '/settings/scenarios/forms', {
      json: { ...base, fields: [], redirectUrl: 'javascript:alert(1)' },
    });
    expect(url.status).toBe(400);
    expect((await session.call('GET', '/settings/scenarios/forms')).body.items).toEqual([]);
  });

  it('renders the hosted page in the form’s language with a render stamp and the honeypot', async () => {
    const { session, account } = await loggedIn();
    const { consent } = await consentOn(session, 'zgoda', true);
    const form = await createForm(session, {
      language: 'en',
      consentIds: [consent.id],
      fields: [{ propertyId: 'lastname', required: false }],
    });
    const page = await trackingRequest('GET', formPath(account.accountId, form.id));
    expect(page.statusCode).toBe(200);
    expect(page.headers?.['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Last name');
    expect(page.body).toContain('Sign up');
    expect(page.body).toContain(consent.text);
    expect(page.body).toMatch(/name="_ts" value="\d{13}\.[A-Za-z0-9_-]{43}"/);
    expect(page.body).toContain('name="website"');
  });

  it('keeps the confirm scenario’s expiry days within 1 to 30', async () => {
    const { session } = await loggedIn();
    expect((await session.call('GET', '/settings/scenarios/confirm')).body).toEqual({ expiryDays: 7 });
    expect((await session.call('PUT', '/settings/scenarios/confirm', { json: { expiryDays: 3 } })).body).toEqual({ expiryDays: 3 });
    expect((await session.call('PUT', '/settings/scenarios/confirm', { json: { expiryDays: 31 } })).status).toBe(400);
    expect((await session.call('GET', '/settings/scenarios/confirm')).body).toEqual({ expiryDays: 3 });
  });
});
