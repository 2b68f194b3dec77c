import PostalMime from 'postal-mime';
import { expect } from 'vitest';
import { renderStamp } from '@functions/signup/stamp';
import { type ApiSession, mailTo, trackingRequest } from './helpers';

/** A consent property and a consent on it (optional unless `required`). */
export async function consentOn(session: ApiSession, name: string, required = false) {
  const property = await session.call('POST', '/properties', { json: { type: 'spec_agr', name, displayName: name } });
  expect(property.status, JSON.stringify(property.body)).toBe(201);
  const consent = await session.call('POST', '/settings/scenarios/consents', {
    json: { name: `Zgoda ${name}`, text: `Zgadzam się na ${name}.`, required, propertyId: property.body.id },
  });
  expect(consent.status, JSON.stringify(consent.body)).toBe(201);
  return { propertyId: property.body.id as string, consent: consent.body };
}

export async function createForm(session: ApiSession, overrides: Record<string, unknown> = {}) {
  const res = await session.call('POST', '/settings/scenarios/forms', {
    json: {
      name: 'Newsletter',
      language: 'pl',
      fields: [{ propertyId: 'firstname', required: false }],
      consentIds: [],
      confirm: 'double',
      thankYou: '',
      redirectUrl: '',
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; hostedUrl: string; embedHtml: string };
}

/** A visitor's address of its own per test, so the per-address limit of one test never touches another. */
export const visitorIp = () => `10.${rand()}.${rand()}.${rand()}`;
const rand = () => Math.floor(Math.random() * 250) + 1;

export const formPath = (accountId: string, formId: string) => `/t/f/${accountId}/${formId}`;

/**
 * Posts the hosted form as a browser would (urlencoded). `stamp`: 'aged' (a render 5 s ago, as a
 * person takes), 'fresh' (rendered now: a bot's speed), 'none' (the embedded snippet), or a string.
 */
export async function postForm(
  accountId: string,
  formId: string,
  fields: Record<string, string | string[]>,
  options: { stamp?: 'aged' | 'fresh' | 'none' | string; ip?: string } = {},
) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) params.append(k, one);
  const stamp = options.stamp ?? 'aged';
  if (stamp === 'aged') params.set('_ts', await renderStamp(accountId, formId, Date.now() - 5000));
  else if (stamp === 'fresh') params.set('_ts', await renderStamp(accountId, formId));
  else if (stamp !== 'none') params.set('_ts', stamp);
  return trackingRequest('POST', formPath(accountId, formId), {
    body: params.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ip: options.ip ?? visitorIp(),
  });
}

/** The path of the newest confirmation link e-mailed to `address`. */
export async function confirmationPath(address: string): Promise<string> {
  for (const mail of (await mailTo(address)).reverse()) {
    const email = await PostalMime.parse(mail.raw);
    const match = /https:\/\/goniec\.test(\/t\/f\/confirm\/[^"\s<]+)/.exec(email.html ?? '');
    if (match) return match[1]!;
  }
  throw new Error(`no confirmation link e-mailed to ${address}`);
}

export async function subscriberByEmail(session: ApiSession, email: string) {
  const list = await session.call('GET', '/subscribers', { query: { search: email } });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return (list.body.items as { id: string; email: string; status: number; props: Record<string, unknown> }[]).find(
    (s) => s.email === email,
  );
}

export async function subscriberCount(session: ApiSession): Promise<number> {
  const list = await session.call('GET', '/subscribers');
  return (list.body.items as unknown[]).length;
}
