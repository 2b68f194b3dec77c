import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { totpCode } from '@functions/security/totp';
import { apiCall, login, PASSWORD, registerUser, useBrowser } from './support';

const browser = useBrowser();

describe('two-factor authentication', () => {
  it('enrols with the secret shown on /account, then signing in asks for the code', async () => {
    const { page, context } = await browser.open();
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
    await login(page, email, { code: () => totpCode(secret, Date.now() + 30_000) });

    await page.goto('/account/login-history');
    await page.getByRole('cell', { name: 'Zalogowano' }).first().waitFor();
    await page
      .getByRole('cell', { name: /kod weryfikacyjny z aplikacji/ })
      .first()
      .waitFor();
    await context.close();
  });
});

describe('several accounts', () => {
  it('switches to another account from the user menu', async () => {
    const owner = await browser.open();
    const member = await browser.open();
    const other = await registerUser(owner.page, 'beta', `Firma beta ${Date.now()}`);
    const user = await registerUser(member.page, 'alfa', `Firma alfa ${Date.now()}`);

    // The other account's owner invites the user (through the API: /settings/users is another page's work).
    const added = await apiCall(owner.page, 'POST', '/users/add', { email: user.email, name: 'Alfa Member', roleId: 'editor' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // An existing user is invited, and joins by accepting (invitations.test.ts walks that through the screens).
    const { page } = member;
    expect((await apiCall(page, 'POST', `/users/me/invitations/${added.body.id}/accept`, {})).status).toBe(200);

    // A subscriber in each account, so each account's list is told apart.
    const own = `tylko-alfa-${Date.now()}@example.com`;
    const theirs = `tylko-beta-${Date.now()}@example.com`;
    expect((await apiCall(page, 'POST', '/subscribers', { email: own })).status).toBe(201);
    expect((await apiCall(owner.page, 'POST', '/subscribers', { email: theirs })).status).toBe(201);
    // The user's own list is read (and cached by the web's query client) before the switch.
    await page.goto('/subscribers/all');
    await page.getByText(own).first().waitFor();

    // The dashboard greets the user in the account they are in.
    const greeting = (company: string) => page.locator('main').getByText(`Witaj, Test alfa · ${company}`);
    await page.getByRole('link', { name: 'Pulpit', exact: true }).first().click();
    await greeting(user.company).waitFor();
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect.poll(() => page.getByRole('menuitemcheckbox', { name: user.company }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('menuitemcheckbox', { name: other.company }).click();
    await greeting(other.company).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // The same list, without a reload: the other account's, never the first account's cached answer,
    // not even for a moment while the new one is read (web/src/api/query/query-client.ts clears the
    // cache on a switch; the switch's POST alone would only mark the old answer stale, shown until replaced).
    await page.evaluate((text) => {
      const seen = window as unknown as { sawFirstAccount?: boolean };
      seen.sawFirstAccount = false;
      new MutationObserver(() => {
        if (document.body.textContent?.includes(text)) seen.sawFirstAccount = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, own);
    await page.getByRole('link', { name: 'Wszyscy subskrybenci', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/subscribers/all');
    await page.getByText(theirs).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawFirstAccount?: boolean }).sawFirstAccount)).toBe(false);
    expect(await page.getByText(own).count()).toBe(0);
    await page.getByRole('link', { name: 'Pulpit', exact: true }).first().click();
    await greeting(other.company).waitFor();

    // The menu now marks the other account as the current one.
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect.poll(() => page.getByRole('menuitemcheckbox', { name: other.company }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    // The account page lists both, the other one current; the user's own stays the default.
    await page.goto('/account?tab=accounts');
    const row = page.getByRole('row', { name: new RegExp(other.company) });
    await row.getByText('Bieżące').waitFor();
    await page
      .getByRole('row', { name: new RegExp(user.company) })
      .getByText('Domyślne')
      .waitFor();
    await owner.context.close();
    await member.context.close();
  });
});

describe('the security policy and the profile', () => {
  it('saves the policy behind a timed permission, with per-line errors and the self-lockout check', async () => {
    const { page, context } = await browser.open();
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
    const { page, context } = await browser.open();
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

  it('turns an e-mail notification on in the Notifications tab of /account, and it stays on', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'notifications');
    await page.goto('/account?tab=notifications');
    const toggle = page.getByLabel('Import zakończony lub przerwany', { exact: true });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.getByLabel('Logowanie z nowego miejsca', { exact: true }).isChecked()).toBe(true);
    // Controlled by the saved settings: the toggle turns once the server has them.
    await toggle.click();
    await page.getByText('Włączono powiadomienie: Import zakończony lub przerwany.').waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await page.reload();
    await page.getByLabel('Import zakończony lub przerwany', { exact: true }).waitFor();
    expect(await page.getByLabel('Import zakończony lub przerwany', { exact: true }).isChecked()).toBe(true);
    await context.close();
  });

  it('counts a live timed permission down in its last minute, extends it, and says when it ended', async () => {
    const { page, context } = await browser.open();
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

describe('the company’s global settings', () => {
  it('chooses the account’s time zone from a searchable list, asks before leaving it unsaved, and keeps it', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'zone');
    await page.goto('/');
    await page.getByRole('link', { name: 'Firma', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings/company');
    // The profile tab comes first (spec order); the zone is on the global one.
    await page.getByRole('tab', { name: 'Ustawienia globalne', exact: true }).click();

    // Every account starts in Europe/Warsaw; the list finds a zone by part of its name and shows its offset.
    await page.getByRole('button', { name: /Europe\/Warsaw \(UTC\+0[12]:00\)/ }).click();
    await page.getByPlaceholder('Szukaj strefy czasowej').fill('kiriti');
    await page.getByRole('option', { name: 'Pacific/Kiritimati (UTC+14:00)' }).click();

    await page.getByRole('link', { name: 'Segmenty', exact: true }).first().click();
    await page.getByRole('dialog').getByText('Niezapisane zmiany', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zostań na stronie' }).click();

    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Ustawienia globalne zapisane.').waitFor();
    expect((await apiCall(page, 'GET', '/settings/company/global')).body).toMatchObject({ timeZone: 'Pacific/Kiritimati' });
    await page.reload();
    await page.getByRole('button', { name: /Pacific\/Kiritimati \(UTC\+14:00\)/ }).waitFor();
    await context.close();
  });
});
