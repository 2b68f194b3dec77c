import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, reachEmulator, registerUser, useBrowser } from './support';

// The test stands a sending in `paused` itself: in the local runtime a send is over before a
// reputation pause could catch it, and what is under test here is what the user sees and does.
reachEmulator();
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { dynamo } = await import('@functions/platform/aws');
const { tenant } = await import('@functions/data/tenant');

const browser = useBrowser();

describe('a paused mailing', () => {
  it('names why it is paused on its report, and its owner resumes it', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'pauza');
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: `pauza-${Date.now()}@example.com`, name: 'Ala' }), 'subscriber');
    const created = await apiCall(page, 'POST', '/mailings', {
      name: 'Pauza',
      subject: 'Pauza',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: '<html><body><p>Oferta</p></body></html>',
    });
    expectOk(created, 'mailing');
    const id = created.body.id as string;
    expectOk(await apiCall(page, 'POST', `/mailings/${id}/send`, {}), 'send');
    await expect.poll(async () => (await apiCall(page, 'GET', `/mailings/${id}`)).body.state, { timeout: 60_000 }).toBe('sent');

    const accountId = ((await apiCall(page, 'GET', '/users/me/accounts')).body.items as { id: string; current: boolean }[]).find(
      (a) => a.current,
    )!.id;
    const keys = await tenant(accountId);
    await dynamo().send(
      new UpdateCommand({
        TableName: process.env.APP_TABLE!,
        Key: keys.mailing(id),
        UpdateExpression: 'SET #state = :paused, #pause = :pause',
        ExpressionAttributeNames: { '#state': 'state', '#pause': 'pause' },
        ExpressionAttributeValues: {
          ':paused': 'paused',
          ':pause': {
            reason: 'complaint_rate',
            at: new Date().toISOString(),
            detail: { rate: 0.004, limit: 0.003, delivered: 1000, complained: 4, bounced: 0 },
          },
        },
      }),
    );

    await page.goto(`/v2/mailing/${id}/report`);
    await page.getByText('Wstrzymana: odsetek skarg 0.4% (limit 0.3%)', { exact: true }).waitFor();
    await page.getByText('Wstrzymany', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Wznów wysyłkę', exact: true }).click();
    await expect.poll(() => page.getByText('Wstrzymana: odsetek skarg 0.4% (limit 0.3%)', { exact: true }).count()).toBe(0);
    expect((await apiCall(page, 'GET', `/mailings/${id}`)).body.state).toBe('sending');
    // A second resume has nothing to resume.
    const again = await apiCall(page, 'POST', `/mailings/${id}/resume`, {});
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'MAILING_NOT_PAUSED' });
  });
});
