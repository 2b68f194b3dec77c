import { describe, expect, it } from 'vitest';
import type { SegmentGroup } from '@shared/segments/model';
import { campaignTicks } from '@functions/mailings/send-types';
import { drainQueues, loggedIn, mailTo, type ApiSession } from './helpers';

/**
 * Automatic mailings on segment entry (issue 17): those a calculation of the segment holds and the
 * previous one did not are triggered, once per subscriber per mailing, and sent in runs by the
 * ticker (driven at the test's times; assertions are by mail, as the ticker reads every account's).
 */
const city = (value: string[]): SegmentGroup => ({
  kind: 'group',
  op: 'and',
  children: [{ kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value }],
});

async function calculate(session: ApiSession, segmentId: string) {
  expect((await session.call('POST', `/segments/${segmentId}/calculate`, { json: {} })).status).toBe(202);
  await drainQueues();
  expect((await session.call('GET', `/segments/${segmentId}`)).body.state).toBe('ready');
}

async function tickAt(at: number) {
  await campaignTicks(new Date(at));
  await drainQueues();
}

describe('automatic mailings on entering a segment', () => {
  it('go to whom a new calculation adds, not to those already in it, and never twice', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const address = (name: string) => `${name}-${tag}@example.com`;
    const add = async (name: string, town: string) => {
      const res = await session.call('POST', '/subscribers', { json: { email: address(name), props: { city: town } } });
      expect(res.status).toBe(201);
      return res.body as { id: string; version: number };
    };
    await add('ala', 'Gdańsk');
    const segment = await session.call('POST', '/segments', { json: { name: 'Gdańsk', type: 'static', conditions: city(['Gdańsk']) } });
    expect(segment.status).toBe(201);
    const segmentId = segment.body.id as string;
    await calculate(session, segmentId);

    const created = await session.call('POST', '/mailings', {
      json: { name: 'Dla Gdańska', subject: 'Witaj w Gdańsku', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Hej</p>' },
    });
    const id = created.body.id as string;
    const refused = await session.call('POST', `/mailings/${id}/plan`, {
      json: { type: 'automatic', trigger: { kind: 'segment', segmentId: 'NOSUCHSEGMENT' } },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('CAMPAIGN_TRIGGER_INVALID');
    const planned = await session.call('POST', `/mailings/${id}/plan`, {
      json: { type: 'automatic', trigger: { kind: 'segment', segmentId } },
    });
    expect(planned.status).toBe(202);
    expect(planned.body).toMatchObject({ state: 'planned', sendType: 'automatic' });

    // Jan moves to Gdańsk: the next calculation holds him, and him only is new.
    const jan = await add('jan', 'Poznań');
    await calculate(session, segmentId);
    await tickAt(Date.now());
    expect(await mailTo(address('jan'))).toHaveLength(0);
    const moved = await session.call('PUT', `/subscribers/${jan.id}`, { json: { version: jan.version, props: { city: 'Gdańsk' } } });
    expect(moved.status).toBe(200);
    await calculate(session, segmentId);
    await tickAt(Date.now() + 60_000);
    expect(await mailTo(address('jan'))).toHaveLength(1);
    expect(await mailTo(address('ala'))).toHaveLength(0);

    // He leaves and comes back: in again, but not welcomed twice.
    const away = await session.call('PUT', `/subscribers/${jan.id}`, { json: { version: moved.body.version, props: { city: 'Poznań' } } });
    await calculate(session, segmentId);
    expect(
      (await session.call('PUT', `/subscribers/${jan.id}`, { json: { version: away.body.version, props: { city: 'Gdańsk' } } })).status,
    ).toBe(200);
    await calculate(session, segmentId);
    await tickAt(Date.now() + 120_000);
    expect(await mailTo(address('jan'))).toHaveLength(1);
    expect((await session.call('GET', `/mailings/${id}`)).body).toMatchObject({ state: 'planned', sendType: 'automatic' });
  });
});
