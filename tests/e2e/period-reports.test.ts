import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, pixelOf, registerUser, subjectsFor, unique, useBrowser } from './support';

const browser = useBrowser();

describe('the period reports', () => {
  it('shows the deliverability of the period and a chosen metric against the period before', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'reports');
    const address = `${unique('period')}@example.com`;
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: address, name: 'Ola' }), 'subscriber');
    const created = await apiCall(page, 'POST', '/mailings', {
      name: 'Okresowy',
      subject: 'Okresowy',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: '<html><body><p>Oferta</p></body></html>',
    });
    expectOk(created, 'mailing');
    expectOk(await apiCall(page, 'POST', `/mailings/${created.body.id}/send`, {}), 'send');
    await expect.poll(async () => (await subjectsFor(address)).length, { timeout: 30_000 }).toBe(1);
    expect((await page.request.get(await pixelOf(address, 'Okresowy'))).status()).toBe(200);

    await page.goto('/');
    await page.getByRole('link', { name: 'Dostarczalność', exact: true }).click();
    await page.getByRole('heading', { name: 'Dostarczalność', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('special-mailings').textContent(), { timeout: 30_000 }).toBe('Wysyłki: 1');
    expect(await page.getByTestId('special-sent').textContent()).toBe('1');
    await page.getByRole('application', { name: 'Wskaźniki odbić i zgłoszeń spamu w czasie' }).waitFor();
    await page.getByRole('heading', { name: 'Domeny odbiorców' }).waitFor();
    await page.getByRole('heading', { name: 'Najczęstsze kody odbić' }).waitFor();
    // A period without sendings.
    await page.getByRole('textbox', { name: 'Od', exact: true }).fill('2020-01-01');
    await page.getByRole('textbox', { name: 'Do', exact: true }).fill('2020-01-31');
    await expect.poll(() => page.getByTestId('special-mailings').textContent(), { timeout: 30_000 }).toBe('Wysyłki: 0');

    await page.getByRole('link', { name: 'Dynamiczny', exact: true }).click();
    await page.getByRole('heading', { name: 'Raport dynamiczny', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('dynamic-total').textContent(), { timeout: 30_000 }).toBe('1');
    await page.getByRole('application', { name: 'W czasie' }).waitFor();
    // The open is counted by the events worker: the open rate is read again until it is.
    const openRate = async () => {
      await page.reload();
      await page.getByRole('button', { name: /^Miara/ }).click();
      await page.getByRole('option', { name: 'Wskaźnik otwarć' }).click();
      await expect.poll(() => page.getByTestId('dynamic-total').textContent()).toMatch(/%|–/);
      return page.getByTestId('dynamic-total').textContent();
    };
    await expect.poll(openRate, { timeout: 30_000 }).toBe('100%');
    await page.getByRole('button', { name: 'Miesiąc', exact: true }).click();
    await page.getByRole('application', { name: 'W czasie' }).waitFor();
    expect(await page.getByTestId('dynamic-change').textContent()).toBe('Brak podstawy do porównania');
  }, 120_000);
});
