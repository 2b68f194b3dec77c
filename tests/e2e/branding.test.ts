import { describe, expect, it } from 'vitest';
import { grayJpeg } from '@tests/fixtures/images';
import { apiCall, expectOk, registerUser, seriousAxeViolations, unique, useBrowser } from './support';

const browser = useBrowser();

describe('the company’s branding', () => {
  it('a colour and a logo set on the branding tab dress the unsubscribe page a subscriber opens', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'branding');
    await page.goto('/settings/company?tab=branding');

    // The logo: a wrong one is refused with the spec's words, a right one is shown from its public address.
    const chooser = page.locator('input[type="file"]');
    await chooser.setInputFiles({ name: 'szeroki.jpg', mimeType: 'image/jpeg', buffer: grayJpeg(600, 100) });
    await page.getByRole('button', { name: 'Wyślij logo', exact: true }).click();
    await page.getByText('Obraz ma nieprawidłowe wymiary.').waitFor();
    await chooser.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: grayJpeg(200, 80) });
    await page.getByRole('button', { name: 'Wyślij logo', exact: true }).click();
    await page.getByText('Logo zapisane.').waitFor();
    const logo = page.getByTestId('brand-logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);

    // The primary colour, typed: the preview follows before saving.
    await page.getByLabel('Główny (przyciski, linki) (#rrggbb)', { exact: true }).fill('#aa0055');
    await expect
      .poll(() =>
        page
          .getByTestId('brand-preview')
          .getByText('Wypisz mnie')
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(170, 0, 85)');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Branding zapisany.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A mailing reaches a subscriber; their unsubscribe link opens the branded page.
    const address = `${unique('ala')}@example.com`;
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: address, name: 'Ala' }), 'subscriber');
    const created = await apiCall(page, 'POST', '/mailings', {
      name: 'Branding',
      subject: 'Branding',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: '<html><body><p>Oferta</p></body></html>',
    });
    expectOk(created, 'mailing');
    expectOk(await apiCall(page, 'POST', `/mailings/${created.body.id}/send`, {}), 'send');
    await expect
      .poll(async () => (await apiCall(page, 'GET', `/mailings/${created.body.id}`)).body.stats.sent, { timeout: 60_000 })
      .toBe(1);
    const list = await (await page.request.get('/api/dev/outbox')).json();
    const summary = list.items.find((m: { subject: string; to: string[] }) => m.subject === 'Branding' && m.to.includes(address));
    const message = await (await page.request.get(`/api/dev/outbox/${encodeURIComponent(summary.id)}`)).json();
    const header = message.headers.find((h: { key: string }) => h.key === 'list-unsubscribe').value as string;
    const unsubscribe = /<(http:\/\/localhost:\d+\/t\/u\/[^>]+)>/.exec(header)![1]!;

    await page.goto(unsubscribe);
    const button = page.getByRole('button', { name: 'Wypisz mnie', exact: true });
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(170, 0, 85)');
    await expect.poll(() => page.locator('img.logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
    await page.getByText('Za dużo wiadomości', { exact: true }).click();
    await button.click();
    await page.getByText('Gotowe. Nie będziesz już otrzymywać wiadomości z tej listy.').waitFor();
    await context.close();
  });
});
