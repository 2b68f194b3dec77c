import { describe, expect, it } from 'vitest';
import { apiCall, registerUser, seriousAxeViolations, useBrowser } from './support';

const browser = useBrowser();

describe('the company’s tracking settings', () => {
  it('sets UTM values and the hash parameter, shows the example link as it changes, refuses a bad name and keeps what was saved', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'tracking');
    await page.goto('/settings/company?tab=tracking');
    const example = page.getByTestId('tracking-example');
    await expect.poll(() => example.textContent()).toBe('https://shop.example/offer?id=7#details');

    await page.getByLabel('Źródło (utm_source)', { exact: true }).fill('goniec');
    await page.getByLabel('Kampania (utm_campaign)', { exact: true }).fill('Zima & lato');
    await expect
      .poll(() => example.textContent())
      .toBe('https://shop.example/offer?id=7&utm_source=goniec&utm_campaign=Zima%20%26%20lato#details');

    await page.getByText('Dodawaj parametr hash', { exact: true }).click();
    await page.getByLabel('Nazwa parametru', { exact: true }).fill('h s');
    await page.getByLabel('Tekst', { exact: true }).fill('{{ email }}');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page
      .getByText(/niedozwolone tu znaki/)
      .first()
      .waitFor();
    await page.getByLabel('Nazwa parametru', { exact: true }).fill('h');
    await expect
      .poll(() => example.textContent())
      .toBe('https://shop.example/offer?id=7&utm_source=goniec&utm_campaign=Zima%20%26%20lato&h=jan%40example.com#details');

    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Zapisano ustawienia śledzenia.').waitFor();
    expect((await apiCall(page, 'GET', '/settings/company/tracking')).body).toEqual({
      utm: { source: 'goniec', medium: '', campaign: 'Zima & lato', term: '', content: '' },
      hash: { enabled: true, type: 'param', name: 'h', text: '{{ email }}', hasher: 'none' },
    });
    await page.reload();
    await expect.poll(() => example.textContent()).toContain('&h=jan%40example.com#details');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
