import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { acceptInvitation, apiCall, choose, expectOk, invitationPath, login, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

/** The invitee's own password, set from the invitation link. */
const INVITEE_PASSWORD = 'Zaproszenie.2026!';

/** The users table's row of one member. */
const rowOf = (page: Page, email: string): Locator => page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });

/** Selects exactly one member in the users table and runs an entry of the "Akcje" menu. */
async function memberAction(page: Page, email: string, action: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: email, exact: true });
  if (!(await box.isChecked())) await box.check();
  await page.getByRole('button', { name: 'Akcje', exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

describe('user administration', () => {
  it('an owner invites a user with a role, who sets a password and signs in; the owner changes the role, blocks and unblocks them and creates a custom role', async () => {
    const owner = await browser.open();
    const invitee = await browser.open();
    const { page } = owner;
    const ownerAccount = await registerUser(page, 'users-owner');
    const email = `${unique('zaproszona')}@example.com`;

    // From the side navigation to the list, then the add form.
    await page.goto('/');
    await page.getByRole('link', { name: 'Użytkownicy i role', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings/users');
    await page.getByRole('heading', { name: 'Użytkownicy, zespoły i role', level: 1 }).waitFor();
    // Adding waits for the list (the plan's user limit comes with it).
    await rowOf(page, ownerAccount.email).getByText('To Ty', { exact: true }).waitFor();
    // The owner is signed in right now, so online.
    await rowOf(page, ownerAccount.email).getByText('Online', { exact: true }).waitFor();
    await page.getByText('Dodaj użytkownika', { exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/settings/users/new');
    await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Ola Zaproszona');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await choose(page, 'Rola', /^Redaktor\b(?!-)/);
    await page.getByRole('button', { name: 'Dodaj i wyślij zaproszenie', exact: true }).click();
    await page.getByText(`Dodano użytkownika ${email} i wysłano mu zaproszenie.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/settings/users');
    await rowOf(page, email).getByText('Zaproszony (nieaktywowany)').waitFor();
    await rowOf(page, email).getByText('Offline', { exact: true }).waitFor();
    await rowOf(page, email).getByText('Redaktor', { exact: true }).waitFor();

    // Before following the link the invitee has no password: the login page says so and offers the lost-password link.
    const me = invitee.page;
    await me.goto('/login');
    await me.getByLabel('E-mail', { exact: true }).fill(email);
    await me.getByLabel('Hasło', { exact: true }).fill(INVITEE_PASSWORD);
    await me.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await me.getByText('Konto nie ma ustawionego hasła. Użyj opcji „Nie pamiętasz hasła?”.').first().waitFor();
    await me.getByRole('link', { name: 'Nie pamiętasz hasła?', exact: true }).click();
    await me.waitForURL((url) => url.pathname === '/lost-password');

    // The invitation in the emulator's outbox: its link sets the password, and the invitee signs in (no onboarding).
    await acceptInvitation(me, email, INVITEE_PASSWORD);
    // An editor writes mailings, and has no user administration.
    await me.getByRole('link', { name: 'Nowy mailing', exact: true }).first().waitFor();
    expect(await me.getByRole('link', { name: 'Użytkownicy i role', exact: true }).count()).toBe(0);

    // The owner's list shows the invitee active now.
    await page.reload();
    await rowOf(page, email).getByText('Aktywny', { exact: true }).waitFor();

    // Edit the role: editor → analyst; the invitee's next page load follows it.
    await rowOf(page, email).getByRole('link', { name: email, exact: true }).click();
    await page.waitForURL((url) => /^\/settings\/users\/[^/]+\/edit$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Edytuj użytkownika', level: 1 }).waitFor();
    await choose(page, 'Rola', /^Analityk/);
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText(`Zapisano zmiany użytkownika ${email}.`).waitFor();
    await rowOf(page, email).getByText('Analityk', { exact: true }).waitFor();
    await me.goto('/');
    await me.getByRole('link', { name: 'Wszyscy subskrybenci', exact: true }).first().waitFor();
    expect(await me.getByRole('link', { name: 'Nowy mailing', exact: true }).count()).toBe(0);

    // Block: the invitee's next request is refused; unblock: it is answered again.
    await memberAction(page, email, 'Dezaktywuj');
    await page.getByText(`Dezaktywowano użytkownika ${email}.`).waitFor();
    await rowOf(page, email).getByText('Dezaktywowany', { exact: true }).waitFor();
    expect(await apiCall(me, 'GET', '/users/me')).toMatchObject({ status: 403, body: { code: 'AUTH_BANNED' } });
    await memberAction(page, email, 'Aktywuj');
    await page.getByText(`Aktywowano użytkownika ${email}.`).waitFor();
    await rowOf(page, email).getByText('Aktywny', { exact: true }).waitFor();
    expect((await apiCall(me, 'GET', '/users/me')).status).toBe(200);

    // A custom role with two permissions, listed among the account's own roles.
    const roleName = `Raporty ${Date.now()}`;
    await page.getByRole('tab', { name: 'Role', exact: true }).click();
    await page.waitForURL((url) => url.search === '?tab=roles');
    await page.getByText('Utwórz rolę', { exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/settings/users/roles/new');
    await page.getByLabel('Nazwa', { exact: true }).fill(roleName);
    await page.getByRole('checkbox', { name: 'Raporty i statystyki', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Przeglądanie subskrybentów', exact: true }).check();
    await page.getByRole('button', { name: 'Utwórz rolę', exact: true }).click();
    await page.getByText(`Utworzono rolę ${roleName}.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/settings/users' && url.search === '?tab=roles');
    const roleRow = page.getByRole('row', { name: new RegExp(roleName) });
    await roleRow.getByText('Własna', { exact: true }).waitFor();
    await roleRow.getByText('2 uprawnienia', { exact: true }).waitFor();

    // The API agrees on all of it.
    const roles = await apiCall(page, 'GET', '/users/permissions');
    expectOk(roles, 'roles');
    expect(roles.body.items.find((r: { name: string }) => r.name === roleName)).toMatchObject({
      preset: false,
      permissions: { PERM_RAPORTY: true, PERM_APRZEALL: true },
    });
    const members = await apiCall(page, 'GET', '/users');
    expect(members.body.items.find((m: { email: string }) => m.email === email)).toMatchObject({
      roleId: 'analyst',
      banned: false,
      activated: true,
    });

    await owner.context.close();
    await invitee.context.close();
  });
});

describe('an analyst', () => {
  it('cannot reach user administration: no Settings → Users entry, and a direct visit shows the no-access page', async () => {
    const owner = await browser.open();
    await registerUser(owner.page, 'analyst-owner');
    const email = `${unique('analityk')}@example.com`;
    const added = await apiCall(owner.page, 'POST', '/users/add', { email, name: 'Adam Analityk', roleId: 'analyst' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.roleId).toBe('analyst');
    await owner.context.close();

    // The analyst sets a password from the invitation and signs in.
    const { page, context } = await browser.open();
    const token = new URL(`http://x${await invitationPath(email)}`).searchParams.get('token')!;
    await page.goto('/login');
    expectOk(
      await apiCall(page, 'POST', '/auth/recover', { token, password: INVITEE_PASSWORD, passwordRepeat: INVITEE_PASSWORD }),
      'recover',
    );
    await login(page, email, { password: INVITEE_PASSWORD });

    // The navigation has what an analyst reads, and no settings at all.
    await page.getByRole('link', { name: 'Wszyscy subskrybenci', exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Użytkownicy i role', exact: true }).count()).toBe(0);
    expect(await page.getByText('Ustawienia', { exact: true }).count()).toBe(0);

    // A direct visit: the no-access page, not the list.
    await page.goto('/settings/users');
    await page.getByText('Brak dostępu', { exact: true }).waitFor();
    await page.getByText('Nie masz uprawnień do tej strony. Poproś administratora konta o dostęp.').waitFor();
    expect(await page.getByRole('heading', { name: 'Użytkownicy, zespoły i role' }).count()).toBe(0);
    // The same for the add form; and the API refuses the list itself.
    await page.goto('/settings/users/new');
    await page.getByText('Brak dostępu', { exact: true }).waitFor();
    expect(await apiCall(page, 'GET', '/users')).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    await context.close();
  });
});
