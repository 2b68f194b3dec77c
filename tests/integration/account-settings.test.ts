import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { SegmentGroup } from '@shared/segments/model';
import { createTestAccount, drainQueues, loggedIn, type ApiSession } from './helpers';

const { segmentsRepository } = await import('@functions/segments/repository');
const { estimateSegment } = await import('@functions/segments/estimate');
const { enqueueJob } = await import('@functions/jobs/queue');
const { runSegmentPieceJob } = await import('@functions/segments/calculation');

const PATH = '/settings/company/global';

describe('the account’s general settings', () => {
  it('start at Europe/Warsaw, and keep the zone saved', async () => {
    const { session } = await loggedIn();
    expect(await session.call('GET', PATH)).toMatchObject({ status: 200, body: { timeZone: 'Europe/Warsaw' } });

    expect(await session.call('PUT', PATH, { json: { timeZone: 'Pacific/Kiritimati' } })).toMatchObject({
      status: 200,
      body: { timeZone: 'Pacific/Kiritimati' },
    });
    expect((await session.call('GET', PATH)).body).toEqual({
      timeZone: 'Pacific/Kiritimati',
      currency: 'PLN',
      language: 'pl',
      fourEye: false,
      templateHistoryLimit: 10,
    });
    // An alias is kept as chosen, whichever name the runtime holds canonical.
    expect((await session.call('PUT', PATH, { json: { timeZone: 'Asia/Kolkata' } })).status).toBe(200);
    expect((await session.call('GET', PATH)).body).toEqual({
      timeZone: 'Asia/Kolkata',
      currency: 'PLN',
      language: 'pl',
      fourEye: false,
      templateHistoryLimit: 10,
    });
  });

  it('refuse an unknown zone with its field error, and leave the saved one', async () => {
    const { session } = await loggedIn();
    for (const timeZone of ['Mars/Olympus_Mons', 'europe/warsaw', '+01:00']) {
      const res = await session.call('PUT', PATH, { json: { timeZone } });
      expect(res.status, timeZone).toBe(400);
      expect(res.body, timeZone).toEqual({
        code: 'VALIDATION_FAILED',
        params: { errors: [{ path: 'timeZone', code: 'VALIDATION_INVALID_TIME_ZONE' }] },
      });
    }
    const missing = await session.call('PUT', PATH, { json: {} });
    expect(missing.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { errors: [{ path: 'timeZone', code: 'VALIDATION_REQUIRED' }] },
    });
    expect((await session.call('GET', PATH)).body).toEqual({
      timeZone: 'Europe/Warsaw',
      currency: 'PLN',
      language: 'pl',
      fourEye: false,
      templateHistoryLimit: 10,
    });
  });

  it('are refused without the general-settings permission (PERM_POGOLNE)', async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: { PERM_APRZEALL: true, PERM_PSTRUKTURA: true } }));
    for (const res of [await session.call('GET', PATH), await session.call('PUT', PATH, { json: { timeZone: 'UTC' } })]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'PERMISSION_DENIED', params: { permission: 'PERM_POGOLNE' } });
    }
  });
});

/**
 * 10:30 UTC on 10 March 2026 is already 11 March (00:30) on Kiritimati (UTC+14) and still 10 March
 * (01:30, daylight time) on Adak (UTC-9): a subscriber born on 11 March has a birthday "today" in
 * the first account only, one born on 10 March in the second only.
 */
const AT = '2026-03-10T10:30:00.000Z';
const birthdayToday: SegmentGroup = {
  kind: 'group',
  op: 'and',
  children: [{ kind: 'condition', source: 'property', target: 'birthday', aggregation: 'anniversary', operator: 'eq', value: 0 }],
};

async function accountIn(timeZone: string | null): Promise<{ session: ApiSession; accountId: string }> {
  const { session, account } = await loggedIn();
  if (timeZone) expect((await session.call('PUT', PATH, { json: { timeZone } })).status).toBe(200);
  for (const [email, birthday] of [
    ['born-10@x.pl', '1990-03-10'],
    ['born-11@x.pl', '1990-03-11'],
    ['born-12@x.pl', '1990-03-12'],
  ]) {
    expect((await session.call('POST', '/subscribers', { json: { email, props: { birthday } } })).status).toBe(201);
  }
  return { session, accountId: account.accountId };
}

/** A calculation as POST /segments/{id}/calculate starts it, but as of AT: the coordinator, then its pieces, on the queue. */
async function calculatedAt(session: ApiSession, accountId: string): Promise<string[]> {
  const created = await session.call('POST', '/segments', { json: { name: 'Urodziny dziś', type: 'static', conditions: birthdayToday } });
  expect(created.status).toBe(201);
  const segmentId = created.body.id as string;
  const calcId = ulid();
  expect(
    await segmentsRepository.beginCalculation(
      accountId,
      segmentId,
      { id: calcId, pieces: 0, done: 0, scanned: 0, matched: 0, startedAt: AT },
      AT,
    ),
  ).toBe(true);
  await enqueueJob({ kind: 'segment', accountId, segmentId, calcId });
  await drainQueues();
  const segment = await session.call('GET', `/segments/${segmentId}`);
  expect(segment.body).toMatchObject({ state: 'ready', audience: { count: 1 } });
  const audience = await session.call('GET', `/segments/${segmentId}/audience`);
  expect(audience.status).toBe(200);
  return (audience.body.items as { email: string }[]).map((m) => m.email);
}

describe('segments evaluate dates in the account’s time zone', () => {
  it('calculates "birthday today" for the day it is in each account’s zone', async () => {
    const kiritimati = await accountIn('Pacific/Kiritimati');
    const adak = await accountIn('America/Adak');
    const warsaw = await accountIn(null);
    expect(await calculatedAt(kiritimati.session, kiritimati.accountId)).toEqual(['born-11@x.pl']);
    expect(await calculatedAt(adak.session, adak.accountId)).toEqual(['born-10@x.pl']);
    // No zone chosen: Europe/Warsaw, where it is 11:30 on 10 March.
    expect(await calculatedAt(warsaw.session, warsaw.accountId)).toEqual(['born-10@x.pl']);
  });

  it('evaluates every piece in the zone the coordinator read, even once the account has changed it', async () => {
    const { session, accountId } = await accountIn('Pacific/Kiritimati');
    const segmentId = (
      await session.call('POST', '/segments', { json: { name: 'Urodziny dziś', type: 'static', conditions: birthdayToday } })
    ).body.id as string;
    const subscribers = (await session.call('GET', '/subscribers')).body.items as { id: string }[];
    const ids = subscribers.map((s) => s.id).sort();
    const calcId = ulid();
    expect(
      await segmentsRepository.beginCalculation(
        accountId,
        segmentId,
        { id: calcId, pieces: 0, done: 0, scanned: 0, matched: 0, startedAt: AT },
        AT,
      ),
    ).toBe(true);
    expect(await segmentsRepository.setPieces(accountId, segmentId, calcId, 1)).toBe(true);
    expect((await session.call('PUT', PATH, { json: { timeZone: 'America/Adak' } })).status).toBe(200);
    const job = {
      kind: 'segment-piece' as const,
      accountId,
      segmentId,
      calcId,
      piece: 0,
      fromId: ids[0]!,
      toId: ids[ids.length - 1]!,
      timeZone: 'Pacific/Kiritimati',
    };
    await runSegmentPieceJob(job, { attempt: 1, maxAttempts: 3, remainingMs: () => 600_000 });
    const audience = await session.call('GET', `/segments/${segmentId}/audience`);
    expect((audience.body.items as { email: string }[]).map((m) => m.email)).toEqual(['born-11@x.pl']);
  });

  it('estimates in the account’s zone too', async () => {
    const kiritimati = await accountIn('Pacific/Kiritimati');
    const adak = await accountIn('America/Adak');
    const emails = (estimate: Awaited<ReturnType<typeof estimateSegment>>) => estimate.preview.map((p) => p.email);
    const inKiritimati = await estimateSegment(kiritimati.accountId, birthdayToday, undefined, AT);
    const inAdak = await estimateSegment(adak.accountId, birthdayToday, undefined, AT);
    expect({ count: inKiritimati.count, exact: inKiritimati.exact, emails: emails(inKiritimati) }).toEqual({
      count: 1,
      exact: true,
      emails: ['born-11@x.pl'],
    });
    expect({ count: inAdak.count, exact: inAdak.exact, emails: emails(inAdak) }).toEqual({
      count: 1,
      exact: true,
      emails: ['born-10@x.pl'],
    });
  });
});
