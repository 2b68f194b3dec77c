import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

/** Types a wall time into a WallTimeInput (date, then time of day) inside `scope`. */
async function typeWallTime(scope: Locator | Page, date: string, time: string) {
  await scope.getByRole('textbox', { name: 'Data' }).fill(date);
  await scope.getByRole('textbox', { name: 'Godzina' }).fill(time);
}

describe('a mailing planned once at a time', () => {
  it('is planned in the plan dialog, listed as planned, given a new time and taken back to ready', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'termin');
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: `${unique('termin')}@example.com`, name: 'Ola' }), 'subscriber');
    const created = await apiCall(page, 'POST', '/mailings', {
      name: 'Zapowiedź wyprzedaży',
      subject: 'Wyprzedaż rusza',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: '<html><body><p>Wyprzedaż</p></body></html>',
    });
    expectOk(created, 'mailing');
    const id = created.body.id as string;
    const year = new Date().getFullYear() + 1;

    await page.goto('/v2/mailing/send');
    await page.getByRole('checkbox', { name: 'Zapowiedź wyprzedaży' }).check();
    await page.getByRole('button', { name: 'Akcje', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Zaplanuj', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'O wybranej dacie i godzinie', exact: true }).check();
    await typeWallTime(dialog, `${year}-01-15`, '10:30');
    await dialog
      .getByTestId('plan-confirmation')
      .getByText(
        `„Zapowiedź wyprzedaży” trafi do wszystkich zapisanych adresów: 1 adres, jako Jednorazowa, ${year}-01-15 10:30 (Europe/Warsaw).`,
        {
          exact: true,
        },
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Zaplanuj', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await apiCall(page, 'GET', `/mailings/${id}`)).body).toMatchObject({
      state: 'planned',
      sendType: 'once',
      startAt: `${year}-01-15T09:30:00.000Z`,
    });

    // The planned list shows it with its type; the report's planned panel with its time.
    await page.getByRole('button', { name: 'Zaplanowane', exact: true }).click();
    const list = page.getByRole('table', { name: 'Mailingi' });
    const row = list.getByRole('row').filter({ hasText: 'Zapowiedź wyprzedaży' });
    await row.getByText('Jednorazowa', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Zapowiedź wyprzedaży', exact: true }).click();
    await page.waitForURL(`**/v2/mailing/${id}/report`);
    const panel = page.getByTestId('planned-panel');
    await panel.getByText(`${year}-01-15 10:30 (czas konta)`, { exact: true }).waitFor();

    await panel.getByRole('button', { name: 'Zmień czas', exact: true }).click();
    await typeWallTime(panel, `${year}-01-16`, '08:00');
    await panel.getByRole('button', { name: 'Zapisz czas', exact: true }).click();
    await page.getByText(`„Zapowiedź wyprzedaży” ruszy ${year}-01-16 08:00.`, { exact: true }).waitFor();
    await panel.getByText(`${year}-01-16 08:00 (czas konta)`, { exact: true }).waitFor();
    expect((await apiCall(page, 'GET', `/mailings/${id}`)).body).toMatchObject({
      state: 'planned',
      startAt: `${year}-01-16T07:00:00.000Z`,
    });

    await panel.getByRole('button', { name: 'Cofnij do gotowych', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cofnij do gotowych', exact: true }).click();
    await page.getByText('„Zapowiedź wyprzedaży” wrócił do gotowych.', { exact: true }).waitFor();
    await panel.waitFor({ state: 'detached' });
    expect((await apiCall(page, 'GET', `/mailings/${id}`)).body.state).toBe('ready');
    const history = page.getByRole('table', { name: 'Historia działań' });
    for (const line of ['Zaplanowanie', 'Zmiana terminu', 'Cofnięcie planu']) await history.getByText(line, { exact: true }).waitFor();

    await page.goto('/v2/mailing/send');
    await page.getByRole('button', { name: 'Zaplanowane', exact: true }).click();
    await page.getByText('Żaden mailing nie pasuje do filtrów', { exact: true }).waitFor();
  });
});
