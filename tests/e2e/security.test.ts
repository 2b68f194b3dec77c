import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { totpCode } from '@functions/security/totp';
import { readEmulatorMail } from '@infra/local/emulator-mail';
import { launch, newPage } from './browser';

const baseUrl = inject('baseUrl');
const endpoint = inject('emulatorEndpoint');
const PASSWORD = 'Kampania.2026!';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launch());
});
afterAll(async () => close?.());

let counter = 0;
const unique = (label: string) => `${label}-${Date.now()}-${++counter}`;

/** A call to the API from inside the page, as the web app makes it (cookies, CSRF header). */
async function apiCall(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = /(?:^|;\s*)goniec_csrf=([^;]*)/.exec(document.cookie)?.[1];
      const headers: Record<string, string> = { accept: 'application/json' };
      if (method !== 'GET') headers['content-type'] = 'application/json';
      if (csrf) headers['x-csrf-token'] = decodeURIComponent(csrf);
      const res = await fetch(`/api${path}`, { method, headers, credentials: 'include', body: method === 'GET' ? undefined : JSON.stringify(body ?? {}) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

async function verificationToken(address: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const mail = (await readEmulatorMail(endpoint)).find((m) => m.destinations.includes(address));
    if (mail) {
      const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return decodeURIComponent(/\/verify\?token=([^\s"<&]+)/.exec(raw)![1]!);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail for ${address}`);
}

/**
 * A fresh user with an account of their own, registered, verified and onboarded through the API
 * (the UI journey for that is journey.test.ts's), and signed in in `page`.
 */
async function registerUser(page: Page, label: string): Promise<{ email: string; company: string }> {
  const email = `${unique(label)}@example.com`;
  const company = `Firma ${label} ${Date.now()}`;
  await page.goto('/login');
  const expectOk = (res: { status: number; body: any }, what: string) => expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  expectOk(await apiCall(page, 'POST', '/auth/register', { email, password: PASSWORD, passwordRepeat: PASSWORD, name: `Test ${label}`, company, language: 'pl' }), 'register');
  expectOk(await apiCall(page, 'POST', '/auth/verify', { token: await verificationToken(email) }), 'verify');
  expectOk(await apiCall(page, 'POST', '/auth/login', { email, password: PASSWORD }), 'login');
  const steps = [
    { step: 'about', data: { firstName: 'Test', lastName: label } },
    {
      step: 'company',
      data: { name: company, legalForm: 'SP_ZOO', taxId: '526-025-02-74', krs: '0000123456', address: 'ul. Prosta 1', postalCode: '00-950', city: 'Warszawa' },
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

async function login(page: Page, email: string, code?: () => string) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  if (code) {
    const field = page.getByLabel('Kod weryfikacyjny', { exact: true });
    await field.waitFor();
    await field.fill(code());
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname === '/');
}

describe('two-factor authentication', () => {
  it('enrols with the secret shown on /account, then signing in asks for the code', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email } = await registerUser(page, 'totp');

    await page.goto('/account?tab=security');
    const state = page.getByTestId('two-factor-state');
    await expect.poll(() => state.textContent()).toContain('Wyłączona');
    await page.getByRole('button', { name: 'Włącz', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: /Kod QR/ }).waitFor();
    const secret = (await dialog.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);

    // A wrong code is refused on the field; the right one turns 2FA on.
    await dialog.getByLabel('Kod weryfikacyjny', { exact: true }).fill('000000' === totpCode(secret) ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Włącz', exact: true }).click();
    await dialog.getByText('Nieprawidłowy kod weryfikacyjny.').waitFor();
    await dialog.getByLabel('Kod weryfikacyjny', { exact: true }).fill(totpCode(secret));
    await dialog.getByRole('button', { name: 'Włącz', exact: true }).click();
    await expect.poll(() => state.textContent()).toContain('Włączona');

    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/login');
    // Each time step is accepted once: the enrolment used this one, the login takes the next.
    await login(page, email, () => totpCode(secret, Date.now() + 30_000));

    await page.goto('/account/login-history');
    await page.getByRole('cell', { name: 'Zalogowano' }).first().waitFor();
    await page.getByRole('cell', { name: /kod weryfikacyjny z aplikacji/ }).first().waitFor();
    await context.close();
  });
});

describe('several accounts', () => {
  it('switches to another account from the user menu', async () => {
    const owner = await newPage(browser, baseUrl);
    const member = await newPage(browser, baseUrl);
    const other = await registerUser(owner.page, 'beta');
    const user = await registerUser(member.page, 'alfa');

    // The other account's owner adds the user (through the API: /settings/users is another page's work).
    const added = await apiCall(owner.page, 'POST', '/users/add', { email: user.email, name: 'Alfa Member', roleId: 'editor' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const { page } = member;
    // The dashboard greets the user in the account they are in.
    const greeting = (company: string) => page.locator('main').getByText(`Witaj, Test alfa · ${company}`);
    await page.goto('/');
    await greeting(user.company).waitFor();
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect.poll(() => page.getByRole('menuitemcheckbox', { name: user.company }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('menuitemcheckbox', { name: other.company }).click();
    await greeting(other.company).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // The menu now marks the other account as the current one.
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect.poll(() => page.getByRole('menuitemcheckbox', { name: other.company }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    // The account page lists both, the other one current; the user's own stays the default.
    await page.goto('/account?tab=accounts');
    const row = page.getByRole('row', { name: new RegExp(other.company) });
    await row.getByText('Bieżące').waitFor();
    await page.getByRole('row', { name: new RegExp(user.company) }).getByText('Domyślne').waitFor();
    await owner.context.close();
    await member.context.close();
  });
});

describe('the security policy and the profile', () => {
  it('saves the policy behind a timed permission, with per-line errors and the self-lockout check', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await registerUser(page, 'policy');
    await page.goto('/settings/security');
    const phrases = page.getByLabel('Zakazane frazy', { exact: true });
    const ips = page.getByLabel('Adresy, zakresy i bloki CIDR', { exact: true });
    await phrases.fill('sklep\nab');
    await ips.fill('203.0.113.9\n\nnie-adres');
    const save = page.getByRole('button', { name: 'Zapisz', exact: true });
    await save.click();
    await page.getByText('Wiersz 2: Zakazana fraza musi mieć co najmniej 3 znaki.').waitFor();
    await page.getByText(/^Wiersz 3: /).waitFor();

    // Valid now; the save needs the password again: a wrong one says how many attempts are left.
    await phrases.fill('sklep\nabc');
    await ips.fill('203.0.113.9');
    await save.click();
    const prompt = page.getByRole('dialog', { name: 'Potwierdź hasłem' });
    await prompt.getByLabel('Hasło', { exact: true }).fill('Nie-to-haslo.1');
    await prompt.getByRole('button', { name: 'Potwierdź', exact: true }).click();
    await prompt.getByText('Zostały 2 próby, potem konto zostanie zablokowane.').waitFor();
    await prompt.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await prompt.getByRole('button', { name: 'Potwierdź', exact: true }).click();
    await prompt.waitFor({ state: 'detached' });

    // Retried at once, the save is refused: the list leaves out the address the user is on.
    const addMine = page.getByRole('button', { name: /^Dodaj mój adres/ });
    await addMine.waitFor();
    await addMine.click();
    await save.click();
    await page.getByText('Zasady bezpieczeństwa zapisane.').waitFor();
    // The grant is still live: no second prompt.
    expect(await page.getByRole('dialog', { name: 'Potwierdź hasłem' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Aktywność' }).click();
    await page.getByRole('cell', { name: 'Zmiana zasad bezpieczeństwa konta' }).first().waitFor();
    await page.getByRole('cell', { name: 'Przyznanie dostępu czasowego' }).first().waitFor();
    await context.close();
  });

  it('uploads an avatar that the user menu then shows', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await registerUser(page, 'avatar');
    await page.goto('/account');
    const png = await QRCode.toBuffer('goniec', { width: 64, margin: 1 });
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Podgląd nowego awatara' }).waitFor();
    await page.getByRole('button', { name: 'Zapisz awatar', exact: true }).click();
    await page.getByText('Awatar zapisany.').waitFor();
    await page.getByRole('img', { name: 'Twój awatar' }).first().waitFor();
    await page.getByRole('button', { name: 'Usuń awatar', exact: true }).waitFor();
    await context.close();
  });

  it('counts a live timed permission down in its last minute, extends it, and says when it ended', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await registerUser(page, 'timed');
    // The page's clock is faked so fifteen minutes pass in a moment; the server's grant is real.
    await page.clock.install();
    expect((await apiCall(page, 'POST', '/users/me/timed-permission', { password: PASSWORD })).status).toBe(200);
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/users/me/timed-permission')), page.goto('/settings/security')]);
    await page.getByLabel('Zakazane frazy', { exact: true }).waitFor();
    expect(await page.getByText('Dostęp czasowy wkrótce wygaśnie').count()).toBe(0);

    await page.clock.fastForward(15 * 60_000 - 45_000);
    await page.getByText('Dostęp czasowy wkrótce wygaśnie').waitFor();
    await page.getByText(/^Zostało \d+ s\./).waitFor();
    await page.getByRole('button', { name: 'Przedłuż', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Potwierdź hasłem' });
    await prompt.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await prompt.getByRole('button', { name: 'Potwierdź', exact: true }).click();
    await page.getByText('Dostęp czasowy wkrótce wygaśnie').waitFor({ state: 'detached' });

    await page.clock.fastForward(15 * 60_000 + 5_000);
    await page.getByText(/^Dostęp czasowy wygasł\./).waitFor();
    await context.close();
  });
});
