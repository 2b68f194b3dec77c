import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN } from '@infra/local/seed';
import { apiCall, expectOk, login, mailFor, mailText, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

/** Signs the seeded super administrator in and opens an account's page in the admin zone. */
async function openAccountAsSuperAdmin(company: string) {
  const opened = await browser.open();
  const { page } = opened;
  await login(page, ADMIN_LOGIN.email, { password: ADMIN_LOGIN.password });
  await page.getByRole('link', { name: 'Konta', exact: true }).click();
  await page.getByPlaceholder('Szukaj kont po początku nazwy').fill(company);
  await page.getByRole('link', { name: company, exact: true }).click();
  await page.getByRole('heading', { name: company, level: 1 }).waitFor();
  return opened;
}

/** An invitee sets their own password from the invitation's link (as in users.test.ts). */
async function acceptInvitation(email: string, password: string) {
  const mails = await mailFor(email);
  const link = /(http:\/\/localhost:\d+\/recover\?token=[^\s"<]+)/.exec(mailText(mails.at(-1)!))![1]!;
  const token = new URL(link.replace(/&amp;/g, '&')).searchParams.get('token')!;
  const opened = await browser.open();
  await opened.page.goto('/login');
  expectOk(await apiCall(opened.page, 'POST', '/auth/recover', { token, password, passwordRepeat: password }), 'recover');
  await login(opened.page, email, { password });
  return opened;
}

describe('admin zone', () => {
  it('a super administrator finds an account, changes its plan and turns its blacklist off; the account’s users lose the page', async () => {
    const owner = await browser.open();
    const { company } = await registerUser(owner.page, 'admin-target', `Firma admin ${Date.now()}`);

    const { page, context } = await openAccountAsSuperAdmin(company);

    await page.getByRole('button', { name: 'Zmień plan', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Premium', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Zmień plan', exact: true }).click();
    await page.getByText(`Plan konta „${company}” został zmieniony.`).waitFor();
    // Premium's subscriber limit, written the Polish way (non-breaking spaces between thousands).
    await page
      .getByText(/^1\s000\s000$/)
      .first()
      .waitFor();

    const blacklist = page.getByRole('checkbox', { name: 'Czarna lista' });
    expect(await blacklist.isChecked()).toBe(true);
    await blacklist.click();
    await page.getByText(`Konfiguracja konta „${company}” została zmieniona.`).waitFor();
    await expect.poll(() => blacklist.isChecked()).toBe(false);

    // The owner's next visit: the blacklists page says the feature is off and leaves for the dashboard.
    await owner.page.goto('/subscribers/exclusions');
    await owner.page.getByText('Czarna lista nie jest włączona dla tego konta.', { exact: false }).waitFor();
    await owner.page.waitForURL((url) => url.pathname === '/');

    await context.close();
    await owner.context.close();
  });

  it('only a super administrator deletes an account’s administrator: the owner sees why not, the admin zone does it', async () => {
    const owner = await browser.open();
    const { company, email: ownerEmail } = await registerUser(owner.page, 'admin-members', `Firma członkowie ${Date.now()}`);
    const email = `${unique('second-admin')}@example.com`;
    expectOk(
      await apiCall(owner.page, 'POST', '/users/add', { email, name: 'Druga Administratorka', roleId: 'administrator' }),
      'add an administrator',
    );

    // The owner, an administrator but no super administrator: the delete button names the reason.
    await owner.page.goto('/settings/users');
    await owner.page.getByRole('checkbox', { name: email }).check();
    const ownDelete = owner.page.getByRole('button', { name: 'Usuń', exact: true });
    expect(await ownDelete.getAttribute('aria-disabled')).toBe('true');
    await ownDelete.hover();
    await owner.page
      .getByRole('tooltip')
      .getByText('Administratora może usunąć tylko superadministrator platformy (Administracja platformą → Konta).')
      .waitFor();
    // The API refuses it too, with the catalogue code.
    const members = (await apiCall(owner.page, 'GET', '/users')).body.items as { id: string; email: string }[];
    const adminId = members.find((m) => m.email === email)!.id;
    expect(await apiCall(owner.page, 'DELETE', '/users', { ids: [adminId] })).toMatchObject({
      status: 403,
      body: { code: 'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY' },
    });

    const { page, context } = await openAccountAsSuperAdmin(company);

    const remove = page.getByRole('button', { name: 'Usuń użytkownika', exact: true });
    // The account creator stays.
    await page.getByRole('radio', { name: ownerEmail }).check();
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('radio', { name: email }).check();
    await remove.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('To administrator: usunąć go może tylko superadministrator.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
    await page.getByText(`Usunięto ${email} z konta „${company}”.`).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: email }).count()).toBe(0);
    expect((await apiCall(owner.page, 'GET', '/users')).body.items.map((m: { email: string }) => m.email)).not.toContain(email);

    await context.close();
    await owner.context.close();
  });

  it('a super administrator finds a user by e-mail, opens them and deletes them from the platform; they can no longer sign in', async () => {
    const owner = await browser.open();
    const { company } = await registerUser(owner.page, 'admin-users', `Firma użytkownicy ${Date.now()}`);
    const email = `${unique('to-delete')}@example.com`;
    expectOk(await apiCall(owner.page, 'POST', '/users/add', { email, name: 'Ewa Usuwana', roleId: 'editor' }), 'add a member');
    const password = 'Usuwana.2026!';
    const member = await acceptInvitation(email, password);

    const { page, context } = await browser.open();
    await login(page, ADMIN_LOGIN.email, { password: ADMIN_LOGIN.password });
    await page.getByRole('link', { name: 'Użytkownicy platformy', exact: true }).click();
    await page.getByPlaceholder('Szukaj użytkowników po początku adresu e-mail').fill(email.slice(0, 20));
    await page.getByRole('link', { name: email, exact: true }).click();
    await page.getByRole('heading', { name: email, level: 1 }).waitFor();
    // Their account, linking to its page in the admin zone, with their role there.
    const accountLink = page.getByRole('link', { name: company, exact: true });
    expect(await accountLink.getAttribute('href')).toMatch(/^\/admin\/accounts\//);
    await page.getByText('Ewa Usuwana', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Usuń użytkownika z platformy', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`usuwa go z 1 konta: ${company};`).waitFor();
    await dialog.getByText('Tego nie można cofnąć.').waitFor();
    await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
    const detailsPath = new URL(page.url()).pathname;
    await page.getByText(`Usunięto użytkownika ${email}.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    // What stays is the trace, naming the super administrator who deleted them by e-mail.
    await page.goto(detailsPath);
    await page.getByText(new RegExp(`przez superadministratora ${ADMIN_LOGIN.email.replace(/[.]/g, '\\.')}`)).waitFor();

    // Their open session has ended, and their password no longer signs them in.
    expect((await apiCall(member.page, 'GET', '/users/me')).status).toBe(401);
    expect(await apiCall(member.page, 'POST', '/auth/login', { email, password })).toMatchObject({
      status: 400,
      body: { code: 'AUTH_INVALID_CREDENTIALS' },
    });
    expect((await apiCall(owner.page, 'GET', '/users')).body.items.map((m: { email: string }) => m.email)).not.toContain(email);

    await context.close();
    await member.context.close();
    await owner.context.close();
  });

  it('does not exist for an account owner', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'not-admin');
    await page.goto('/admin/accounts');
    await page.getByText('Nie znaleziono strony', { exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Administracja platformą' }).count()).toBe(0);
    await context.close();
  });
});
