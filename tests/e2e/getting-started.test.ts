import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, expectOk, registerUser, unique, useBrowser, seriousAxeViolations } from './support';

/**
 * The empty-account dashboard (issue 14): a fresh account's dashboard leads to its next steps
 * instead of empty widgets, a step leads to its page, turns done from the account's data, and the
 * panel can be put away for good.
 */
const browser = useBrowser();

const step = (page: Page, id: string) => page.getByTestId(`getting-started-${id}`);

describe('an empty account’s dashboard', () => {
  it('shows the next steps, leads to the import page, marks a step done once data exists, and can be dismissed', async () => {
    const { page, context } = await browser.open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerUser(page, 'start');
    await page.goto('/');

    const panel = page.getByTestId('getting-started');
    await panel.getByRole('heading', { name: /Pierwsze kroki/ }).waitFor();
    expect(await step(page, 'importSubscribers').getByText('Do zrobienia').count()).toBe(1);
    expect(await step(page, 'firstMailing').getByText('Do zrobienia').count()).toBe(1);
    // The step takes the place of the empty widgets: no zero subscriber counts, no empty mailing list.
    expect(await page.getByTestId('dashboard-subscribers-total').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Ostatnie mailingi' }).count()).toBe(0);
    expect(await step(page, 'sendingDomain').getByText('Do zrobienia').count()).toBe(1);
    // Each step leads to its page.
    const targets = await panel.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(['/subscribers/import', '/settings/company/domains', '/v2/mailing/edit/editor']);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await step(page, 'importSubscribers').getByRole('link', { name: 'Importuj subskrybentów' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribers/import');
    await page.getByRole('heading', { level: 1, name: 'Import subskrybentów' }).waitFor();

    // Data arrives (as an import would bring it); back on the dashboard through the app, without a reload.
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: `${unique('start').toLowerCase()}@example.com` }), 'subscriber');
    await page.getByRole('link', { name: 'Pulpit', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await step(page, 'importSubscribers').getByText('Zrobione').waitFor();
    expect(await step(page, 'importSubscribers').getByRole('link').count()).toBe(0);
    expect(await step(page, 'firstMailing').getByRole('link', { name: 'Utwórz mailing' }).count()).toBe(1);
    await page.getByTestId('dashboard-subscribers-total').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // In English too.
    await page.getByRole('button', { name: 'Język' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
    await panel.getByRole('heading', { name: /Getting started/ }).waitFor();
    await step(page, 'firstMailing').getByRole('link', { name: 'Create a mailing' }).waitFor();

    // Put away for good: gone now and after a reload.
    await panel.getByRole('button', { name: "Don't show again" }).click();
    await panel.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Recent mailings' }).waitFor();
    expect(await page.getByTestId('getting-started').count()).toBe(0);
    await context.close();
  });
});
