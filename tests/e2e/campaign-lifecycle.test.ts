import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

/** Picks one action of the mailing list's "Akcje" menu for the row named `name`. */
async function listAction(page: Page, name: string, action: string) {
  await page.getByRole('checkbox', { name, exact: true }).check();
  await page.getByRole('button', { name: 'Akcje', exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

describe('a mailing through its lifecycle', () => {
  it('is duplicated, the copy deleted, the sent one hidden in the archive and shown again, each action in its history', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'cykl-zycia');
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: `${unique('zycie')}@example.com`, name: 'Ola' }), 'subscriber');
    const created = await apiCall(page, 'POST', '/mailings', {
      name: 'Newsletter grudniowy',
      subject: 'Grudzień w sklepie',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: '<html><body><p>Grudzień</p></body></html>',
    });
    expectOk(created, 'mailing');
    const id = created.body.id as string;
    expectOk(await apiCall(page, 'POST', `/mailings/${id}/send`, {}), 'send');
    await expect.poll(async () => (await apiCall(page, 'GET', `/mailings/${id}`)).body.state, { timeout: 30_000 }).toBe('sent');

    // Duplicate: a working copy. A sent mailing cannot be deleted; the copy can.
    await page.goto('/v2/mailing/send');
    await listAction(page, 'Newsletter grudniowy', 'Duplikuj');
    await page.getByText('Utworzono kopię „Newsletter grudniowy”.', { exact: true }).waitFor();
    const copyRow = page.getByRole('row').filter({ hasText: 'Newsletter grudniowy (kopia)' });
    await copyRow.waitFor();
    const copy = ((await apiCall(page, 'GET', '/mailings?q=kopia')).body.items as { id: string; name: string; state: string }[])[0]!;
    expect(copy).toMatchObject({ name: 'Newsletter grudniowy (kopia)', state: 'working' });
    await page.getByRole('checkbox', { name: 'Newsletter grudniowy', exact: true }).check();
    await page.getByRole('button', { name: 'Akcje', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Usuń', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Newsletter grudniowy', exact: true }).uncheck();
    const refused = await apiCall(page, 'DELETE', `/mailings/${id}`);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'MAILING_IN_USE' });

    await listAction(page, 'Newsletter grudniowy (kopia)', 'Usuń');
    const confirm = page.getByRole('dialog');
    await confirm
      .getByText('Mailing „Newsletter grudniowy (kopia)” zostanie usunięty razem z treścią. Tej operacji nie można cofnąć.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Usuń', exact: true }).click();
    await copyRow.waitFor({ state: 'detached' });
    expect((await apiCall(page, 'GET', `/mailings/${copy.id}`)).status).toBe(404);

    // The archive: hidden, listed only among the hidden, shown back.
    await page.goto('/mailing/history');
    const sentRow = page.getByRole('row').filter({ hasText: 'Newsletter grudniowy' });
    await page.getByRole('radio', { name: 'Newsletter grudniowy', exact: true }).check();
    await page.getByRole('button', { name: 'Ukryj', exact: true }).click();
    await page.getByText('Brak mailingów w archiwum', { exact: true }).waitFor();
    await page.getByText('Tylko ukryte', { exact: true }).click();
    await sentRow.getByText('Ukryty', { exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Newsletter grudniowy', exact: true }).check();
    await page.getByRole('button', { name: 'Pokaż', exact: true }).click();
    await page.getByText('Żaden mailing nie pasuje do filtrów', { exact: true }).waitFor();
    await page.getByText('Tylko ukryte', { exact: true }).click();
    await sentRow.waitFor();
    expect(await sentRow.getByText('Ukryty', { exact: true }).count()).toBe(0);

    // Its history, newest first: who did what.
    await page.goto(`/v2/mailing/${id}/report`);
    const history = page.getByRole('table', { name: 'Historia działań' });
    await history.getByText('Pokazanie', { exact: true }).waitFor();
    expect(await history.getByRole('rowheader').allTextContents()).toEqual([
      'Pokazanie',
      'Ukrycie',
      'Duplikacja',
      'Zaplanowanie',
      'Utworzenie',
    ]);
    await history.getByRole('row').filter({ hasText: 'Duplikacja' }).getByText(`copyId: ${copy.id}`, { exact: true }).waitFor();
  });
});
