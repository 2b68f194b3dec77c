import { describe, expect, it } from 'vitest';
import { apiCall, registerUser, seriousAxeViolations, useBrowser } from './support';

const browser = useBrowser();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the company’s profile and documents', () => {
  it('shows onboarding’s answers, completes the company data, and uploads a PDF privacy policy with a public link', async () => {
    const { page, context } = await browser.open();
    const { company } = await registerUser(page, 'profile');
    await page.goto('/settings/company?tab=profile');
    // Onboarding's company step, as registerUser answered it.
    await expect.poll(() => page.getByLabel('NIP', { exact: true }).inputValue()).toBe('5260250274');
    expect(await page.getByLabel('Nazwa firmy', { exact: true }).inputValue()).toBe(company);

    await page.getByLabel('NIP', { exact: true }).fill('526-025-02-75');
    await page
      .getByLabel('Oznaczenie sądu rejestrowego', { exact: true })
      .fill('Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS');
    await page.getByLabel('Kapitał zakładowy (PLN)', { exact: true }).fill('5 000,00');
    await page.getByLabel('Branża', { exact: true }).fill('Handel detaliczny');
    await page.getByRole('button', { name: 'Dodaj reprezentanta', exact: true }).click();
    await page.getByLabel('Imię i nazwisko 1', { exact: true }).fill('Ewa Nowak');
    await page.getByLabel('Funkcja 1', { exact: true }).fill('Prezes Zarządu');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Nieprawidłowy NIP.').first().waitFor();
    await page.getByLabel('NIP', { exact: true }).fill('526-025-02-74');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Dane firmy zapisane.').waitFor();
    expect((await apiCall(page, 'GET', '/settings/company/profile')).body).toMatchObject({
      name: company,
      taxId: '5260250274',
      courtDesignation: 'Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS',
      shareCapital: '5000.00',
      businessField: 'Handel detaliczny',
      representatives: [{ name: 'Ewa Nowak', function: 'Prezes Zarządu' }],
    });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/settings/company?tab=global');
    await expect.poll(() => page.getByTestId('quarantine-codes').textContent()).toContain('550');

    await page.goto('/settings/company?tab=documents');
    await page.getByRole('radiogroup', { name: 'Polityka prywatności: Źródło' }).getByText('Plik PDF', { exact: true }).click();
    const input = page.locator('input[type="file"]');
    // Not a PDF by its bytes: refused before anything is sent.
    await input.setInputFiles({ name: 'polityka.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>nie pdf</html>') });
    await page.getByText('Nieprawidłowe rozszerzenie pliku.').first().waitFor();
    await input.setInputFiles({ name: 'polityka.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Prześlij: Polityka prywatności', exact: true }).click();
    await page.getByText('Dokument zapisany.').waitFor();

    const link = await page.getByTestId('document-link-privacy').getAttribute('href');
    expect(link).toMatch(/\/t\/d\/[0-9A-Z]+\.privacy\.[\w-]+$/);
    // Anyone may open it: a redirect to the file itself.
    const opened = await page.request.get(link!);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await opened.body())).toEqual(PDF);
    expect((await apiCall(page, 'GET', '/settings/company/documents')).body).toMatchObject({
      terms: null,
      privacy: { source: 'pdf', fileName: 'polityka.pdf', size: PDF.length, publicUrl: link },
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
