import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

describe('SMTP users', () => {
  it('are added in the web and their code is shown once, with the connection settings', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'smtp');
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Użytkownicy SMTP', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/advanced/smtp');
    await page.getByText('Brak użytkowników SMTP').waitFor();

    await page.getByRole('button', { name: 'Dodaj użytkownika SMTP' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Dodaj użytkownika SMTP' });
    // A bad username is refused on its field.
    await modal.getByLabel('Nazwa użytkownika').fill('Zła nazwa');
    await modal.getByRole('button', { name: 'Dodaj użytkownika SMTP', exact: true }).click();
    await modal.getByText(/Nieprawidłowa nazwa użytkownika SMTP/).waitFor();
    const username = unique('sklep')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '-');
    await modal.getByLabel('Nazwa użytkownika').fill(username);
    await modal.getByLabel('Interfejs (opcjonalnie)').fill('shop_1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Dodaj użytkownika SMTP', exact: true }).click();

    const shown = page.getByRole('dialog', { name: 'Kod weryfikacyjny' });
    const code = (await shown.getByTestId('smtp-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await shown.getByText('127.0.0.1').waitFor();
    await shown.getByText('2525').waitFor();
    await shown.getByRole('button', { name: 'Gotowe' }).click();

    const row = page.getByRole('row', { name: new RegExp(username) });
    await row.getByText('Aktywny').waitFor();
    await row.getByText('shop_1').waitFor();
    // Shown once: nothing on the page carries the code any more.
    expect(await page.getByText(code).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
