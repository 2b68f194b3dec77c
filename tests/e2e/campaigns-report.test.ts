import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, pixelOf, registerUser, subjectsFor, unique, useBrowser } from './support';

const browser = useBrowser();

describe('the campaigns report', () => {
  it('lists the sendings with their KPIs, filters them, compares two side by side and exports the list', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'reports');
    const address = `${unique('kpi')}@example.com`;
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: address, name: 'Ola' }), 'subscriber');
    const ids: string[] = [];
    for (const name of ['Wyprzedaż zimowa', 'Nowości wiosna']) {
      const created = await apiCall(page, 'POST', '/mailings', {
        name,
        subject: name,
        fromName: 'Sklep',
        fromEmail: 'newsletter@goniec.local',
        html: '<html><body><p>Oferta</p></body></html>',
      });
      expectOk(created, 'mailing');
      ids.push(created.body.id as string);
    }
    // Issue 18: a tag set in the editor's settings ("name: value" typed, Enter adds it).
    await page.goto(`/v2/mailing/edit/editor/${ids[0]}`);
    const tagInput = page.getByRole('combobox', { name: 'Tagi' });
    await tagInput.fill('sezon: zima');
    await tagInput.press('Enter');
    await page.getByText('sezon: zima', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect
      .poll(async () => (await apiCall(page, 'GET', `/mailings/${ids[0]}`, undefined)).body.tags, { timeout: 15_000 })
      .toEqual([{ name: 'sezon', value: 'zima' }]);
    for (const id of ids) expectOk(await apiCall(page, 'POST', `/mailings/${id}/send`, {}), 'send');
    await expect.poll(async () => (await subjectsFor(address)).length, { timeout: 30_000 }).toBe(2);
    expect((await page.request.get(await pixelOf(address, 'Wyprzedaż zimowa'))).status()).toBe(200);

    await page.goto('/');
    await page.getByRole('link', { name: 'Kampanie', exact: true }).click();
    await page.getByRole('heading', { name: 'Raport kampanii' }).waitFor();
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
    await row('Nowości wiosna').waitFor();
    // Its open rate moves once the open is counted (the list is read again on refresh).
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Odśwież' }).click();
          return (await row('Wyprzedaż zimowa').getByRole('cell').allTextContents()).some((c) => c === '100%');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.getByRole('application', { name: 'Wyniki w czasie' }).waitFor();

    await page.getByPlaceholder('Szukaj po nazwie').fill('zimowa');
    await expect.poll(() => row('Nowości wiosna').count()).toBe(0);
    await page.getByPlaceholder('Szukaj po nazwie').fill('');
    await row('Nowości wiosna').waitFor();

    // The tag filter: mailings carrying the tag (by its name, whatever its value); its badge in the row.
    await row('Wyprzedaż zimowa').getByText('sezon: zima').waitFor();
    await page.getByTestId('campaigns-tag-filter').getByRole('button').first().click();
    await page.getByRole('option', { name: /sezon/ }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => row('Nowości wiosna').count()).toBe(0);
    await row('Wyprzedaż zimowa').waitFor();
    await page.getByTestId('campaigns-tag-filter').getByRole('button').first().click();
    await page.getByRole('option', { name: /sezon/ }).click();
    await page.keyboard.press('Escape');
    await row('Nowości wiosna').waitFor();

    await page.getByRole('checkbox', { name: 'Zaznacz Wyprzedaż zimowa' }).check();
    await page.getByRole('checkbox', { name: 'Zaznacz Nowości wiosna' }).check();
    await page.getByRole('button', { name: 'Porównaj', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('columnheader', { name: 'Wyprzedaż zimowa' }).waitFor();
    await dialog.getByRole('columnheader', { name: 'Nowości wiosna' }).waitFor();
    expect(
      await dialog
        .getByRole('row', { name: /^Otwieralność/ })
        .getByRole('cell')
        .allTextContents(),
    ).toContain('100%');
    await dialog.getByRole('button', { name: 'Zamknij', exact: true }).click();

    // The archive: the reports of mailings moved there.
    const spring = (await apiCall(page, 'GET', '/reports/campaigns', undefined)).body.items.find(
      (r: { name: string }) => r.name === 'Nowości wiosna',
    );
    expectOk(await apiCall(page, 'POST', `/mailings/${spring.id}/hide`, {}), 'hide');
    await page.getByText('Tylko mailingi z archiwum').click();
    await expect.poll(() => row('Wyprzedaż zimowa').count()).toBe(0);
    await row('Nowości wiosna').waitFor();
    await page.getByText('Tylko mailingi z archiwum').click();
    await row('Wyprzedaż zimowa').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eksportuj do CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^campaigns-\d{4}-\d{2}-\d{2}\.csv$/);
  }, 120_000);
});
