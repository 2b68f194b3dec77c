import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerUser, seriousAxeViolations, unique, useBrowser } from './support';

const browser = useBrowser();

describe('shop connectors', () => {
  it('are added in the web, show their endpoint, secret and setup, and log a signed WooCommerce delivery', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'connectors');
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Sklepy i CMS', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/advanced/external');
    await page.getByText('Brak konektorów sklepów').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Dodaj konektor' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Dodaj konektor sklepu' });
    const name = unique('Sklep');
    await modal.getByLabel('Nazwa').fill(name);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Dodaj konektor', exact: true }).click();

    // A new connector opens on its details: endpoint, secret and the platform's steps.
    await page.waitForURL((url) => url.pathname.startsWith('/advanced/external/'));
    await page.getByText('WooCommerce → Ustawienia → Zaawansowane → Webhooki', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Pokaż' }).click();
    const secret = (await page.getByTestId('connector-secret').textContent())!.trim();
    expect(secret.length).toBeGreaterThan(20);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const listed = await page.evaluate(async (connectorId) => {
      const res = await fetch(`/api/integrations/connectors/${connectorId}`);
      return (await res.json()) as { inboundPath: string };
    }, id);
    const body = JSON.stringify({ id: 5, email: `${unique('klient')}@example.com`, first_name: 'Ola', billing: {} });
    const status = await page.evaluate(
      async ({ path, raw, signature }) =>
        (
          await fetch(path, {
            method: 'POST',
            body: raw,
            headers: { 'content-type': 'application/json', 'x-wc-webhook-signature': signature, 'x-wc-webhook-topic': 'customer.created' },
          })
        ).status,
      { path: listed.inboundPath, raw: body, signature: createHmac('sha256', secret).update(body).digest('base64') },
    );
    expect(status).toBe(200);
    await page.getByRole('button', { name: 'Odśwież' }).first().click();
    await page.getByText('customer.created').waitFor();
    await page.getByText('przyjęta').waitFor();
  });
});
