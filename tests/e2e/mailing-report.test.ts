import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, mailFor, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
// Not the test browser's own: "HeadlessChrome" is a link scanner's mark.
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HTML =
  '<html><body><p>Cześć {{name}}</p><p><a href="https://sklep.example/promocja">Promocja</a></p><p><a href="https://sklep.example/nowosci">Nowości</a></p></body></html>';

/** The open pixel and the click links (in the message's order) of what `address` got. */
async function trackingLinks(address: string): Promise<{ pixel: string; clicks: string[] }> {
  const parsed = await PostalMime.parse((await mailFor(address))[0]!.raw);
  const html = parsed.html ?? '';
  return {
    pixel: /src="(http:\/\/localhost:\d+\/t\/o\/[^"]+)"/.exec(html)![1]!,
    clicks: [...html.matchAll(/href="(http:\/\/localhost:\d+\/t\/c\/[^"]+)"/g)].map((m) => m[1]!),
  };
}

describe('the mailing report', () => {
  it('shows a sending’s opens and clicks as they come: counts, the timeline, links with the click map, domains, devices and the recipient lists', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'report');
    const addresses = [`ola-${unique('r')}@wp.pl`, `jan-${unique('r')}@wp.pl`, `ewa-${unique('r')}@example.com`];
    for (const email of addresses) expectOk(await apiCall(page, 'POST', '/subscribers', { email, name: 'Ola' }), 'subscriber');
    const created = await apiCall(page, 'POST', '/mailings', {
      name: 'Raport testowy',
      subject: 'Nowa kolekcja',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: HTML,
    });
    expectOk(created, 'mailing');
    const id = created.body.id as string;
    expectOk(await apiCall(page, 'POST', `/mailings/${id}/send`, {}), 'send');

    // Ola opens on her phone and clicks both links; Jan clicks the first (a click is an open too). Not
    // within 2 s of the send: that soon, only a proxy or a link scanner opens (shared/rules/user-agents.ts).
    const ola = await trackingLinks(addresses[0]!);
    const jan = await trackingLinks(addresses[1]!);
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await page.request.get(ola.pixel, { headers: { 'user-agent': IPHONE } })).status()).toBe(200);
    for (const link of ola.clicks)
      expect((await page.request.get(link, { maxRedirects: 0, headers: { 'user-agent': IPHONE } })).status()).toBe(302);
    expect((await page.request.get(jan.clicks[0]!, { maxRedirects: 0, headers: { 'user-agent': DESKTOP } })).status()).toBe(302);

    await page.goto(`/v2/mailing/${id}/report`);
    await page.getByRole('heading', { name: 'Analiza wysyłki' }).waitFor();
    const value = async (name: string) => Number((await page.getByTestId(`report-${name}`).textContent())?.replace(/\D/g, '') || 0);
    await expect.poll(() => value('uniqueOpens'), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => value('totalClicks'), { timeout: 30_000 }).toBe(3);
    expect(await value('uniqueClicks')).toBe(2);
    expect(await value('sent')).toBe(3);
    expect(await page.getByTestId('report-rate-clickToOpen').textContent()).toBe('100%');
    // People opened and clicked it, not machines: no machine notice, the same rate without them.
    expect(await page.getByTestId('report-machine-opens').count()).toBe(0);
    expect(await page.getByTestId('report-rate-humanOpen').textContent()).toBe(await page.getByTestId('report-rate-open').textContent());

    await page.getByRole('tab', { name: 'W czasie' }).click();
    await page.getByRole('button', { name: 'Pierwsze 48 godzin' }).waitFor();
    await page.getByRole('application', { name: 'Otwarcia i kliknięcia w czasie' }).first().waitFor();

    await page.getByRole('tab', { name: 'Linki' }).click();
    const promo = page.getByRole('row', { name: /sklep\.example\/promocja/ });
    await expect.poll(async () => (await promo.getByRole('cell').allTextContents()).slice(1, 3)).toEqual(['2', '2']);
    const map = page.frameLocator('iframe[title="Mapa kliknięć wiadomości"]');
    await expect
      .poll(async () => map.locator('[data-click-badge]').evaluateAll((els) => els.map((e) => e.getAttribute('data-click-badge'))))
      .toEqual(['2', '1']);

    await page.getByRole('tab', { name: 'Domeny i urządzenia' }).click();
    const wp = page.getByRole('row', { name: /^wp\.pl/ });
    await expect.poll(async () => (await wp.getByRole('cell').allTextContents())[3]).toBe('2');
    // Ola's phone and Jan's desktop browser.
    await page.getByText('Telefon', { exact: true }).first().waitFor({ state: 'attached' });
    await page.getByText('Komputer', { exact: true }).first().waitFor({ state: 'attached' });

    await page.getByRole('tab', { name: 'Odbiorcy' }).click();
    const emailCells = () => page.getByRole('table', { name: 'Odbiorcy' }).getByRole('row').allTextContents();
    await expect.poll(async () => (await emailCells()).filter((r) => addresses.some((a) => r.includes(a))).length).toBe(2);
    await page.getByRole('button', { name: 'Kliknęli' }).click();
    await expect.poll(async () => (await emailCells()).some((r) => r.includes(addresses[1]!))).toBe(true);
    expect((await emailCells()).some((r) => r.includes(addresses[2]!))).toBe(false);

    await page.getByRole('button', { name: 'Eksportuj do CSV' }).click();
    await page.getByRole('button', { name: 'Pobierz plik CSV' }).waitFor({ timeout: 30_000 });

    // The file is an ordered report: listed with its mailing's name, ready to download again.
    await page.getByRole('link', { name: 'Raporty zamówione', exact: true }).click();
    const ordered = page.getByRole('table', { name: 'Raporty zamówione' }).getByRole('row', { name: /Kliknęli w wysyłce: Raport testowy/ });
    await expect.poll(() => ordered.count(), { timeout: 30_000 }).toBe(1);
    await ordered.getByRole('button', { name: /^Pobierz/ }).waitFor();
  }, 180_000);
});
