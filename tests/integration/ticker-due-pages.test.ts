import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';

const { tick } = await import('@functions/ticker/handler');
const { mailingsRepository } = await import('@functions/mailings/repository');
const { segmentsRepository } = await import('@functions/segments/repository');
const { pauseRepository } = await import('@functions/delivery/pause-repository');
const { sendingsDue } = await import('@functions/delivery/records-repository');
const { reconcileSendings } = await import('@functions/delivery/reconciler');
const { pauseSending, resumeDue } = await import('@functions/delivery/control');

/**
 * The ticker's due reads follow every page of the `due` index (functions/platform/due-index.ts).
 * Pages of 2 against 5 items of one account: a read that stopped at the first page would see 2.
 * The index is shared by every account, so each check looks at this account's items only.
 */
const COUNT = 5;
const PAGES = { pageSize: 2 } as const;
/** No bound, to see every item whatever other tests left on the index. */
const ALL = { pageSize: 2, max: 100_000 } as const;
const MINUTE = 60_000;
const city = {
  kind: 'group',
  op: 'and',
  children: [{ kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: ['Kraków'] }],
};
const MAILING = { name: 'Listopad', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Cześć {{name}}</p>' };

const mine = <T extends { accountId: string; id: string }>(items: T[], accountId: string) =>
  items
    .filter((i) => i.accountId === accountId)
    .map((i) => i.id)
    .sort();

async function created(session: ApiSession, path: string, json: unknown): Promise<string> {
  const res = await session.call('POST', path, { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe('the ticker reads every page of the due index', () => {
  it('plans every due mailing, refreshes every due segment, reconciles and resumes every due sending, a page of 2 at a time', async () => {
    const { session, account } = await loggedIn();
    const accountId = account.accountId;
    await created(session, '/subscribers', { email: `due-${accountId.toLowerCase()}@example.com`, name: 'Ala', props: { city: 'Kraków' } });
    const segments: string[] = [];
    const mailings: string[] = [];
    for (let i = 0; i < COUNT; i++) {
      segments.push(await created(session, '/segments', { name: `Kraków ${i}`, type: 'dynamic', refreshHours: 24, conditions: city }));
      const mailing = await created(session, '/mailings', { ...MAILING, name: `Listopad ${i}` });
      expect((await session.call('POST', `/mailings/${mailing}/send`, { json: {} })).status).toBe(202);
      mailings.push(mailing);
    }
    segments.sort();
    mailings.sort();

    // Planned mailings (DUE) and dynamic segments (DUESEG): every page read, and a bound stops the read.
    const now = new Date().toISOString();
    expect(mine(await mailingsRepository.due(now, ALL), accountId)).toEqual(mailings);
    expect(mine(await segmentsRepository.due(now, ALL), accountId)).toEqual(segments);
    expect(await segmentsRepository.due(now, { pageSize: 2, max: 3 })).toHaveLength(3);

    const ticked = await tick(new Date(), PAGES);
    expect(ticked.queued).toBeGreaterThanOrEqual(COUNT);
    expect(ticked.segments).toBeGreaterThanOrEqual(COUNT);
    for (const id of segments) expect((await session.call('GET', `/segments/${id}`)).body.state, id).toBe('queued');

    // Planned, the mailings are under way (DUESEND), due for the reconciler's look RECHECK_MS on.
    await drainQueues(['plan']);
    const look = new Date(Date.now() + 3 * MINUTE);
    const sending = (await sendingsDue(look.toISOString(), ALL))
      .filter((s) => s.accountId === accountId)
      .map((s) => s.id)
      .sort();
    expect(sending).toEqual(mailings);
    await reconcileSendings(look, PAGES);
    // Each one looked at is due again later: none left at that time.
    expect((await sendingsDue(look.toISOString(), ALL)).filter((s) => s.accountId === accountId)).toEqual([]);

    // Paused on a daily quota (DUERESUME): every one resumes when its time comes.
    const resumeAt = new Date(Date.now() + 60 * MINUTE).toISOString();
    for (const id of mailings) expect(await pauseSending({ channel: 'email', accountId, id }, 'daily_quota', { resumeAt })).toBe(true);
    const later = new Date(Date.parse(resumeAt) + 1000);
    expect(mine(await pauseRepository.due(later.toISOString(), ALL), accountId)).toEqual(mailings);
    expect(await resumeDue(later, PAGES)).toBeGreaterThanOrEqual(COUNT);
    for (const id of mailings) expect((await session.call('GET', `/mailings/${id}`)).body.state, id).toBe('sending');

    // Leave nothing of this account's on the queues for the files after.
    await drainQueues();
  }, 120_000);
});
