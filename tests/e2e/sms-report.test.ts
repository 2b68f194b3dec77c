import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, registerUser, useBrowser } from './support';

const browser = useBrowser();

/** A Polish mobile number no other test uses (the emulator keeps every text of the run). */
const freshNumber = () => `60${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('the SMS report', () => {
  it('lists a sent SMS sending with its parts and cost, and shows its statuses and prefixes, under Reports and in the SMS area', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'smsreport');
    for (const gsm of [freshNumber(), freshNumber()]) expectOk(await apiCall(page, 'POST', '/subscribers', { gsm }), 'subscriber');
    const sent = await apiCall(page, 'POST', '/sms', { name: 'Raport jesienny', sender: 'Sklep', content: 'Jesienna wyprzedaż!' });
    expectOk(sent, 'SMS sending');
    await expect.poll(async () => (await apiCall(page, 'GET', `/sms/${sent.body.id}`)).body.state, { timeout: 30_000 }).toBe('sent');

    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'SMS', exact: true }).click();
    await page.getByRole('heading', { name: 'Raport SMS' }).waitFor();
    const row = page.getByRole('row', { name: /Raport jesienny/ });
    await row.waitFor();
    // Two texts of one part at 0.16 zł each.
    await expect.poll(async () => (await row.getByRole('cell').allTextContents()).some((c) => /0,32\s*zł/.test(c))).toBe(true);
    await row.getByRole('link', { name: 'Raport jesienny' }).click();
    await page.waitForURL(/\/v2\/reports\/sms\/details\//);
    await page.getByRole('heading', { name: 'Statusy doręczenia' }).waitFor();
    await page.getByRole('row', { name: /\+48 \(PL\)/ }).waitFor();

    // The same list for the SMS area's users.
    await page.getByRole('navigation').getByRole('link', { name: 'Raporty SMS', exact: true }).click();
    await page.waitForURL(/\/sms\/reports$/);
    await page
      .getByRole('row', { name: /Raport jesienny/ })
      .getByRole('link')
      .click();
    await page.waitForURL(/\/sms\/reports\/[0-9A-Z]+$/);
    await page.getByRole('row', { name: /\+48 \(PL\)/ }).waitFor();
  });
});
