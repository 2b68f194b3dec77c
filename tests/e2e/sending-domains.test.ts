import { describe, expect, it } from 'vitest';
import { registerUser, seriousAxeViolations, useBrowser } from './support';

const browser = useBrowser();

describe('sending domains', () => {
  it('adds a domain, shows the DNS records to copy, marks it verified locally and deletes it', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'domains');
    const domain = `e2e-${Date.now().toString(36)}.example.com`;

    await page.goto('/settings/company/domains');
    await page.getByText('Konto nie ma jeszcze domen nadawczych.').waitFor();
    await page.getByRole('textbox', { name: 'Domena' }).fill(domain.toUpperCase());
    await page.getByRole('button', { name: 'Dodaj domenę' }).click();

    await page.getByRole('heading', { name: domain }).waitFor();
    await page.getByText('DKIM: czeka na rekordy DNS').waitFor();
    await page.getByRole('cell', { name: 'MAIL FROM (MX)' }).waitFor();
    await page.getByText(`_dmarc.${domain}`).waitFor();
    expect(await page.getByRole('button', { name: /Kopiuj/ }).count()).toBeGreaterThanOrEqual(6);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sprawdź teraz' }).click();
    await page.getByRole('button', { name: 'Oznacz jako zweryfikowaną (lokalnie)' }).click();
    await page.getByText('DKIM: zweryfikowany').waitFor();
    await page.getByText('Domena gotowa: nadawcy mogą jej używać.').waitFor();

    await page.getByRole('button', { name: 'Usuń' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await page.getByText('Konto nie ma jeszcze domen nadawczych.').waitFor();
    await context.close();
  });
});
