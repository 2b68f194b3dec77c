import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';

const { mailingsRepository } = await import('@functions/mailings/repository');
const { rollupsRepository } = await import('@functions/sending/rollups-repository');

/**
 * A live report reads `sent` from the senders' counters and `delivered` from the events worker's
 * roll-ups; the events can run ahead. The report never shows more delivered (or bounced) than sent.
 */
describe('a live mailing report', () => {
  it('never shows more delivered or bounced than sent while the counters disagree', async () => {
    const { session, account } = await loggedIn();
    const created = await session.call('POST', '/mailings', {
      json: { name: 'Na żywo', subject: 'Temat', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>x</p>' },
    });
    expect(created.status).toBe(201);
    const record = (await mailingsRepository.get(account.accountId, created.body.id))!;
    // The sender has committed 2 sent; the events worker has already counted 5 deliveries and 3 bounces.
    await mailingsRepository.put(account.accountId, { ...record, state: 'sending', stats: { ...record.stats, recipients: 10, sent: 2 } });
    await rollupsRepository.add(account.accountId, record.id, { delivered: 5, bounced: 3, opened: 1 });

    const report = await session.call('GET', `/mailings/${record.id}`);
    expect(report.status).toBe(200);
    expect(report.body.stats).toMatchObject({ recipients: 10, sent: 2, delivered: 2, bounced: 0, opened: 1 });
    const listed = (await session.call('GET', '/mailings')).body.items.find((m: { id: string }) => m.id === record.id);
    expect(listed.stats).toMatchObject({ sent: 2, delivered: 2 });

    // Once the sender's counters catch up, the real numbers show.
    await mailingsRepository.put(account.accountId, { ...record, state: 'sending', stats: { ...record.stats, recipients: 10, sent: 8 } });
    expect((await session.call('GET', `/mailings/${record.id}`)).body.stats).toMatchObject({ sent: 8, delivered: 5, bounced: 3 });
  });
});
