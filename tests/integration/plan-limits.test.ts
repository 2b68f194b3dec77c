import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo, type ApiSession } from './helpers';
import { setPlan } from './users-helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { emailAllowance, reserveBatch } = await import('@functions/sending/allowance');
const { usageRepository } = await import('@functions/sending/usage-repository');

/** The plan's e-mail limits (spec section 9) hold when a sending is planned and when its batches go out. */

const MAILING = { name: 'Listopad', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Oferta</p>' };

async function subscribers(session: ApiSession, tag: string, n: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `r${i}-${tag}@example.com`;
    expect((await session.call('POST', '/subscribers', { json: { email, status: 8 } })).status).toBe(201);
    emails.push(email);
  }
  return emails;
}

/** Uses `n` of the account's e-mails this month (and of the trial's), as sendings would have. */
async function used(accountId: string, n: number) {
  const { month } = await emailAllowance(accountId);
  expect(await usageRepository.reserve(accountId, month, n, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toBe(true);
}

async function sendMailing(session: ApiSession) {
  const mailing = (await session.call('POST', '/mailings', { json: MAILING })).body as { id: string };
  return { id: mailing.id, res: await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} }) };
}

describe("the plan's monthly e-mail limit", () => {
  it('refuses a sending whose recipients do not fit, with the numbers, and leaves the mailing as it was', async () => {
    const { session, account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    await subscribers(session, account.accountId.toLowerCase(), 3);
    await used(account.accountId, 119_998);
    const { id, res } = await sendMailing(session);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'FEATURE_LIMIT_REACHED',
      params: { limit: 'emailsPerMonth', max: 120_000, used: 119_998, needed: 3 },
    });
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('working');
    expect((await session.call('GET', '/users/dashboards')).body.payments.usage.emailsThisMonth).toBe(119_998);
  });

  it('never lets batches running side by side pass the limit together', async () => {
    const { account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    await used(account.accountId, 120_000 - 120);
    const reservations = await Promise.all(Array.from({ length: 8 }, () => reserveBatch(account.accountId, 50)));
    expect(reservations.reduce((sum, r) => sum + r.emails, 0)).toBe(120);
    await Promise.all(reservations.map((r) => r.settle(r.emails)));
    const { room } = await emailAllowance(account.accountId);
    expect(room).toMatchObject({ emails: 0, used: 120_000 });
  });

  it('sends a planned sending only as far as the plan allows when others took the rest meanwhile, and counts only what went', async () => {
    const { session, account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    const emails = await subscribers(session, account.accountId.toLowerCase(), 3);
    await used(account.accountId, 120_000 - 5);
    const { id, res } = await sendMailing(session);
    expect(res.status).toBe(202);
    await drainQueues(['plan']);
    // Another sending takes four of the five left after this one was planned.
    await used(account.accountId, 4);
    await drainQueues();
    const mailing = (await session.call('GET', `/mailings/${id}`)).body;
    expect(mailing).toMatchObject({ state: 'sent', stats: { recipients: 3, sent: 1 } });
    expect((await Promise.all(emails.map((e) => mailTo(e)))).flat()).toHaveLength(1);
    expect((await emailAllowance(account.accountId)).room).toMatchObject({ emails: 0, used: 120_000 });
  });
});

describe("the trial's 2500 e-mails to 500 subscribers", () => {
  it('refuses a sending past the trial’s e-mails, and one that would reach more new subscribers than it has left', async () => {
    const { session, account } = await loggedIn();
    await subscribers(session, account.accountId.toLowerCase(), 2);
    await used(account.accountId, 2499);
    const first = await sendMailing(session);
    expect(first.res.body).toEqual({ code: 'FEATURE_LIMIT_REACHED', params: { limit: 'trialEmails', max: 2500, used: 2499, needed: 2 } });

    const fresh = await loggedIn();
    await subscribers(fresh.session, fresh.account.accountId.toLowerCase(), 2);
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: { pk: `ACC#${fresh.account.accountId}`, sk: 'TRIALUSAGE' },
        UpdateExpression: 'SET recipients = :n',
        ExpressionAttributeValues: { ':n': 499 },
      }),
    );
    const second = await sendMailing(fresh.session);
    expect(second.res.body).toEqual({
      code: 'FEATURE_LIMIT_REACHED',
      params: { limit: 'trialRecipients', max: 500, used: 499, needed: 2 },
    });
  });

  it('counts each subscriber once, and the dashboard shows the trial’s own bars from the same ledger', async () => {
    const { session, account } = await loggedIn();
    await subscribers(session, account.accountId.toLowerCase(), 2);
    for (let round = 0; round < 2; round++) {
      const { res } = await sendMailing(session);
      expect(res.status).toBe(202);
      await drainQueues();
    }
    const payments = (await session.call('GET', '/users/dashboards')).body.payments;
    expect(payments).toMatchObject({
      plan: 'trial',
      usage: { emailsThisMonth: 4 },
      trialSending: { emails: 4, maxEmails: 2500, recipients: 2, maxRecipients: 500 },
    });
  });

  it('fails a restricted user’s sending at planning when their reach does not fit, with the reason on the mailing', async () => {
    const { session, account } = await loggedIn();
    await subscribers(session, account.accountId.toLowerCase(), 2);
    await used(account.accountId, 2499);
    const segment = (
      await session.call('POST', '/segments', {
        json: {
          name: 'Wszyscy',
          type: 'static',
          conditions: {
            kind: 'group',
            op: 'and',
            children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }],
          },
        },
      })
    ).body;
    await session.call('POST', `/segments/${segment.id}/calculate`, { json: {} });
    await drainQueues();
    const { addAndLogin } = await import('./users-helpers');
    const member = await addAndLogin(session, { roleId: 'administrator', segmentIds: [segment.id] });
    const { id, res } = await sendMailing(member.session);
    expect(res.status).toBe(202);
    await drainQueues();
    const mailing = (await session.call('GET', `/mailings/${id}`)).body;
    expect(mailing).toMatchObject({
      state: 'failed',
      failure: { code: 'FEATURE_LIMIT_REACHED', params: { limit: 'trialEmails', needed: 2 } },
    });
  });
});
