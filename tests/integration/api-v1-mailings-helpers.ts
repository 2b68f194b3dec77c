import { expect } from 'vitest';
import { drainQueues, type ApiSession } from './helpers';
import { addSubscriber, freshPolishNumber } from './sms-helpers';

/** Sendings for the public API's mailing and SMS routes to read (api-v1-mailings.test.ts, the contract test). */

const MAILING = {
  subject: 'Oferta',
  fromName: 'Sklep',
  fromEmail: 'news@goniec.test',
  html: '<p>Treść <a href="https://shop.example/a">A</a></p>',
};

export async function created(session: ApiSession, path: string, json: unknown): Promise<string> {
  const res = await session.call('POST', path, { json });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** A draft mailing and a sent one (to one subscriber), tagged, in `session`'s account. */
export async function mailings(session: ApiSession) {
  await session.call('POST', '/subscribers', { json: { email: `v1-${Date.now()}@example.com` } });
  const draft = await created(session, '/mailings', { ...MAILING, name: 'Szkic' });
  const sent = await created(session, '/mailings', { ...MAILING, name: 'Wysłany', tags: [{ name: 'kampania', value: 'jesień' }] });
  expect((await session.call('POST', `/mailings/${sent}/send`, { json: {} })).status).toBe(202);
  await drainQueues();
  return { draft, sent };
}

/** A sent SMS sending to one fresh number. */
export async function smsSending(session: ApiSession): Promise<string> {
  await addSubscriber(session, { gsm: freshPolishNumber() });
  const id = await created(session, '/sms', { name: 'Raport SMS', sender: 'Sklep', content: 'Hello' });
  await drainQueues();
  return id;
}
