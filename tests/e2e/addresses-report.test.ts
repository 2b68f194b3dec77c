import { describe, expect, it } from 'vitest';
import { apiCall, choose, currentAccountId, expectOk, reachEmulator, registerUser, unique, useBrowser } from './support';

// The engagement summaries are written as the scoring recalculation writes them (its repository
// method), straight into this product's emulator: what is under test is the report over them.
reachEmulator();
const { engagementRepository } = await import('@functions/subscribers/engagement-repository');

const browser = useBrowser();

describe('the addresses report', () => {
  it('shows subscribers’ engagement, filters it (the score prefilled from the address) and exports the list', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'adresy');
    const accountId = await currentAccountId(page);
    const at = new Date().toISOString();
    const people = [
      { name: 'Ala Aktywna', score: 80, opens: 5, lastOpenAt: at },
      { name: 'Bartek Uśpiony', score: 60, opens: 0 },
      { name: 'Celina Chłodna', score: 10, opens: 1, lastOpenAt: '2026-01-05T10:00:00.000Z' },
    ];
    for (const p of people) {
      const created = await apiCall(page, 'POST', '/subscribers', { email: `${unique('adres')}@example.com`, name: p.name });
      expectOk(created, 'subscriber');
      const { name: _n, ...figures } = p;
      expect(await engagementRepository.setEngagement(accountId, created.body.id, { clicks: 0, at, ...figures })).toBe(true);
    }
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });

    await page.goto('/');
    await page.getByRole('link', { name: 'Adresy', exact: true }).click();
    await page.getByRole('heading', { name: 'Raport adresów' }).waitFor();
    for (const p of people) await row(p.name).waitFor();
    await page.getByText(/Dane pochodzą z przeliczenia aktywności/).waitFor();

    // From the scoring report's link: ?minScore= prefills the filter.
    await page.goto('/reports/addresses?minScore=50');
    await row('Ala Aktywna').waitFor();
    await row('Bartek Uśpiony').waitFor();
    expect(await row('Celina Chłodna').count()).toBe(0);
    expect(await page.getByLabel('Wynik od').inputValue()).toBe('50');
    expect(await row('Ala Aktywna').getByRole('cell').allTextContents()).toContain('80');

    await choose(page, 'Aktywność', 'Nigdy nie otworzył');
    await expect.poll(() => row('Ala Aktywna').count()).toBe(0);
    await row('Bartek Uśpiony').waitFor();

    await page.getByRole('button', { name: 'Eksportuj CSV' }).click();
    const exported = async () => ((await apiCall(page, 'GET', '/exports')).body.items as { state: string; rowsWritten: number }[])[0];
    await expect.poll(exported, { timeout: 60_000 }).toMatchObject({ state: 'finished', rowsWritten: 1 });
    const ready = page.getByRole('button', { name: 'Pobierz CSV' });
    await ready.waitFor({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await ready.click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  }, 120_000);
});
