import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, registerUser, useBrowser } from './support';

const browser = useBrowser();

const freshNumber = () => `60${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('planned SMS', () => {
  it('plans an SMS at a time from the form, lists it on the planned page (at both addresses), gives it a new time and cancels it', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'sms-planned');
    expectOk(await apiCall(page, 'POST', '/subscribers', { gsm: freshNumber(), name: 'Ala' }), 'subscriber with a number');

    await page.goto('/sms/sending');
    await page.getByLabel('Nazwa wysyłki', { exact: true }).fill('Przypomnienie');
    await page.getByLabel('Nadawca', { exact: true }).fill('Sklep24');
    await page.getByLabel('Treść', { exact: true }).fill('Jutro wyprzedaz');
    await page.getByRole('radio', { name: 'O wybranej godzinie' }).check();
    await page.getByPlaceholder('RRRR/MM/DD').fill('2090-03-01');
    await page.getByPlaceholder('hh:mm').fill('10:00');
    await page.getByRole('button', { name: 'Wyślij', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Wysyłka wyjdzie 2090-03-01 10:00.').waitFor();
    await dialog.getByRole('button', { name: 'Zaplanuj', exact: true }).click();
    await page.waitForURL(/\/sms\/planned$/);
    const row = page.getByRole('row', { name: /Przypomnienie/ });
    await expect.poll(() => row.textContent()).toContain('Zaplanowana');
    expect(await row.textContent()).toContain('O godzinie');

    await page.goto('/v2/sms/planned');
    await row.waitFor();
    await row.getByRole('radio').check();
    await page.getByRole('button', { name: 'Zmień termin', exact: true }).click();
    await page.getByRole('dialog').getByPlaceholder('hh:mm').fill('12:30');
    await page.getByRole('dialog').getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Nowy termin wysyłki „Przypomnienie” zapisany.').waitFor();

    await row.getByRole('radio').check();
    await page.getByRole('button', { name: 'Anuluj', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Anuluj', exact: true }).click();
    await page.getByText('Wysyłka „Przypomnienie” anulowana.').waitFor();
    await page.getByText('Brak zaplanowanych i cyklicznych wysyłek SMS.').waitFor();
    const sms = (await apiCall(page, 'GET', '/sms')).body.items as { name: string; state: string; schedule?: { at: string } }[];
    expect(sms).toEqual([
      expect.objectContaining({ name: 'Przypomnienie', state: 'cancelled', schedule: { type: 'once', at: '2090-03-01T12:30' } }),
    ]);
    await context.close();
  });
});
