import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { startReceiver } from '@tests/integration/webhook-receiver';
import { apiCall, expectOk, pixelOf, registerUser, seriousAxeViolations, unique, useBrowser } from './support';

const browser = useBrowser();
// The local runtime allows http and loopback addresses for webhooks, so a receiver in this process gets the deliveries.
const receiver = await startReceiver();
afterAll(() => receiver.close());

describe('webhooks', () => {
  it('are added in the web, deliver a signed e-mail open to the receiver, and log the delivery on their page', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'webhooks');
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Webhooki', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/advanced/webhooks');
    await page.getByText('Brak webhooków').waitFor();

    // Added with two e-mail events; the secret is shown at once.
    await page.getByRole('button', { name: 'Dodaj webhook' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Dodaj webhook' });
    const url = receiver.url(`/${unique('hook')}`);
    await modal.getByLabel('Adres URL').fill(url);
    await modal.getByLabel('Opis').fill('CRM');
    await modal.getByRole('checkbox', { name: /^Otwarcie e-maila/ }).check();
    await modal.getByRole('checkbox', { name: /^Kliknięcie w e-mailu/ }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Dodaj webhook', exact: true }).click();
    const shown = page.getByRole('dialog', { name: 'Webhook dodany' });
    const secret = (await shown.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Gotowe' }).click();
    const row = page.getByRole('row', { name: /CRM/ });
    await row.getByText('Otwarcie e-maila, Kliknięcie w e-mailu').waitFor();
    await row.getByText('Aktywny').waitFor();
    await page.getByText('(1 z 20)').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The details page reveals the same secret.
    await row.getByRole('link', { name: url }).click();
    await page.waitForURL(/\/advanced\/webhooks\/[^/]+$/);
    await page.getByRole('button', { name: 'Pokaż sekret podpisu' }).click();
    await expect.poll(async () => (await page.getByTestId('webhook-secret').textContent())?.trim()).toBe(secret);
    const detailsPath = new URL(page.url()).pathname;

    // A mailing to one subscriber, sent through the API, then opened: the open goes to the receiver, signed.
    const address = `${unique('ola')}@example.com`;
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: address, name: 'Ola' }), 'subscriber');
    const created = await apiCall(page, 'POST', '/mailings', {
      name: 'Webhooki',
      subject: 'Webhooki',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: '<html><body><p>Oferta</p></body></html>',
    });
    expectOk(created, 'mailing');
    expectOk(await apiCall(page, 'POST', `/mailings/${created.body.id}/send`, {}), 'send');
    await expect
      .poll(async () => (await apiCall(page, 'GET', `/mailings/${created.body.id}`)).body.stats.sent, { timeout: 60_000 })
      .toBe(1);
    const pixel = await pixelOf(address, 'Webhooki');
    expect((await page.request.get(pixel)).status()).toBe(200);

    const path = new URL(url).pathname;
    await expect.poll(() => receiver.received.filter((r) => r.path === path).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const delivery = receiver.received.find((r) => r.path === path)!;
    const payload = new StandardWebhook(secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { type: string; data: { events: { type: string }[] } };
    expect(payload.type).toBe('email.opened');
    expect(payload.data.events.map((e) => e.type)).toEqual(['email.opened']);

    // The log shows the delivery; the test event is delivered at once and noticed.
    await page.goto(detailsPath);
    const log = page.getByRole('table', { name: 'Log dostaw' });
    await log
      .getByRole('row', { name: /Doręczono/ })
      .getByText('Otwarcie e-maila')
      .waitFor();
    expect(
      await log
        .getByRole('row', { name: /Doręczono/ })
        .first()
        .textContent(),
    ).toContain('200');
    await page.getByRole('button', { name: 'Wyślij zdarzenie testowe' }).click();
    await page.getByText(/Zdarzenie testowe doręczone: HTTP 200 w \d+ ms\./).waitFor();
    await log.getByRole('row', { name: /Zdarzenie testowe/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(receiver.received.filter((r) => r.path === path).length).toBe(2);
  });

  it('refuses a bad address on its field, are edited, have their secret rotated, and are deleted', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'webhooks-edit');
    await page.goto('/advanced/webhooks');
    await page.getByRole('button', { name: 'Dodaj webhook' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Dodaj webhook' });
    await modal.getByLabel('Adres URL').fill('ftp://hooks.example.com/');
    await modal.getByRole('checkbox', { name: /^Dodanie do czarnej listy/ }).check();
    await modal.getByRole('button', { name: 'Dodaj webhook', exact: true }).click();
    await modal.getByText(/Nieprawidłowy adres URL webhooka/).waitFor();
    const url = receiver.url(`/${unique('edit')}`);
    await modal.getByLabel('Adres URL').fill(url);
    await modal.getByRole('button', { name: 'Dodaj webhook', exact: true }).click();
    await page.getByRole('dialog', { name: 'Webhook dodany' }).getByRole('button', { name: 'Gotowe' }).click();

    // Edited from the list: switched off, with another event.
    await page.getByRole('radio', { name: url }).check();
    await page.getByRole('button', { name: 'Edytuj', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edytuj webhook' });
    await edit.getByRole('checkbox', { name: /^Usunięcie z czarnej listy/ }).check();
    await edit.getByRole('checkbox', { name: /^Aktywny/ }).uncheck();
    await edit.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Webhook zapisany.').waitFor();
    const row = page.getByRole('row', { name: new RegExp(url.replace(/[.]/g, '\\.')) });
    await row.getByText('Dodanie do czarnej listy, Usunięcie z czarnej listy').waitFor();
    await row.getByText('Wyłączony', { exact: true }).waitFor();

    // Rotated on its page: the new secret is shown with the old one's grace period.
    await row.getByRole('link', { name: url }).click();
    await page.getByRole('button', { name: 'Pokaż sekret podpisu' }).click();
    const before = (await page.getByTestId('webhook-secret').textContent())!.trim();
    await page.getByRole('button', { name: 'Zmień sekret' }).click();
    await page.getByRole('dialog', { name: 'Zmień sekret podpisu' }).getByRole('button', { name: 'Zmień sekret' }).click();
    await page.getByText(/Poprzedni sekret jest ważny jeszcze do/).waitFor();
    expect((await page.getByTestId('webhook-secret').textContent())!.trim()).not.toBe(before);

    // Deleted after confirming.
    await page.goto('/advanced/webhooks');
    await page.getByRole('radio', { name: url }).check();
    await page.getByRole('button', { name: 'Usuń', exact: true }).click();
    await page.getByRole('dialog', { name: 'Usuń webhook' }).getByRole('button', { name: 'Usuń', exact: true }).click();
    await page.getByText(`Webhook ${url} usunięty.`).waitFor();
    await page.getByText('Brak webhooków').waitFor();
  });
});
