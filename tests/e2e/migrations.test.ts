import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN } from '@infra/local/seed';
import { apiCall, login, reachEmulator, registerUser, useBrowser } from './support';

// The runtime's table in its emulator (infra/local: `<prefix>-app`), to make an account as before sharding.
reachEmulator();
const { PutCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { dynamo } = await import('@functions/platform/aws');
const { keysFor } = await import('@functions/data/keys');

const browser = useBrowser();

/** An account in layout 1 (no `dataLayout`) with three subscribers and their address claims in its one partition. */
async function layoutOneAccount(): Promise<string> {
  const { page, context } = await browser.open();
  await registerUser(page, 'migration', `Firma migracja ${Date.now()}`);
  const accountId = ((await apiCall(page, 'GET', '/users/me/accounts')).body.items as { id: string; current: boolean }[]).find(
    (a) => a.current,
  )!.id;
  await context.close();
  const keys = keysFor(accountId, 1);
  const table = process.env.APP_TABLE!;
  await dynamo().send(new UpdateCommand({ TableName: table, Key: keys.account(), UpdateExpression: 'REMOVE dataLayout' }));
  for (let i = 0; i < 3; i++) {
    const id = `01MIGRATIONSUB${i}${accountId.slice(-8)}`;
    const email = `m${i}@example.com`;
    await dynamo().send(
      new PutCommand({ TableName: table, Item: { ...keys.subscriber(id), ...keys.statusIndex(8, id), id, email, status: 8 } }),
    );
    await dynamo().send(new PutCommand({ TableName: table, Item: { ...keys.emailClaim(email), subscriberId: id } }));
  }
  return accountId;
}

describe('the migrations page', () => {
  it('a super administrator dry-runs (counts per account and family), then runs the migration to the end with its progress', async () => {
    const accountId = await layoutOneAccount();
    const { page, context } = await browser.open();
    await login(page, ADMIN_LOGIN.email, { password: ADMIN_LOGIN.password });
    await page.getByRole('link', { name: 'Migracje danych', exact: true }).click();
    await page.getByRole('heading', { name: '2026-11-account-layout-2' }).waitFor();

    await page.getByRole('button', { name: 'Próba bez zmian', exact: true }).click();
    await page.getByText(/^Próba: \d+ element(y|ów|u)? do przeniesienia/).waitFor();
    await page.getByRole('row', { name: new RegExp(`${accountId} SUB# 3`) }).waitFor();
    await page.getByRole('row', { name: new RegExp(`${accountId} SUBEMAIL# 3`) }).waitFor();

    await page.getByRole('button', { name: /^(Uruchom|Wznów)$/ }).click();
    // Two bounded steps at least: the hold's and the switch's cache waits (12 s each) do not fit in one.
    // (`npm start`'s runtime ran it at start, finding no account in layout 1: it was finished before this account.)
    await page.getByText(/^Przeniesiono ([1-9]\d*) z \1 elementów$/).waitFor({ timeout: 90_000 });
    await page.locator('dl').getByText('Zakończona', { exact: true }).waitFor();
    expect((await apiCall(page, 'GET', '/admin/migrations')).body.items[0]).toMatchObject({
      moved: expect.any(Number),
      status: 'finished',
      running: false,
      accounts: { failed: 0, waiting: 0 },
    });
    await page.getByRole('button', { name: 'Uruchom', exact: true }).waitFor();
    await context.close();
  }, 150_000);
});
