import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '@infra/local/seed';
import { login, mailFor, mailText, openSendDialog, PASSWORD, statValue, useBrowser } from './support';

const browser = useBrowser();

describe('a new marketer', () => {
  it('registers, verifies the e-mail, onboards in six steps (name and company already filled in), lands on the dashboard and switches to English', async () => {
    const { page, context } = await browser.open();
    const email = `ewa-${Date.now()}@example.com`;
    await page.goto('/register');
    await expect.poll(() => page.title()).toContain('· Goniec');
    await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Ewa Testowa');
    await page.getByLabel('Firma', { exact: true }).fill('Ewa Sp. z o.o.');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Powtórz hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Załóż konto', exact: true }).click();
    await page.getByText('Sprawdź skrzynkę e-mail').waitFor();

    // The same address again is no error the page could show: it says the same, and the address is told by e-mail.
    await page.goto('/register');
    await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Ktoś Inny');
    await page.getByLabel('Firma', { exact: true }).fill('Inna Sp. z o.o.');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Powtórz hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Załóż konto', exact: true }).click();
    await page.getByText(`Wysłaliśmy wiadomość na adres ${email}. Sprawdź skrzynkę i kliknij link w wiadomości.`).waitFor();
    await expect.poll(async () => (await mailFor(email)).length).toBe(2);

    const [verification] = await mailFor(email);
    const link = /(http:\/\/localhost:\d+\/verify\?token=[^\s"<]+)/.exec(mailText(verification!))![1]!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText('Konto aktywne').waitFor();

    // Signing in before onboarding leads to it, whatever page was asked for.
    await login(page, email, { landing: '/onboarding' });
    const next = () => page.getByRole('button', { name: 'Dalej', exact: true }).click();
    // What registration collected is not asked again: the name and the company's name are filled in (and editable).
    await expect.poll(() => page.getByLabel('Imię', { exact: true }).inputValue()).toBe('Ewa');
    expect(await page.getByLabel('Nazwisko', { exact: true }).inputValue()).toBe('Testowa');
    await page.getByLabel('Telefon', { exact: true }).fill('601 234 567');
    await next();
    await expect.poll(() => page.getByLabel('Nazwa firmy', { exact: true }).inputValue()).toBe('Ewa Sp. z o.o.');
    await page.getByRole('button', { name: /Forma prawna/ }).click();
    await page.getByRole('option', { name: 'Spółka z o.o.' }).click();
    await page.getByLabel('NIP', { exact: true }).fill('526-025-02-75');
    await page.getByLabel('KRS', { exact: true }).fill('0000123456');
    await page.getByLabel('Adres', { exact: true }).fill('ul. Prosta 1');
    await page.getByLabel('Kod pocztowy', { exact: true }).fill('00-950');
    await page.getByLabel('Miejscowość', { exact: true }).fill('Warszawa');
    await next();
    await page.getByText('Nieprawidłowy NIP.').waitFor();
    await page.getByLabel('NIP', { exact: true }).fill('526-025-02-74');
    await next();
    await page.getByRole('checkbox', { name: 'Newslettery' }).check();
    await next();
    await page.getByRole('radio', { name: 'Do 1000' }).check();
    await next();
    await page.getByRole('radio', { name: 'Wysyłałem/-am już mailingi' }).check();
    await next();

    // Resuming: a reload opens the wizard at the step the user reached.
    await page.reload();
    await page.getByRole('checkbox', { name: 'Akceptuję regulamin usługi' }).check();
    await page.getByRole('checkbox', { name: /Akceptuję politykę prywatności/ }).check();
    await page.getByRole('button', { name: 'Zakończ i przejdź do Gońca' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Wszyscy subskrybenci' }).first().waitFor();
    // A new account is on the trial: its own sending allowance is shown beside the monthly one.
    await page.getByText('E-maile w okresie próbnym', { exact: true }).waitFor();
    await page.getByText('W okresie próbnym można wysłać do 2500 e-maili do najwyżej 500 subskrybentów.').waitFor();
    expect(await page.getByText('0 z 2500', { exact: true }).count()).toBe(1);

    // The language choice is saved on the user, so it survives a reload.
    await page.getByRole('button', { name: 'Język' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
    await page.getByRole('link', { name: 'All subscribers' }).first().waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'All subscribers' }).first().waitFor();
    await context.close();
  });
});

describe('the demo marketer', () => {
  it('adds a subscriber, sends a mailing, reads it back, opens and clicks it, and sees the counters move', async () => {
    const { page, context } = await browser.open();
    await login(page, DEMO_LOGIN.email, { password: DEMO_LOGIN.password });
    const ola = `ola-${Date.now()}@example.com`;

    await page.goto('/subscribers/new');
    await page.getByLabel('E-mail', { exact: true }).fill(ola);
    await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Ola');
    await page.getByRole('button', { name: 'Dodaj subskrybenta', exact: true }).click();
    await page.getByText(ola).first().waitFor();

    await page.goto('/v2/mailing/edit/editor');
    await page.getByLabel('Nazwa', { exact: true }).fill('E2E listopad');
    await page.getByLabel('Temat', { exact: true }).fill('Cześć {{name}}, mamy ofertę');
    await page.getByLabel('Nazwa nadawcy', { exact: true }).fill('Sklep Demo');
    await page.getByLabel('E-mail nadawcy', { exact: true }).fill('newsletter@goniec.local');
    // Dangerous HTML is removed when the mailing is saved, and the editor says what went.
    await page
      .getByLabel('Treść HTML', { exact: true })
      .fill(
        '<html><body><h1 onclick="steal()">Cześć {{name}}</h1><script>alert(1)</script><p><a href="https://example.com/oferta">Oferta</a></p></body></html>',
      );
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText(/Zapisano bez elementów.*: onclick, script\./).waitFor();
    // A new mailing's first save moves the editor to its own address (a page of its own): act there, not on the page it left.
    await page.waitForURL(/\/v2\/mailing\/edit\/editor\/[^/]+$/);
    await expect
      .poll(() => page.getByLabel('Treść HTML', { exact: true }).textContent())
      .toBe('<html><body><h1>Cześć {{name}}</h1><p><a href="https://example.com/oferta">Oferta</a></p></body></html>');
    const confirmSend = await openSendDialog(page);
    await confirmSend.click();
    await page.waitForURL(/\/v2\/mailing\/[^/]+\/report$/);
    const reportPath = new URL(page.url()).pathname;
    await expect.poll(() => statValue(page, 'sent'), { timeout: 30_000 }).toBe(6);

    await page.goto('/dev/outbox');
    await page.getByRole('link', { name: 'Cześć Ola, mamy ofertę' }).click();
    const iframe = page.frameLocator('[data-testid="outbox-html"] iframe, iframe[data-testid="outbox-html"]').first();
    await iframe.getByText('Cześć Ola').waitFor();

    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const message = await (await page.request.get(`/api/dev/outbox/${encodeURIComponent(id)}`)).json();
    expect(message.headers.find((h: { key: string }) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click');
    const pixel = /src="(http:\/\/localhost:\d+\/t\/o\/[^"]+)"/.exec(message.html)![1]!;
    const click = /href="(http:\/\/localhost:\d+\/t\/c\/[^"]+)"/.exec(message.html)![1]!;
    expect((await page.request.get(pixel)).headers()['content-type']).toBe('image/gif');
    const redirect = await page.request.get(click, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe('https://example.com/oferta');

    await page.goto(reportPath);
    await expect.poll(() => statValue(page, 'opened'), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => statValue(page, 'clicked'), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => statValue(page, 'delivered'), { timeout: 30_000 }).toBe(4);
    await expect.poll(() => statValue(page, 'bounced'), { timeout: 30_000 }).toBe(1);

    // An expired session (no access cookie) is refreshed without the user noticing.
    await context.clearCookies({ name: 'goniec_session' });
    await page.reload();
    await expect.poll(() => statValue(page, 'opened'), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe(reportPath);
    expect((await context.cookies()).some((c) => c.name === 'goniec_session')).toBe(true);
    await context.close();
  });
});
