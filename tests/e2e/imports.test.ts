import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { apiCall, endpoint, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'goniec-import-e2e-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The text of a file the page made the browser download (a presigned S3 URL, served by the emulator). */
async function downloaded(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
}

const counterValue = async (page: Page, name: string) =>
  Number((await page.getByTestId(`import-${name}`).first().textContent())?.replace(/\D/g, '') || NaN);

describe('imports and exports', () => {
  it('imports a CSV through the wizard (upload straight to S3, mapping, progress), downloads the rejected-rows report, imports pasted lines and exports', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'import');
    const tag = unique('imp').toLowerCase();
    const csv = join(dir, `klienci-${tag}.csv`);
    // Row 3 of the file (line 3) has no valid address: the one broken row.
    writeFileSync(
      csv,
      `E-mail;Imię;Miasto\nola-${tag}@example.com;Ola;Kraków\nto-nie-jest-adres;Jan;Gdańsk\npiotr-${tag}@example.com;Piotr;Łódź\n`,
    );

    // The Subscribers section leads to the import.
    await page.goto('/subscribers/all');
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/subscribers/import');
    await page.getByRole('heading', { name: 'Import subskrybentów' }).waitFor();
    await page.getByText('Brak importów').waitFor();

    // Step 1: the client refuses a wrong extension before sending anything.
    const input = page.locator('input[type="file"]');
    const wrong = join(dir, 'lista.xlsx');
    writeFileSync(wrong, 'x');
    await input.setInputFiles(wrong);
    await page.getByText('Nieprawidłowe rozszerzenie pliku.').waitFor();
    await input.setInputFiles(csv);
    await page.getByText('Kliknij „Dalej”, aby przesłać i sprawdzić plik.').waitFor();
    // The browser PUTs the file to the presigned URL: another origin (the emulator), so CORS must allow it.
    const put = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().startsWith(endpoint));
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();
    const putResponse = await put;
    expect(putResponse.status()).toBe(200);
    expect(putResponse.headers()['access-control-allow-origin']).toBeTruthy();

    // Step 2: what validation found.
    await page.getByText('Rozpoznano: Średnik ( ; )').waitFor();
    await page.getByText('Rozpoznano: UTF-8').waitFor();
    await page.getByRole('cell', { name: 'to-nie-jest-adres' }).waitFor();
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();

    // Step 3: e-mail and first name guessed from the header; "Miasto" mapped by hand to Miejscowość.
    await page.getByRole('heading', { name: 'Przypisanie kolumn' }).first().waitFor();
    const fieldFor = (column: string) => page.getByRole('button', { name: new RegExp(`^Pole dla kolumny ${column}`) });
    await expect.poll(() => fieldFor('1: E-mail').textContent()).toContain('E-mail');
    await expect.poll(() => fieldFor('2: Imię').textContent()).toContain('Imię');
    // Without an e-mail column the shared rule speaks at once.
    await fieldFor('1: E-mail').click();
    await page.getByRole('option', { name: '— nie importuj —' }).click();
    await page.getByText('Przypisz kolumnę do pola e-mail.').waitFor();
    await fieldFor('1: E-mail').click();
    await page.getByRole('option', { name: 'E-mail' }).first().click();
    await fieldFor('3: Miasto').click();
    await page.getByRole('option', { name: /^Miejscowość/ }).click();
    expect(await page.getByText('Przypisz kolumnę do pola e-mail.').count()).toBe(0);
    // Saved as a schema for the next file.
    await page.getByRole('button', { name: 'Zapisz jako nowy schemat', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nazwa schematu', { exact: true }).fill('K');
    await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await dialog.getByText('Za krótko: minimalna liczba znaków to 2.').waitFor();
    await dialog.getByLabel('Nazwa schematu', { exact: true }).fill('Klienci sklepu');
    await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Zapisano schemat Klienci sklepu.').waitFor();
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();

    // Step 4: options (existing subscribers left alone), then the summary and start.
    await page.getByText('Subskrybenci, którzy już są w bazie, zostają bez zmian; dodawani są tylko nowi.').waitFor();
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();
    await page.getByText('Kolumna 3 → Miejscowość').waitFor();
    await page.getByRole('button', { name: 'Uruchom import', exact: true }).click();

    // The page watches it until it ends. Starting reads the file's sample again from S3 and checks the
    // mapping, which takes longer than a navigation's default wait on a loaded CI machine.
    await page.waitForURL((url) => url.searchParams.has('id'), { timeout: 40_000 });
    await page.getByText('Import zakończony').first().waitFor({ timeout: 60_000 });
    expect(await counterValue(page, 'rowsRead')).toBe(3);
    expect(await counterValue(page, 'imported')).toBe(2);
    expect(await counterValue(page, 'rejected')).toBe(1);
    await page
      .getByRole('row', { name: new RegExp(`klienci-${tag}\\.csv`) })
      .getByText('Zakończony', { exact: true })
      .waitFor();

    // The report names the broken line and why, in the user's words: for a Polish user by default
    // for Excel on Polish Windows (Windows-1250, columns separated by semicolons).
    const excelDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz raport: Excel (Windows-1250, średniki)' }).first().click();
    const excel = iconv
      .decode(readFileSync(await (await excelDownload).path()), 'win1250')
      .trim()
      .split(/\r?\n/);
    expect(excel[0]).toBe('Wiersz;Wynik;Powód;Pole;E-mail;Imię;Miasto');
    expect(excel[1]).toBe('3;odrzucony;Nieprawidłowy adres e-mail subskrybenta.;E-mail;to-nie-jest-adres;Jan;Gdańsk');
    expect(excel).toHaveLength(2);
    // The same report in UTF-8 with commas, from the menu.
    const reportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Inne formaty raportu' }).first().click();
    await page.getByRole('menuitem', { name: 'Pobierz dla: UTF-8, przecinki' }).click();
    const lines = (await downloaded(await reportDownload)).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Wiersz,Wynik,Powód,Pole,E-mail,Imię,Miasto');
    expect(lines[1]).toBe('3,odrzucony,Nieprawidłowy adres e-mail subskrybenta.,E-mail,to-nie-jest-adres,Jan,Gdańsk');

    // The imported subscribers carry the mapped values.
    const imported = await apiCall(page, 'GET', `/subscribers?search=${encodeURIComponent(`ola-${tag}`)}`);
    expect(imported.body.items[0]).toMatchObject({ email: `ola-${tag}@example.com`, props: { firstname: 'Ola', city: 'Kraków' } });

    // Manual import: counted live, run at once, the refused line shown with its reason.
    await page.getByRole('tab', { name: 'Ręcznie' }).click();
    await page.getByLabel('Adresy', { exact: true }).fill(`anna-${tag}@example.com;Anna\nzly-adres\n`);
    await page.getByText('Adresy: 2 z 1000').waitFor();
    await page.getByRole('button', { name: 'Importuj 2 adresy', exact: true }).click();
    await page.getByRole('heading', { name: 'Wynik importu ręcznego' }).waitFor();
    const refused = page.getByRole('row', { name: /zly-adres/ });
    await expect.poll(() => refused.textContent()).toContain('Odrzuceni');
    expect(await refused.getByRole('cell').first().textContent()).toBe('2');
    expect(await counterValue(page, 'imported')).toBe(1);
    await page
      .getByRole('row', { name: /Import ręczny/ })
      .first()
      .waitFor();

    // Export: verified subscribers' e-mail, name and status, then the file.
    await page.getByRole('link', { name: 'Eksport', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/subscribers/export');
    await page.getByText('Brak eksportów').waitFor();
    await page.getByRole('button', { name: 'Eksportuj', exact: true }).click();
    const download = page.getByRole('button', { name: /^Pobierz eksport z/ }).first();
    await expect.poll(() => download.isEnabled(), { timeout: 60_000 }).toBe(true);
    await page.getByRole('row').filter({ hasText: 'Gotowy' }).first().waitFor();
    const exportDownload = page.waitForEvent('download');
    await download.click();
    const exported = await downloaded(await exportDownload);
    const rows = exported.trim().split(/\r?\n/);
    expect(rows[0]).toBe('email,name,status');
    expect(rows.filter((r) => r.includes(tag)).sort()).toEqual([
      `anna-${tag}@example.com,Anna,8`,
      `ola-${tag}@example.com,,8`,
      `piotr-${tag}@example.com,,8`,
    ]);
    await context.close();
  });
});
