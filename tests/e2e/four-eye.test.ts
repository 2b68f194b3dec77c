import { describe, expect, it } from 'vitest';
import { acceptInvitation, apiCall, expectOk, registerUser, seriousAxeViolations, unique, useBrowser } from './support';

const browser = useBrowser();

const CHECKER_PASSWORD = 'Cztery.Oczy.2026!';

describe('4-eye verification', () => {
  it(
    'the owner turns it on, hands a mailing over; a checker rejects it with a reason, then accepts it once handed over again, and it is sent',
    { timeout: 180_000 },
    async () => {
      const owner = await browser.open();
      const checker = await browser.open();
      const { page } = owner;
      await registerUser(page, 'four-eye-owner');
      expectOk(await apiCall(page, 'POST', '/subscribers', { email: `${unique('odbiorca')}@example.com`, name: 'Odbiorca' }), 'subscriber');
      const checkerEmail = `${unique('checker')}@example.com`;
      expectOk(await apiCall(page, 'POST', '/users/add', { email: checkerEmail, name: 'Celina Checker', roleId: 'checker' }), 'checker');
      const me = checker.page;
      await acceptInvitation(me, checkerEmail, CHECKER_PASSWORD);

      // The switch, in the company's global settings.
      await page.goto('/settings/company?tab=global');
      await page.getByText('Każda wysyłka wymaga akceptacji innego użytkownika', { exact: true }).click();
      await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
      await page.getByText('Ustawienia globalne zapisane.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect((await apiCall(page, 'GET', '/settings/company/global')).body.fourEye).toBe(true);

      const name = `Cztery oczy ${Date.now()}`;
      const created = await apiCall(page, 'POST', '/mailings', {
        name,
        subject: 'Oferta',
        fromName: 'Sklep',
        fromEmail: 'newsletter@goniec.local',
        html: '<html><body><p>Oferta</p></body></html>',
      });
      expectOk(created, 'mailing');
      const editor = `/v2/mailing/edit/editor/${encodeURIComponent(created.body.id)}`;

      // Sending hands it over: the editor stays, saying it waits, with nothing for its maker to decide.
      await page.goto(editor);
      await page.getByRole('button', { name: 'Przekaż do akceptacji', exact: true }).click();
      await page
        .getByRole('dialog')
        .getByText(/trafi do akceptacji innego użytkownika/)
        .waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Przekaż do akceptacji', exact: true }).click();
      const waiting = page.getByTestId('mailing-awaiting-acceptance');
      await waiting.getByText('Zapisanie zmian wycofuje prośbę o akceptację: potem przekaż mailing ponownie.').waitFor();
      expect(await waiting.getByRole('button', { name: 'Zaakceptuj i wyślij' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Przekaż do akceptacji', exact: true }).count()).toBe(0);

      // The checker opens it (the notification links here) and rejects it, saying why.
      await me.goto(editor);
      const request = me.getByTestId('mailing-awaiting-acceptance');
      await request.getByText(/^Przekazał\(a\) .+, .+\. Nic nie zostanie wysłane/).waitFor();
      expect(await request.getByTestId('acceptance-audience').textContent()).toBe(
        'Odbiorcy: wszystkie zapisane adresy. 1 odbiorca w chwili przekazania.',
      );
      await request.getByRole('button', { name: 'Odrzuć', exact: true }).click();
      const dialog = me.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Odrzuć', exact: true }).click();
      await dialog
        .getByText(/To pole jest wymagane\.|Za krótko/)
        .first()
        .waitFor();
      await dialog.getByLabel('Powód', { exact: true }).fill('Brak ceny w temacie.');
      await dialog.getByRole('button', { name: 'Odrzuć', exact: true }).click();
      await me
        .getByTestId('mailing-rejected')
        .getByText(/Brak ceny w temacie\.$/)
        .waitFor();

      // The maker sees the reason, and hands it over again; this time the checker accepts it.
      await page.reload();
      await page
        .getByTestId('mailing-rejected')
        .getByText(/Brak ceny w temacie\.$/)
        .waitFor();
      await page.getByRole('button', { name: 'Przekaż do akceptacji', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Przekaż do akceptacji', exact: true }).click();
      await page.getByTestId('mailing-awaiting-acceptance').waitFor();

      await me.reload();
      await me.getByTestId('mailing-awaiting-acceptance').getByRole('button', { name: 'Zaakceptuj i wyślij', exact: true }).click();
      await me.waitForURL((url) => url.pathname.endsWith('/report'));
      await expect
        .poll(async () => (await apiCall(me, 'GET', `/mailings/${created.body.id}`)).body.state, { timeout: 60_000 })
        .toBe('sent');
      const sent = (await apiCall(page, 'GET', `/mailings/${created.body.id}`)).body;
      expect(sent.acceptedById).toBeTruthy();
      expect(sent.approval).toBeUndefined();

      await owner.context.close();
      await checker.context.close();
    },
  );

  it(
    'an SMS sending is handed over from the sending form and goes out only once another user accepts it in the SMS history',
    { timeout: 180_000 },
    async () => {
      const owner = await browser.open();
      const checker = await browser.open();
      const { page } = owner;
      await registerUser(page, 'four-eye-sms');
      const number = `60${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      expectOk(await apiCall(page, 'POST', '/subscribers', { gsm: number, name: 'Ala' }), 'subscriber');
      // The SMS history, where SMS sendings are decided, is PERM_SMS's: this checker holds it with PERM_AZATWIERDZ.
      const checkerEmail = `${unique('sms-checker')}@example.com`;
      const added = { email: checkerEmail, name: 'Sara Checker', permissions: { PERM_AZATWIERDZ: true, PERM_SMS: true } };
      expectOk(await apiCall(page, 'POST', '/users/add', added), 'checker');
      const me = checker.page;
      await acceptInvitation(me, checkerEmail, CHECKER_PASSWORD);
      expectOk(await apiCall(page, 'PUT', '/settings/company/global', { timeZone: 'Europe/Warsaw', fourEye: true }), 'switch');

      const name = `SMS cztery oczy ${Date.now()}`;
      await page.goto('/sms/sending');
      await page.getByLabel('Nazwa wysyłki', { exact: true }).fill(name);
      await page.getByLabel('Nadawca', { exact: true }).fill('Sklep24');
      await page.getByLabel('Treść', { exact: true }).fill('Promocja -30% tylko dzis');
      await page.getByRole('button', { name: 'Przekaż do akceptacji', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/trafi do akceptacji innego użytkownika/).waitFor();
      await dialog.getByRole('button', { name: 'Przekaż do akceptacji', exact: true }).click();
      await page.waitForURL(/\/sms\/history$/);
      await page.getByText(`„${name}” czeka na akceptację. Osoby akceptujące zostały powiadomione.`).waitFor();
      await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).textContent()).toContain('Czeka na akceptację');
      // Its maker sees the request, with nothing to decide.
      await page.getByRole('radio', { name: new RegExp(name) }).check();
      const request = page.getByTestId('sms-awaiting-acceptance');
      await request.waitFor();
      expect(await request.getByRole('button', { name: 'Zaakceptuj i wyślij' }).count()).toBe(0);
      const texts = async () =>
        ((await (await page.request.get('/api/dev/sms')).json()).items as { to: string }[]).filter((m) => m.to === `+48${number}`);
      expect(await texts()).toEqual([]);

      await me.goto('/sms/history');
      await me.getByRole('radio', { name: new RegExp(name) }).check();
      await me.getByTestId('sms-awaiting-acceptance').getByRole('button', { name: 'Zaakceptuj i wyślij', exact: true }).click();
      await expect.poll(() => me.getByRole('row', { name: new RegExp(name) }).textContent(), { timeout: 60_000 }).toContain('Wysłany');
      expect(await seriousAxeViolations(me)).toEqual([]);
      await expect.poll(async () => (await texts()).length, { timeout: 30_000 }).toBe(1);

      await owner.context.close();
      await checker.context.close();
    },
  );
});
