import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser, useBrowser } from './support';

const browser = useBrowser();

/** A move inside the app (the router follows history), not a page load that would start a new cache. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('the web data layer', () => {
  it('reads the property list once for every page that uses it, and shows it again from the cache on the way back', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'cache');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/properties')) reads.push(request.url());
    });

    await page.goto('/structure');
    await page.getByRole('row', { name: /Imię/ }).first().waitFor();
    expect(reads).toHaveLength(1);

    // Another page that needs the same list: it is there at once, without a second read.
    await navigateInApp(page, '/subscribers/new');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).waitFor();
    // Back to the structure: the rows show from the cache, and nothing is read again.
    await navigateInApp(page, '/structure');
    await page.getByRole('row', { name: /Imię/ }).first().waitFor({ timeout: 2000 });
    expect(reads).toHaveLength(1);
    await context.close();
  });
});
