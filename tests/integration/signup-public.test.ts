import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS_ENV } from '@functions/platform/rate-limit';
import { tick } from '@functions/ticker/handler';
import { loggedIn, mailTo, trackingRequest } from './helpers';
import {
  confirmationPath,
  consentOn,
  createForm,
  formPath,
  postForm,
  subscriberByEmail,
  subscriberCount,
  visitorIp,
} from './signup-helpers';

const DAY = 86_400_000;
const textOf = (html: string | undefined) => (html ?? '').replace(/name="_ts" value="[^"]*"/g, '');

/** The harness's own limits (raised for its many sign-ins from 127.0.0.1): a test lowers one on top, then puts them back. */
const harness = process.env[RATE_LIMITS_ENV];

describe('the hosted sign-up endpoint: bots, limits and what it never tells', () => {
  afterEach(() => {
    if (harness === undefined) delete process.env[RATE_LIMITS_ENV];
    else process.env[RATE_LIMITS_ENV] = harness;
  });

  it('thanks a bot that filled the honeypot and writes nothing', async () => {
    const { session, account } = await loggedIn();
    const form = await createForm(session);
    const res = await postForm(account.accountId, form.id, { email: 'bot@example.com', website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Dziękujemy');
    expect(await subscriberCount(session)).toBe(0);
    expect(await mailTo('bot@example.com')).toEqual([]);
  });

  it('sends a post faster than a person types, a forged stamp or none (the embedded snippet) back to check, writing nothing', async () => {
    const { session, account } = await loggedIn();
    const form = await createForm(session);
    const fast = await postForm(account.accountId, form.id, { email: 'fast@example.com', firstname: 'Ola' }, { stamp: 'fresh' });
    expect(fast.statusCode).toBe(400);
    expect(fast.body).toContain('Sprawdź swoje dane');
    // What was typed comes back, so a person only sends again.
    expect(fast.body).toContain('value="fast@example.com"');
    const forged = await postForm(
      account.accountId,
      form.id,
      { email: 'fast@example.com' },
      { stamp: `${Date.now() - 60_000}.${'A'.repeat(43)}` },
    );
    expect(forged.statusCode).toBe(400);
    const embedded = await postForm(account.accountId, form.id, { email: 'fast@example.com' }, { stamp: 'none' });
    expect(embedded.statusCode).toBe(200);
    expect(embedded.body).toMatch(/name="_ts" value="\d{13}\./);
    expect(await subscriberCount(session)).toBe(0);
  });

  it('refuses fields the form does not have, and repeated fields, writing nothing', async () => {
    const { session, account } = await loggedIn();
    const form = await createForm(session);
    const extras: Record<string, string | string[]>[] = [
      { status: '8' },
      { comment: 'x' },
      { consent_01ABC: 'yes' },
      { firstname: ['Ola', 'Ala'] },
    ];
    for (const extra of extras) {
      const res = await postForm(account.accountId, form.id, { email: 'extra@example.com', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.body).toContain('pola, których nie przyjmujemy');
    }
    const json = await trackingRequest('POST', formPath(account.accountId, form.id), {
      body: JSON.stringify({ email: 'json@example.com' }),
      headers: { 'content-type': 'application/json' },
      ip: visitorIp(),
    });
    expect(json.statusCode).toBe(400);
    expect(await subscriberCount(session)).toBe(0);
  });

  it('answers invalid values and a missing required consent with the form and its errors, writing nothing', async () => {
    const { session, account } = await loggedIn();
    const { consent } = await consentOn(session, 'regulamin', true);
    const form = await createForm(session, { consentIds: [consent.id], fields: [{ propertyId: 'birthday', required: true }] });
    const res = await postForm(account.accountId, form.id, { email: 'not-an-address', birthday: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Ta wartość jest nieprawidłowa.');
    expect(res.body).toContain('To pole jest wymagane.');
    expect(res.body).toContain('Ta zgoda jest wymagana.');
    expect(await subscriberCount(session)).toBe(0);
  });

  it('limits posts per visitor address, whatever the form', async () => {
    process.env[RATE_LIMITS_ENV] = JSON.stringify({ ...(harness ? JSON.parse(harness) : {}), 'signup.ip': 3 });
    const { session, account } = await loggedIn();
    const form = await createForm(session, { confirm: 'single' });
    const ip = visitorIp();
    for (let i = 0; i < 3; i++)
      expect((await postForm(account.accountId, form.id, { email: `r${i}@example.com` }, { ip })).statusCode).toBe(200);
    const limited = await postForm(account.accountId, form.id, { email: 'r9@example.com' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(await subscriberByEmail(session, 'r9@example.com')).toBeUndefined();
    // Another visitor is not held back.
    expect((await postForm(account.accountId, form.id, { email: 'r10@example.com' })).statusCode).toBe(200);
  });

  it('gives an address already subscribed the same answer as a new one, with no second subscriber and no e-mail', async () => {
    const { session, account } = await loggedIn();
    const form = await createForm(session);
    await session.call('POST', '/subscribers', { json: { email: 'known@example.com', status: 8 } });
    const known = await postForm(account.accountId, form.id, { email: 'known@example.com', firstname: 'Ola' });
    const fresh = await postForm(account.accountId, form.id, { email: 'new@example.com', firstname: 'Ola' });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(textOf(known.body)).toBe(textOf(fresh.body));
    expect(await subscriberCount(session)).toBe(2);
    expect(await subscriberByEmail(session, 'known@example.com')).toMatchObject({ status: 8, props: {} });
    expect(await mailTo('known@example.com')).toEqual([]);
    expect(await mailTo('new@example.com')).toHaveLength(1);
  });
});

describe('double opt-in: the confirm scenario', () => {
  it('signs up unconfirmed (6), e-mails the link, confirms to 8 with the consent given from the form', async () => {
    const { session, account } = await loggedIn();
    const { propertyId, consent } = await consentOn(session, 'newsletter');
    const form = await createForm(session, { consentIds: [consent.id] });
    const res = await postForm(account.accountId, form.id, {
      email: 'Ala@Example.com',
      firstname: 'Ala',
      [`consent_${consent.id}`]: 'yes',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('wysłaliśmy na niego wiadomość');
    const pending = await subscriberByEmail(session, 'ala@example.com');
    expect(pending).toMatchObject({ status: 6, props: { firstname: 'Ala' } });
    // Not given until confirmed.
    expect(pending!.props[propertyId]).toBeUndefined();
    expect((await session.call('GET', `/subscribers/${pending!.id}/consents`)).body.items).toEqual([]);

    const link = await confirmationPath('ala@example.com');
    const page = await trackingRequest('GET', link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Potwierdzam zapis');
    // Opening the link (as a mail scanner does) confirms nothing: the button does.
    expect((await subscriberByEmail(session, 'ala@example.com'))!.status).toBe(6);
    const confirmed = await trackingRequest('POST', link, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('zapis jest potwierdzony');
    const ala = await subscriberByEmail(session, 'ala@example.com');
    expect(ala!.status).toBe(8);
    expect(typeof ala!.props[propertyId]).toBe('string');
    const history = await session.call('GET', `/subscribers/${ala!.id}/consents`);
    expect(history.body.items).toEqual([
      expect.objectContaining({ consentId: consent.id, version: 1, action: 'given', source: { kind: 'form', formId: form.id } }),
    ]);
    const changes = await session.call('GET', `/subscribers/${ala!.id}/history`);
    expect(changes.body.items[0]).toMatchObject({ actor: { kind: 'form', formId: form.id }, action: 'status' });
    // A second press changes nothing and says it is done.
    expect((await trackingRequest('POST', link, { body: '' })).statusCode).toBe(200);
    expect((await session.call('GET', `/subscribers/${ala!.id}/consents`)).body.items).toHaveLength(1);
    expect((await trackingRequest('GET', '/t/f/confirm/not.a.valid-token-at-all')).statusCode).toBe(404);
  });

  it('uses the branding’s confirmation e-mail words, font and colours when the account set them', async () => {
    const { session, account } = await loggedIn();
    const { brandingRepository } = await import('@functions/branding/repository');
    const { DEFAULT_BRANDING } = await import('@shared/schemas/branding');
    await brandingRepository.put(
      account.accountId,
      {
        ...DEFAULT_BRANDING,
        font: 'Georgia',
        colours: { ...DEFAULT_BRANDING.colours, primary: '#aa0055' },
        confirmationEmail: { subject: 'Potwierdź, proszę', text: 'Nasze słowa.' },
      },
      'test',
    );
    const form = await createForm(session);
    await postForm(account.accountId, form.id, { email: 'brand@example.com' });
    const [mail] = await mailTo('brand@example.com');
    const { default: PostalMime } = await import('postal-mime');
    const parsed = await PostalMime.parse(mail!.raw);
    expect(parsed.subject).toBe('Potwierdź, proszę');
    expect(parsed.html).toContain('Nasze słowa.');
    expect(parsed.html).toContain("font-family:'Georgia'");
    expect(parsed.html).toContain('background:#aa0055');
  });

  it('expires a sign-up left unconfirmed past the scenario’s days: the ticker unsubscribes it and the link stops working', async () => {
    const { session, account } = await loggedIn();
    await session.call('PUT', '/settings/scenarios/confirm', { json: { expiryDays: 2 } });
    const form = await createForm(session);
    await postForm(account.accountId, form.id, { email: 'late@example.com' });
    const link = await confirmationPath('late@example.com');
    await tick(new Date(Date.now() + 1 * DAY));
    expect((await subscriberByEmail(session, 'late@example.com'))!.status).toBe(6);
    await tick(new Date(Date.now() + 2 * DAY + 60_000));
    expect((await subscriberByEmail(session, 'late@example.com'))!.status).toBe(3);
    expect((await trackingRequest('POST', link, { body: '' })).statusCode).toBe(410);
    // Signing up again starts afresh: unconfirmed, a new link.
    await postForm(account.accountId, form.id, { email: 'late@example.com' });
    expect((await subscriberByEmail(session, 'late@example.com'))!.status).toBe(6);
    expect(await mailTo('late@example.com')).toHaveLength(2);
  });

  it('links the account’s terms and privacy policy under the form, once the company settings have them', async () => {
    const { session, account } = await loggedIn();
    const form = await createForm(session);
    const before = await trackingRequest('GET', formPath(account.accountId, form.id));
    expect(before.body).not.toContain('Regulamin');
    const terms = 'https://shop.example/regulamin';
    expect((await session.call('PUT', '/settings/company/documents/terms', { json: { url: terms } })).status).toBe(200);
    const after = await trackingRequest('GET', formPath(account.accountId, form.id));
    expect(after.body).toContain(`<a href="${terms}" target="_blank" rel="noopener">Regulamin</a>`);
    expect(after.body).not.toContain('Polityka prywatności');
  });

  it('single opt-in: status 5 at once, no e-mail, a redirect when the form has one', async () => {
    const { session, account } = await loggedIn();
    const form = await createForm(session, { confirm: 'single', redirectUrl: 'https://shop.example/thanks' });
    const res = await postForm(account.accountId, form.id, { email: 'single@example.com' });
    expect(res).toMatchObject({ statusCode: 303, headers: { location: 'https://shop.example/thanks' } });
    // The hosted page lets its form lead there (browsers hold a form's redirect to the page's form-action).
    const page = await trackingRequest('GET', formPath(account.accountId, form.id));
    expect(page.headers?.['content-security-policy']).toContain("form-action 'self' https://shop.example");
    expect(await subscriberByEmail(session, 'single@example.com')).toMatchObject({ status: 5 });
    expect(await mailTo('single@example.com')).toEqual([]);
  });
});
