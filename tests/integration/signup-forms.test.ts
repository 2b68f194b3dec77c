import { describe, expect, it, vi } from 'vitest';
import { consentsRepository } from '@functions/signup/consents-repository';
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

  it('lists several forms, each as its own read shows it, reading the account’s context once for the list', async () => {
    const { session, account } = await loggedIn();
    const { consent } = await consentOn(session, 'lista');
    const forms = [
      await createForm(session, { name: 'A', consentIds: [consent.id] }),
      await createForm(session, { name: 'B', language: 'en', fields: [{ propertyId: 'lastname', required: true }] }),
      await createForm(session, { name: 'C', fields: [] }),
    ];
    const reads = vi.spyOn(consentsRepository, 'list');
    try {
      const list = await session.call('GET', '/settings/scenarios/forms');
      expect(list.status).toBe(200);
      expect(reads.mock.calls.filter(([id]) => id === account.accountId)).toHaveLength(1);
      expect(list.body.items.map((f: { name: string }) => f.name)).toEqual(['A', 'B', 'C']);
      for (const [i, form] of forms.entries()) {
        const one = (await session.call('GET', `/settings/scenarios/forms/${form.id}`)).body;
        expect(list.body.items[i]).toEqual(one);
        expect(one.hostedUrl).toBe(`https://goniec.test${formPath(account.accountId, form.id)}`);
      }
      expect(list.body.items[0].embedHtml).toContain(`name="consent_${consent.id}"`);
      expect(list.body.items[1].embedHtml).toContain('name="lastname"');
      expect(list.body.items[2].embedHtml).not.toContain('name="firstname"');
    } finally {
      reads.mockRestore();
    }
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
