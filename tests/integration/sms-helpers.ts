import { expect } from 'vitest';
import { drainQueues, type ApiSession } from './helpers';
import { readEmulatorSms } from '@infra/local/emulator-sms';

/** A Polish mobile number no other test uses (the emulator keeps every text of the run). */
export const freshPolishNumber = () => `60${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** Texts the emulator accepted for a number: nine digits are a Polish one, as subscribers' numbers are read. */
export async function textsTo(number: string) {
  const e164 = `+${number.length === 9 ? `48${number}` : number}`;
  return (await readEmulatorSms(process.env.AWS_ENDPOINT_URL!)).filter((m) => m.phoneNumber === e164);
}

export async function addSubscriber(session: ApiSession, json: Record<string, unknown>) {
  const res = await session.call('POST', '/subscribers', { json });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

export const SEND = { name: 'Wyprzedaż', sender: 'Sklep', content: 'Wyprzedaż -50% tylko dziś! Odpisz STOP, by zrezygnować.' };

/** A static segment of the confirmed subscribers (status 8), calculated: the audience the SMS restriction tests limit users to. */
export async function confirmedSegment(session: ApiSession): Promise<string> {
  const segment = await session.call('POST', '/segments', {
    json: {
      name: 'Potwierdzeni',
      type: 'static',
      conditions: {
        kind: 'group',
        op: 'and',
        children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }],
      },
    },
  });
  expect(segment.status).toBe(201);
  expect((await session.call('POST', `/segments/${segment.body.id}/calculate`, { json: {} })).status).toBe(202);
  await drainQueues();
  return segment.body.id as string;
}
