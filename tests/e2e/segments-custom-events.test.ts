import { describe, expect, it } from 'vitest';
import { apiCall, baseUrl, expectOk, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

/** An integrator's call with a token: no cookies, the token in the Authorization header. */
async function v1(secret: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

describe('segments on custom events', () => {
  it('builds “order.paid at least twice in 30 days” from the names an integration sent, filters by a property, estimates it, and lists them on the subscriber’s details', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'segevents');
    const token = await apiCall(page, 'POST', '/integrations/api-tokens', { name: 'Sklep', scopes: ['PERM_ADODAJ', 'PERM_APRZEALL'] });
    expectOk(token, 'create token');
    const secret = token.body.secret as string;
    const tag = unique('ev').toLowerCase();
    const ordered = async (label: string, totals: number[]) => {
      const { subscriber } = (await v1(secret, 'PUT', '/subscribers', { email: `${label}-${tag}@example.com` })) as {
        subscriber: { id: string };
      };
      const items = totals.map((total, i) => ({
        subscriber: { id: subscriber.id },
        name: 'order.paid',
        properties: { total },
        time: new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
      }));
      if (items.length) await v1(secret, 'POST', '/events/batch', { items });
      return subscriber.id;
    };
    const twice = await ordered('twice', [50, 150]);
    await ordered('once', [200]);
    await ordered('never', []);

    await page.goto('/segments/new');
    await page.getByLabel('Nazwa', { exact: true }).fill('Dwa zamówienia');
    const condition = page.getByRole('group', { name: 'Warunek 1', exact: true });
    await condition.getByRole('button', { name: /^Źródło/ }).click();
    await page.getByRole('option', { name: /^Zdarzenie niestandardowe/ }).click();
    // The names the integration sent are suggested; the window starts at 30 days and the count at "at least".
    const name = condition.getByRole('combobox', { name: 'Nazwa zdarzenia' });
    await name.click();
    await page.getByRole('option', { name: 'order.paid', exact: true }).click();
    expect(await name.inputValue()).toBe('order.paid');
    expect(await condition.getByRole('spinbutton', { name: 'Liczba dni' }).inputValue()).toBe('30');
    await condition.getByRole('spinbutton', { name: 'Wartość' }).fill('2');

    const estimate = page.getByTestId('segment-estimate');
    await expect.poll(() => estimate.textContent(), { timeout: 20_000 }).toMatch(/^\s*1\s*dokładnie, spośród 3 subskrybentów\s*$/);
    await page
      .getByRole('table', { name: 'Podgląd pasujących subskrybentów' })
      .getByRole('link', { name: `twice-${tag}@example.com` })
      .waitFor();

    // Only big orders count: at least one of 100 or more.
    await condition.getByRole('textbox', { name: 'Właściwość zdarzenia' }).fill('total');
    await condition.getByRole('button', { name: /^Porównanie/ }).click();
    await page.getByRole('option', { name: 'co najmniej', exact: true }).click();
    await condition.getByRole('textbox', { name: 'Porównywana wartość' }).fill('100');
    await condition.getByRole('spinbutton', { name: 'Wartość' }).fill('1');
    await expect.poll(() => estimate.textContent(), { timeout: 20_000 }).toMatch(/^\s*2\s*dokładnie, spośród 3 subskrybentów\s*$/);

    // A name that is no slug is refused where it is typed.
    await name.fill('Order Paid');
    await condition.getByText(/^Nazwa zdarzenia musi mieć od 1 do 64 znaków/).waitFor();

    // The subscriber's details show what the integration told about them, newest first.
    await page.goto(`/subscribers/details/${twice}`);
    await page.getByRole('tab', { name: 'Zdarzenia niestandardowe' }).click();
    const events = page.getByRole('table', { name: 'Zdarzenia niestandardowe' });
    await events.getByRole('row').filter({ hasText: 'total: 50' }).getByText('order.paid', { exact: true }).waitFor();
    await events.getByText('total: 150', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Filtruj po nazwie zdarzenia' }).fill('cart.viewed');
    await events.getByText('Brak zdarzeń „cart.viewed”').waitFor();
  });
});
