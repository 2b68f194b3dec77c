import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accountInvitationPath, apiCall, choose, login, PASSWORD, registerUser, useBrowser } from './support';

const browser = useBrowser();

/** The owner invites an existing Goniec user through the add form; answers the invitation's id. */
async function invite(page: Page, email: string): Promise<void> {
  await page.goto('/settings/users/new');
  await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Imię Wpisane Przez Admina');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await choose(page, 'Rola', /^Redaktor\b(?!-)/);
  await page.getByRole('button', { name: 'Dodaj i wyślij zaproszenie', exact: true }).click();
  await page.getByText(`Wysłano zaproszenie do ${email}. Ta osoba ma już konto w Gońcu: dołączy, gdy przyjmie zaproszenie.`).waitFor();
  await page.waitForURL((url) => url.pathname === '/settings/users');
}

/** The pending invitations table of /settings/users: only the address, "Zaproszony", the role offered. */
const invitationRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Oczekujące zaproszenia' }).getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });

describe('joining another account is an invitation', () => {
  it('an existing user follows the e-mail link, signs in, accepts, and enters the account; the owner then sees their own name', async () => {
    const owner = await browser.open();
    const guest = await browser.open();
    const ownerAccount = await registerUser(owner.page, 'inv-owner', 'Firma Zapraszająca');
    const guestAccount = await registerUser(guest.page, 'inv-guest');
    await guest.context.clearCookies();

    await invite(owner.page, guestAccount.email);
    // Until accepted: only the address and "invited" — not their name, and not among the members.
    await invitationRow(owner.page, guestAccount.email).getByText('Zaproszony', { exact: true }).waitFor();
    await invitationRow(owner.page, guestAccount.email).getByText('Redaktor', { exact: true }).waitFor();
    expect(await owner.page.getByText('Test inv-guest').count()).toBe(0);
    expect(await owner.page.getByRole('checkbox', { name: guestAccount.email, exact: true }).count()).toBe(0);

    // The link in the e-mail leads through sign-in to the invitation's page.
    const { page } = guest;
    const path = await accountInvitationPath(guestAccount.email);
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail', { exact: true }).fill(guestAccount.email);
    await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { name: 'Zaproszenie do konta Firma Zapraszająca' }).waitFor();
    await page.getByText(`${ownerAccount.email} zaprasza Cię do konta Firma Zapraszająca.`, { exact: false }).waitFor();
    // Not a member yet: the account is not among theirs.
    expect((await apiCall(page, 'GET', '/users/me/accounts')).body.items).toHaveLength(1);

    await page.getByRole('button', { name: 'Przyjmij zaproszenie', exact: true }).click();
    await page.getByText('Dołączono do konta Firma Zapraszająca', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Przejdź do konta Firma Zapraszająca', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await apiCall(page, 'GET', '/users/me')).body).toMatchObject({ account: { name: 'Firma Zapraszająca' }, role: 'USER' });

    // The owner's list: a member now, under their own name; no invitation left.
    await owner.page.reload();
    const row = owner.page.getByRole('row', { name: new RegExp(guestAccount.email.replace(/[.+]/g, '\\$&')) });
    await row.getByText('Test inv-guest').waitFor();
    await row.getByText('Aktywny', { exact: true }).waitFor();
    expect(await owner.page.getByRole('table', { name: 'Oczekujące zaproszenia' }).count()).toBe(0);

    await owner.context.close();
    await guest.context.close();
  });

  it('the invitee sees a notice after signing in and declines from their accounts; the owner’s invitation is gone', async () => {
    const owner = await browser.open();
    const guest = await browser.open();
    await registerUser(owner.page, 'dec-owner', 'Firma Odrzucona');
    const guestAccount = await registerUser(guest.page, 'dec-guest');
    await guest.context.clearCookies();
    await invite(owner.page, guestAccount.email);
    await invitationRow(owner.page, guestAccount.email).waitFor();

    const { page } = guest;
    await login(page, guestAccount.email);
    await page.getByText('Masz 1 zaproszenie do konta (Firma Odrzucona), które czeka na Twoją odpowiedź.').waitFor();
    await page.getByRole('button', { name: 'Zobacz zaproszenia', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account' && url.search === '?tab=accounts');
    const invitations = page.getByRole('table', { name: 'Zaproszenia do kont' });
    await invitations.getByText('Firma Odrzucona', { exact: true }).waitFor();
    await invitations.getByRole('button', { name: 'Odrzuć zaproszenie do konta Firma Odrzucona', exact: true }).click();
    await page.getByText('Odrzucono zaproszenie do konta Firma Odrzucona.').waitFor();
    await invitations.waitFor({ state: 'detached' });
    // The notice goes in the render after the list's (an effect dismisses it): wait for it, or time out.
    await page.getByText('Oczekujące zaproszenia', { exact: true }).waitFor({ state: 'detached' });
    expect((await apiCall(page, 'GET', '/users/me/accounts')).body.items).toHaveLength(1);

    await owner.page.reload();
    await owner.page.getByRole('heading', { name: 'Użytkownicy, zespoły i role', level: 1 }).waitFor();
    await owner.page.getByRole('table', { name: 'Użytkownicy' }).waitFor();
    expect(await owner.page.getByRole('table', { name: 'Oczekujące zaproszenia' }).count()).toBe(0);
    expect((await apiCall(owner.page, 'GET', '/users')).body.invitations).toEqual([]);

    await owner.context.close();
    await guest.context.close();
  });
});
