import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, openSendDialog, registerUser, seriousAxeViolations, statValue, useBrowser } from './support';

const browser = useBrowser();

describe('footers', () => {
  it('adds a default footer with a live preview, sends a mailing that carries it, and stops a mailing without an unsubscribe link', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'footers');
    await page.goto('/v2/settings/scenarios?tab=footers');
    await page.getByText('Wykorzystano 0 z 2 stopek dostępnych w Twoim planie.').waitFor();
    await page.getByRole('button', { name: 'Dodaj stopkę', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    // A new footer starts from the product's default: the company, its address, the unsubscribe link.
    await expect
      .poll(() => dialog.getByLabel('Treść HTML', { exact: true }).inputValue())
      .toContain('Firma footers, ul. Prosta 1, 00-950 Warszawa');
    await dialog.getByLabel('Nazwa', { exact: true }).fill('Stopka e2e');
    await dialog
      .getByLabel('Treść HTML', { exact: true })
      .fill('<p onclick="x()">Stopka e2e od {{ firstname | default: "nas" }} <a href="{{ unsubscribe_url }}">Rezygnuję</a></p>');
    await dialog.frameLocator('[data-testid="mailing-preview"]').getByText('Rezygnuję').waitFor();
    await dialog.getByRole('button', { name: 'Dodaj stopkę', exact: true }).click();
    await page.getByText(/Zapisano stopkę Stopka e2e\. Usunięto z niej niedozwolone elementy: onclick\./).waitFor();
    await page.getByRole('row', { name: /Stopka e2e.*Domyślna/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const address = `footer-reader-${Date.now()}@example.com`;
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: address, props: { firstname: 'Ola' } }), 'subscriber');
    const mailing = (
      await apiCall(page, 'POST', '/mailings', {
        name: 'Ze stopką',
        subject: 'Stopka e2e',
        fromName: 'Sklep',
        fromEmail: 'newsletter@goniec.local',
        html: '<html><body><h1>Treść bez linku</h1></body></html>',
        language: 'pl',
      })
    ).body as { id: string };
    await page.goto(`/v2/mailing/edit/editor/${mailing.id}`);
    await page.getByText('Stopka: Stopka e2e').waitFor();
    await page.frameLocator('[data-testid="mailing-preview"]').getByText('Stopka e2e od').waitFor();
    await (await openSendDialog(page)).click();
    await page.waitForURL(/\/v2\/mailing\/[^/]+\/report$/);
    await expect.poll(() => statValue(page, 'sent'), { timeout: 30_000 }).toBe(1);

    await page.goto('/dev/outbox');
    await page.getByRole('link', { name: 'Stopka e2e' }).first().click();
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const message = await (await page.request.get(`/api/dev/outbox/${encodeURIComponent(id)}`)).json();
    expect(message.html).toContain('Stopka e2e od Ola');
    expect(message.html).toMatch(/<a href="http:\/\/localhost:\d+\/t\/u\/[^"]+">Rezygnuję<\/a>/);

    // A footer without the link as the default: the editor says so and the send is not offered; the API refuses it too.
    await page.goto('/v2/settings/scenarios?tab=footers');
    await page.getByRole('button', { name: 'Edytuj stopkę Stopka e2e' }).click();
    await page.getByRole('dialog').getByLabel('Treść HTML', { exact: true }).fill('<p>Tylko adres</p>');
    await page
      .getByRole('dialog')
      .getByText(/Ta stopka nie ma linku wypisu/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByRole('row', { name: /Stopka e2e.*Brak/ }).waitFor();
    const second = (
      await apiCall(page, 'POST', '/mailings', {
        name: 'Bez linku',
        subject: 'Bez linku',
        fromName: 'Sklep',
        fromEmail: 'newsletter@goniec.local',
        html: '<p>Treść</p>',
      })
    ).body as { id: string };
    await page.goto(`/v2/mailing/edit/editor/${second.id}`);
    await page.getByText(/Mailing nie ma linku wypisu/).waitFor();
    expect(await page.getByRole('button', { name: 'Wyślij teraz', exact: true }).first().isDisabled()).toBe(true);
    expect((await apiCall(page, 'POST', `/mailings/${second.id}/send`, {})).body).toMatchObject({
      code: 'MAILING_UNSUBSCRIBE_LINK_MISSING',
    });
    await context.close();
  });
});
