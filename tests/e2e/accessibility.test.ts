import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, expectOk, registerUser, unique, useBrowser } from './support';

/**
 * axe-core over the main pages, in the light and the dark theme: no serious or critical violation.
 * One signed-in user with a subscriber, a segment and a mailing, so the detail pages have something
 * to show; every page the side navigation offers them, plus those details and the login page.
 */
const browser = useBrowser();

type Theme = 'light' | 'dark';

/**
 * Violations we cannot fix from our side, each by rule and the exact element (axe's target) it is
 * found on, with why. Only for markup inside a Cloudscape component, never for our own.
 */
const KNOWN_EXTERNAL: readonly { rule: string; selector: string; why: string }[] = [];

interface Found {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/**
 * Every rule in the light theme; in the dark one only the rules a theme can change (the colours):
 * structure, names and roles are the same markup in both, and checking them twice doubled the run.
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, label: string, theme: Theme): Promise<Found[]> {
  const builder = new AxeBuilder({ page });
  const result = await (theme === 'dark' ? builder.withRules(THEME_RULES) : builder).analyze();
  const known = (rule: string, target: string) => KNOWN_EXTERNAL.some((k) => k.rule === rule && k.selector === target);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ v, nodes: v.nodes.filter((n) => !known(v.id, String(n.target))) }))
    .filter(({ nodes }) => nodes.length > 0)
    .map(({ v, nodes }) => ({
      page: label,
      rule: v.id,
      impact: v.impact!,
      targets: nodes.map((n) => String(n.target)),
      summary: nodes[0]!.failureSummary ?? '',
    }));
}

/** The page is drawn: its heading is there and no spinner is left from its first requests. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  // Pages that poll never go network-idle: wait for the spinners instead, briefly (a stuck one is not ours to wait for).
  await page
    .locator('[class*="awsui_spinner"]')
    .first()
    .waitFor({ state: 'detached', timeout: 2_000 })
    .catch(() => undefined);
}

const themeClass = (page: Page) => page.evaluate(() => document.body.classList.contains('awsui-dark-mode'));

async function setTheme(page: Page, theme: Theme): Promise<void> {
  expectOk(await apiCall(page, 'PUT', '/users/me', { prefs: { theme } }), `theme ${theme}`);
  await page.goto('/');
  await settled(page);
  expect(await themeClass(page)).toBe(theme === 'dark');
}

describe('accessibility (axe-core) of the main pages', () => {
  let page: Page;
  let paths: string[] = [];

  beforeAll(async () => {
    ({ page } = await browser.open());
    // Colours are checked as they end, not halfway through a fade (Cloudscape honours reduced motion).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerUser(page, 'a11y');
    const tag = unique('a11y').toLowerCase();
    const subscriber = await apiCall(page, 'POST', '/subscribers', { email: `${tag}@example.com`, name: 'Ala Nowak' });
    expectOk(subscriber, 'subscriber');
    const segment = await apiCall(page, 'POST', '/segments', {
      name: 'Warszawa',
      type: 'static',
      conditions: {
        kind: 'group',
        op: 'and',
        children: [{ kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: ['Warszawa'] }],
      },
    });
    expectOk(segment, 'segment');
    const mailing = await apiCall(page, 'POST', '/mailings', {
      name: 'Listopad',
      subject: 'Oferta',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: '<p>Oferta</p>',
    });
    expectOk(mailing, 'mailing');
    await page.goto('/');
    await settled(page);
    // Every page the side navigation offers this user (a new area is checked without a change here).
    const nav = await page.locator('nav a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    // Not the mailing editor: axe-core spends minutes in its editing surface (measured 100-230 s on
    // this machine); it needs a check of its own when the editor is reworked.
    paths = [
      ...new Set([
        ...nav.filter((p) => !p.startsWith('/v2/mailing/edit/')),
        `/subscribers/details/${subscriber.body.id}`,
        `/segments/${segment.body.id}`,
        `/v2/mailing/${mailing.body.id}/report`,
      ]),
    ];
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/subscribers/all', '/segments', '/v2/mailing/send', '/sms/sending', '/settings/users']),
    );
  }, 120_000);

  // Each theme in two halves of the pages (every other one): a test stays well inside its time as areas add pages.
  for (const theme of ['light', 'dark'] as const) {
    for (const half of [0, 1] as const) {
      it(`finds no serious or critical violation in the ${theme} theme (pages, half ${half + 1} of 2)`, async () => {
        await setTheme(page, theme);
        const found: Found[] = [];
        for (const path of paths.filter((_, i) => i % 2 === half)) {
          const started = Date.now();
          await page.goto(path);
          await settled(page);
          found.push(...(await violations(page, path, theme)));
          if (process.env.A11Y_TIMINGS) console.log(theme, path, Date.now() - started, 'ms');
        }
        if (half === 0) {
          // Signed out, the login page (its top bar has the language and theme menus too).
          const { page: guest, context } = await browser.open();
          await guest.addInitScript((t) => localStorage.setItem('goniec.theme', t), theme);
          await guest.emulateMedia({ reducedMotion: 'reduce' });
          await guest.goto('/login');
          await settled(guest);
          expect(await themeClass(guest)).toBe(theme === 'dark');
          found.push(...(await violations(guest, '/login', theme)));
          await context.close();
        }
        expect(found).toEqual([]);
      }, 240_000);
    }
  }
});
