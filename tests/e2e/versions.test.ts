import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptInvitation, apiCall, choose, expectOk, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

/** The invitee's own password, set from the invitation link. */
const INVITEE_PASSWORD = 'Wersje.Gotowe.2026!';

/** A mailing the owner creates through the API: left a draft (working), or sent to every subscriber and waited for. */
async function mailing(page: Page, name: string, send: boolean): Promise<string> {
  const created = await apiCall(page, 'POST', '/mailings', {
    name,
    subject: name,
    fromName: 'Sklep',
    fromEmail: 'newsletter@goniec.local',
    html: '<html><body><p>Oferta</p></body></html>',
  });
  expectOk(created, `create ${name}`);
  expect(created.body.state).toBe('working');
  if (send) {
    // No route marks a mailing ready: sending takes it past working.
    expectOk(await apiCall(page, 'POST', `/mailings/${created.body.id}/send`, {}), `send ${name}`);
    await expect
      .poll(async () => (await apiCall(page, 'GET', `/mailings/${created.body.id}`)).body.state, { timeout: 60_000 })
      .toBe('sent');
  }
  return created.body.id as string;
}

describe('working and ready versions', () => {
  it('a role with only ready versions: its holder lists the sent mailing but not the draft, cannot start a new one, and is refused the draft', async () => {
    const owner = await browser.open();
    const invitee = await browser.open();
    const { page } = owner;
    await registerUser(page, 'versions-owner');
    const email = `${unique('gotowe')}@example.com`;
    const roleName = `Wysyłka ${Date.now()}`;

    // The owner's role: the mailing permissions, and of the versions only the ready ones.
    await page.goto('/settings/users?tab=roles');
    await page.getByText('Utwórz rolę', { exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/settings/users/roles/new');
    await page.getByLabel('Nazwa', { exact: true }).fill(roleName);
    const working = page.getByRole('checkbox', { name: 'Wersje robocze', exact: true });
    const ready = page.getByRole('checkbox', { name: 'Wersje gotowe', exact: true });
    // Full access reaches every version: both boxes ticked and locked while it is on (the toggle is named by its state, then its field).
    const fullAccess = page.getByRole('checkbox', { name: /^(Włączony|Wyłączony) Pełny dostęp$/ });
    await fullAccess.check();
    for (const box of [working, ready]) {
      expect(await box.isChecked()).toBe(true);
      expect(await box.isDisabled()).toBe(true);
    }
    await fullAccess.uncheck();
    for (const box of [working, ready]) expect(await box.isEnabled()).toBe(true);
    for (const name of ['Tworzenie mailingów', 'Wysyłanie mailingów', 'Historia mailingów'])
      await page.getByRole('checkbox', { name, exact: true }).check();
    await working.uncheck();
    expect(await ready.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Utwórz rolę', exact: true }).click();
    await page.getByText(`Utworzono rolę ${roleName}.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/settings/users' && url.search === '?tab=roles');
    // The roles table's details: the number of permissions, and in its popover the versions the role reaches.
    const roleRow = page.getByRole('row', { name: new RegExp(roleName) });
    await roleRow.getByText('Własna', { exact: true }).waitFor();
    await roleRow.getByText('3 uprawnienia', { exact: true }).click();
    await page.getByText('Mailingi: tylko wersje gotowe', { exact: true }).waitFor();
    await page.getByText('Wysyłanie mailingów', { exact: true }).waitFor();
    const roles = await apiCall(page, 'GET', '/users/permissions');
    const role = roles.body.items.find((r: { name: string }) => r.name === roleName);
    expect(role).toMatchObject({ fullAccess: false, versions: { mailing: { working: false, ready: true } } });

    // Two mailings: a draft, and one sent to a one-subscriber audience (so past working).
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: `${unique('odbiorca')}@example.com`, name: 'Odbiorca' }), 'subscriber');
    const draftName = `Szkic ${Date.now()}`;
    const sentName = `Wysłany ${Date.now()}`;
    const draftId = await mailing(page, draftName, false);
    await mailing(page, sentName, true);

    // The owner invites a user with the new role.
    await page.goto('/settings/users/new');
    await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Gosia Gotowa');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await choose(page, 'Rola', new RegExp(`^${roleName}`));
    await page.getByRole('button', { name: 'Dodaj i wyślij zaproszenie', exact: true }).click();
    await page.getByText(`Dodano użytkownika ${email} i wysłano mu zaproszenie.`).waitFor();
    await page
      .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
      .getByText(roleName, { exact: true })
      .waitFor();

    // The invitee sets a password from the invitation and signs in.
    const me = invitee.page;
    await acceptInvitation(me, email, INVITEE_PASSWORD);
    expect((await apiCall(me, 'GET', '/users/me')).body.permissions.versions).toEqual({ mailing: { working: false, ready: true } });

    // A new mailing is a working version: neither the navigation nor the dashboard offers one.
    await me.getByRole('link', { name: 'Wszystkie mailingi', exact: true }).first().click();
    await me.waitForURL((url) => url.pathname === '/v2/mailing/send');
    expect((await apiCall(me, 'GET', '/users/dashboards')).body.quickActions).toEqual([]);

    // The list: the sent mailing, not the draft, and no "New mailing" action.
    await me.getByRole('heading', { name: 'Mailingi', level: 1 }).waitFor();
    await me.getByRole('row', { name: new RegExp(sentName) }).waitFor();
    expect(await me.getByText(draftName).count()).toBe(0);
    expect(await me.getByText('Nowy mailing', { exact: true }).count()).toBe(0);
    const listed = await apiCall(me, 'GET', '/mailings');
    expect(listed.body.items.map((m: { name: string }) => m.name)).toEqual([sentName]);

    // The draft's address opened directly: the editor shows the API's refusal, not the mailing.
    await me.goto(`/v2/mailing/edit/editor/${encodeURIComponent(draftId)}`);
    await me.getByText('Nie udało się wczytać danych', { exact: true }).waitFor();
    await me.getByText('Brak uprawnień do tej operacji.', { exact: true }).waitFor();
    expect(await me.getByLabel('Temat', { exact: true }).count()).toBe(0);
    expect(await apiCall(me, 'GET', `/mailings/${draftId}`)).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });

    await owner.context.close();
    await invitee.context.close();
  });
});
