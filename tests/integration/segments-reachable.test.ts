import { describe, expect, it } from 'vitest';
import { drainQueues, estimated, loggedIn, type ApiSession } from './helpers';

const { subscribersService } = await import('@functions/subscribers/service');

/**
 * Segment sizes put who can receive first: of the subscribers a segment matches, the unsubscribed,
 * blocked, forgotten and quarantined are counted apart (shared/rules/reachable.ts), in the estimate
 * and in a calculated audience alike.
 */
const inCity = { kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: ['Kraków'] };
const conditions = { kind: 'group', op: 'and', children: [inCity] };

async function add(session: ApiSession, email: string, status: number, city = 'Kraków') {
  const res = await session.call('POST', '/subscribers', { json: { email, status, props: { city } } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('who can receive', () => {
  it('is what the estimate and a calculated audience count first; the rest are counted beside', async () => {
    const { session, account } = await loggedIn();
    await add(session, 'ok1@x.pl', 8);
    await add(session, 'ok2@x.pl', 6);
    await add(session, 'left@x.pl', 3);
    await add(session, 'blocked@x.pl', 7);
    const bounced = await add(session, 'bounced@x.pl', 8);
    const forgotten = await add(session, 'forgotten@x.pl', 8);
    await add(session, 'elsewhere@x.pl', 8, 'Poznań');
    // Two counted bounces in a row: a temporary mail quarantine.
    await subscribersService.recordMailOutcome(account.accountId, bounced, 'failed');
    await subscribersService.recordMailOutcome(account.accountId, bounced, 'failed');
    expect((await session.call('POST', `/subscribers/${forgotten}/forget`, { json: {} })).status).toBe(200);

    const estimate = await estimated(session, conditions);
    // Forgotten subscribers never match; of the five who do, two can receive.
    expect(estimate.body.result).toMatchObject({ count: 5, reachable: 2, exact: true, margin: 0, reachableMargin: 0, total: 7 });

    const created = (await session.call('POST', '/segments', { json: { name: 'Kraków', type: 'static', conditions } })).body;
    expect((await session.call('POST', `/segments/${created.id}/calculate`, { json: {} })).status).toBe(202);
    await drainQueues();
    const segment = (await session.call('GET', `/segments/${created.id}`)).body;
    expect(segment.audience).toMatchObject({ count: 5, reachable: 2 });
  });
});
