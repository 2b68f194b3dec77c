import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

describe('API tokens', () => {
  it('creates a token in the web, calls the API with it from outside, and sees the subscriber in the list', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'apitokens');
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/advanced/api');
    await page.getByRole('heading', { name: 'Tokeny API' }).waitFor();

    await page.getByRole('button', { name: 'Utwórz token' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Utwórz token API' });
    await modal.getByLabel('Nazwa').fill('Sklep');
    await modal.getByRole('button', { name: /Wybierz uprawnienia/ }).click();
    await page.getByRole('option', { name: /^Przeglądanie subskrybentów/ }).click();
    await page.getByRole('option', { name: /^Dodawanie subskrybentów/ }).click();
    await page.keyboard.press('Escape');
    await modal.getByRole('button', { name: 'Utwórz token', exact: true }).click();

    const shown = page.getByRole('dialog', { name: 'Token utworzony' });
    await shown.getByText('Skopiuj token teraz. Nie zostanie pokazany ponownie.').waitFor();
    const secret = (await shown.getByTestId('api-token-secret').textContent())!.trim();
    expect(secret).toMatch(/^gnc_live_/);
    await shown.getByRole('button', { name: 'Gotowe' }).click();
    await page.getByRole('row', { name: /Sklep/ }).waitFor();
    // The list never shows the secret again, only its first characters.
    expect(await page.getByText(secret).count()).toBe(0);

    // An integrator's call: no cookies, the token in the Authorization header.
    const email = `${unique('api')}@example.com`.toLowerCase();
    const res = await fetch(`${baseUrl}/api/v1/subscribers`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: 'Z API' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { outcome: string }).outcome).toBe('created');

    await page.goto('/subscribers/all');
    await page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).waitFor();
    // The token's last use shows on its page.
    await page.goto('/advanced/api');
    await expect.poll(async () => (await page.getByRole('row', { name: /Sklep/ }).textContent()) ?? '').toMatch(/ z [0-9a-f:.]+/);
  });

  it('shows every operation of the public API in the reference, with its request and responses', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'apiref');
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Dokumentacja API', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/advanced/api/reference');
    await page.getByRole('heading', { name: 'Dokumentacja API', level: 1 }).waitFor();

    // The checked copy of the document the page renders (a unit test keeps it equal to the served one).
    const document = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ path, method })),
    );
    expect(operations.length).toBeGreaterThan(8);
    for (const { path, method } of operations)
      await page.locator(`.opblock-${method} [data-path="${path}"]`).first().waitFor({ timeout: 15_000 });

    // One operation opened: its request body's example and its answers.
    const upsert = page.locator('.opblock-put', { has: page.locator('[data-path="/v1/subscribers"]') }).first();
    await upsert.locator('.opblock-summary-control').click();
    await upsert.getByText('Request body', { exact: true }).first().waitFor();
    await expect
      .poll(async () => (await upsert.locator('.body-param__example, .highlight-code').first().textContent()) ?? '')
      .toContain('"email"');
    await upsert.locator('.responses-table .response-col_status', { hasText: '200' }).first().waitFor();
    await upsert.locator('.responses-table .response-col_status', { hasText: '429' }).first().waitFor();
  });
});
