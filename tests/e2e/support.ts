import { AxeBuilder } from '@axe-core/playwright';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { readEmulatorMail } from '@infra/local/emulator-mail';
import { launch, newPage } from './browser';

/** What the end-to-end files share: the browser, the API from inside a page, the emulator's mail, fresh users. */

const products = inject('products');
/** This worker's product (global-setup.ts starts one per worker). */
const product = products[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % products.length]!;
export const baseUrl = product.baseUrl;
export const endpoint = product.emulatorEndpoint;
/** The password of every user the tests register. */
export const PASSWORD = 'Kampania.2026!';

/**
 * Launches Chromium before the file's tests and closes it after them; call once at the top of a
 * test file. `open()` gives a page in a fresh context (its own cookies) on the local runtime.
 */
export function useBrowser(): { open: (locale?: string) => Promise<{ context: BrowserContext; page: Page }> } {
  let browser: Browser;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ browser, close } = await launch());
  });
  afterAll(async () => close?.());
  return {
    open: async (locale) => {
      const opened = await newPage(browser, baseUrl, locale);
      watchTrouble(opened.page);
      return opened;
    },
  };
}

/** The last things that went wrong in a page (console errors, failed requests, 4xx/5xx answers), for a failure's message. */
const troubles = new WeakMap<Page, string[]>();

function watchTrouble(page: Page): void {
  const seen: string[] = [];
  troubles.set(page, seen);
  const keep = (what: string) => {
    seen.push(`${new Date().toISOString().slice(11, 23)} ${what}`);
    if (seen.length > 20) seen.shift();
  };
  page.on('console', (m) => m.type() === 'error' && keep(`console: ${m.text()}`));
  page.on('pageerror', (e) => keep(`page error: ${e.message}`));
  page.on('requestfailed', (r) => keep(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => r.status() >= 400 && keep(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`));
}

/** What a failing step should say about the page: where it is, the alerts it shows, what went wrong in it. */
export async function troubleOf(page: Page): Promise<string> {
  const alerts = await page
    .locator('[role="alert"], [class*="awsui_alert_"]')
    .allInnerTexts()
    .catch(() => []);
  const shown = alerts.map((a) => a.trim()).filter(Boolean);
  return [`at ${page.url()}`, ...shown.map((a) => `alert: ${a.slice(0, 300)}`), ...(troubles.get(page) ?? [])].join('\n');
}

/**
 * Clicks the editor's send button and answers the plan dialog's confirm button once the dialog is
 * open. The dialog opens after a save round trip and a lazy chunk: when a loaded CI machine left
 * it closed, the failure names what the page showed and what went wrong in it. The click is made
 * once more after 20 s (and said so in the log, with the same account of the page).
 */
export async function openSendDialog(page: Page, label = 'Wyślij teraz'): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: label, exact: true });
  for (let attempt = 1; ; attempt++) {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: label, exact: true }).first().click();
    try {
      await confirm.waitFor({ timeout: 20_000 });
      return confirm;
    } catch {
      const trouble = await troubleOf(page);
      if (attempt === 2) throw new Error(`the send dialog did not open\n${trouble}`);
      console.warn(`the send dialog did not open in 20 s; clicking once more\n${trouble}`);
    }
  }
}

let counter = 0;
/** A label no other test (nor an earlier run against the same emulator) has used. */
export const unique = (label: string) => `${label}-${Date.now()}-${++counter}`;

export interface ApiAnswer {
  status: number;
  body: any;
}

/** A call to the API from inside the page, as the web app makes it (cookies, CSRF header). */
export async function apiCall(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = /(?:^|;\s*)goniec_csrf=([^;]*)/.exec(document.cookie)?.[1];
      const headers: Record<string, string> = { accept: 'application/json' };
      if (method !== 'GET') headers['content-type'] = 'application/json';
      if (csrf) headers['x-csrf-token'] = decodeURIComponent(csrf);
      const res = await fetch(`/api${path}`, {
        method,
        headers,
        credentials: 'include',
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/**
 * Points this test process's AWS clients at the product's emulator and table, for a test that
 * stands data up as a background job would (call before importing @functions modules).
 */
export function reachEmulator(): void {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL: endpoint,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'e2e',
    AWS_SECRET_ACCESS_KEY: 'e2e',
    APP_TABLE: 'goniec-local-app',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
}

/** The id of the account the page's user works in. */
export async function currentAccountId(page: Page): Promise<string> {
  const accounts = (await apiCall(page, 'GET', '/users/me/accounts')).body.items as { id: string; current: boolean }[];
  return accounts.find((a) => a.current)!.id;
}

/** Fails the test with the API's answer unless the call succeeded. */
export const expectOk = (res: ApiAnswer, what: string) => expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);

/** The messages the emulator's SES accepted for `address`, waiting up to 10 s for the first. */
export async function mailFor(address: string) {
  for (let i = 0; i < 40; i++) {
    const found = (await readEmulatorMail(endpoint)).filter((m) => m.destinations.includes(address));
    if (found.length) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail for ${address}`);
}

/** A raw message with its quoted-printable soft line breaks and `=3D` undone, so links read whole. */
export const mailText = (mail: { raw: string }) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The subjects of the messages the emulator's SES accepted for `address` so far (none yet: an empty list). */
export async function subjectsFor(address: string): Promise<string[]> {
  const mails = (await readEmulatorMail(endpoint)).filter((m) => m.destinations.includes(address));
  return Promise.all(mails.map(async (m) => (await PostalMime.parse(m.raw)).subject ?? ''));
}

/** The open pixel's address in the message `address` got with `subject`. */
export async function pixelOf(address: string, subject: string): Promise<string> {
  for (const mail of (await readEmulatorMail(endpoint)).filter((m) => m.destinations.includes(address))) {
    const parsed = await PostalMime.parse(mail.raw);
    if (parsed.subject === subject) return /src="(http:\/\/localhost:\d+\/t\/o\/[^"]+)"/.exec(parsed.html ?? '')![1]!;
  }
  throw new Error(`${address} got no "${subject}"`);
}

/** The path and query of the /recover link in the last invitation mailed to `email`. */
export async function invitationPath(email: string): Promise<string> {
  const mails = await mailFor(email);
  const link = /(http:\/\/localhost:\d+\/recover\?token=[^\s"<]+)/.exec(mailText(mails.at(-1)!))![1]!;
  const url = new URL(link.replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}

/** The path of the /invitations/{id} link in the last account invitation mailed to `email` (an existing Goniec user). */
export async function accountInvitationPath(email: string): Promise<string> {
  const mails = await mailFor(email);
  const link = /(http:\/\/localhost:\d+\/invitations\/[0-9A-Za-z]+)/.exec(mailText(mails.at(-1)!))![1]!;
  return new URL(link).pathname;
}

/** The invitee follows the invitation's link, sets `password` and signs in with it. */
export async function acceptInvitation(page: Page, email: string, password: string): Promise<void> {
  await page.goto(await invitationPath(email));
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByLabel('Powtórz hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zapisz hasło', exact: true }).click();
  await page.getByText('Hasło zmienione', { exact: true }).waitFor();
  await login(page, email, { password });
}

/** Chooses an option of the Cloudscape select whose form field is labelled `label`. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The token of the verification link mailed to `address`. */
export async function verificationToken(address: string): Promise<string> {
  const [mail] = await mailFor(address);
  return decodeURIComponent(/\/verify\?token=([^\s"<&]+)/.exec(mailText(mail!))![1]!);
}

/**
 * A fresh user with an account of their own (so whatever the test makes touches no other test),
 * registered, verified and onboarded through the API (the UI journey for that is
 * journey.test.ts's), and signed in in `page`. `company` names the account (`Firma <label>` unless given).
 */
export async function registerUser(page: Page, label: string, company = `Firma ${label}`): Promise<{ email: string; company: string }> {
  const email = `${unique(label)}@example.com`;
  await page.goto('/login');
  expectOk(
    await apiCall(page, 'POST', '/auth/register', {
      email,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      name: `Test ${label}`,
      company,
      language: 'pl',
    }),
    'register',
  );
  expectOk(await apiCall(page, 'POST', '/auth/verify', { token: await verificationToken(email) }), 'verify');
  expectOk(await apiCall(page, 'POST', '/auth/login', { email, password: PASSWORD }), 'login');
  const steps = [
    { step: 'about', data: { firstName: 'Test', lastName: label } },
    {
      step: 'company',
      data: {
        name: company,
        legalForm: 'SP_ZOO',
        taxId: '526-025-02-74',
        krs: '0000123456',
        address: 'ul. Prosta 1',
        postalCode: '00-950',
        city: 'Warszawa',
      },
    },
    { step: 'needs', data: { needs: ['newsletter'] } },
    { step: 'subscribers', data: { audienceSize: 'upTo1000', hasConsents: true } },
    { step: 'experience', data: { level: 'basic' } },
    { step: 'agreement', data: { terms: true, privacy: true, marketing: false } },
  ];
  for (const step of steps) expectOk(await apiCall(page, 'PUT', '/onboarding', step), `onboarding ${step.step}`);
  expectOk(await apiCall(page, 'POST', '/onboarding/complete', {}), 'onboarding complete');
  return { email, company };
}

/** A number the mailing report shows (`data-testid="stat-<name>"`), digits only. */
export const statValue = async (page: Page, name: string) =>
  Number((await page.getByTestId(`stat-${name}`).first().textContent())?.replace(/\D/g, '') || 0);

interface LoginOptions {
  /** PASSWORD unless given. */
  password?: string;
  /** The authenticator's code, asked for after the password when 2FA is on. */
  code?: () => string;
  /** Where the app lands after signing in: the dashboard, or the onboarding before it is done. */
  landing?: string;
}

/** Signs in through the login page (in Polish, the default language). */
export async function login(page: Page, email: string, { password = PASSWORD, code, landing = '/' }: LoginOptions = {}) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  if (code) {
    const field = page.getByLabel('Kod weryfikacyjny', { exact: true });
    await field.waitFor();
    await field.fill(code());
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname === landing);
}

/** Serious or critical axe violations on the page as it stands, named by rule and element. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => String(n.target)).join(', ')}`);
}
