import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN } from '@infra/local/seed';
import { apiCall, expectOk, login, registerUser, unique, useBrowser } from './support';

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
    await page.getByText(/^1\s000\s000$/).first().waitFor();

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
    expectOk(await apiCall(owner.page, 'POST', '/users/add', { email, name: 'Druga Administratorka', roleId: 'administrator' }), 'add an administrator');

    // The owner, an administrator but no super administrator: the delete button names the reason.
    await owner.page.goto('/settings/users');
    await owner.page.getByRole('checkbox', { name: email }).check();
    const ownDelete = owner.page.getByRole('button', { name: 'Usuń', exact: true });
    expect(await ownDelete.getAttribute('aria-disabled')).toBe('true');
    await ownDelete.hover();
    await owner.page.getByRole('tooltip').getByText('Administratora może usunąć tylko superadministrator platformy (Administracja platformą → Konta).').waitFor();
    // The API refuses it too, with the catalogue code.
    const members = (await apiCall(owner.page, 'GET', '/users')).body.items as { id: string; email: string }[];
    const adminId = members.find((m) => m.email === email)!.id;
    expect(await apiCall(owner.page, 'DELETE', '/users', { ids: [adminId] })).toMatchObject({ status: 403, body: { code: 'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY' } });

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

  it('does not exist for an account owner', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'not-admin');
    await page.goto('/admin/accounts');
    await page.getByText('Nie znaleziono strony', { exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Administracja platformą' }).count()).toBe(0);
    await context.close();
  });
});
