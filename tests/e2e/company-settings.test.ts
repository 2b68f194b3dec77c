import { describe, expect, it } from 'vitest';
import { signUpThroughHostedForm } from './signup-journey';
import { apiCall, expectOk, openSendDialog, registerUser, seriousAxeViolations, statValue, unique, useBrowser } from './support';

const browser = useBrowser();

/**
 * Issue 15's journey: a fresh account adds a sending domain, marks it verified locally, adds a
 * sender on it, sends a mailing from it, and a visitor subscribes through a hosted form and confirms.
 */
describe('company settings', () => {
  it('a fresh account verifies a domain, sends a mailing from a sender on it, and takes a confirmed sign-up through a hosted form', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'senders');
    const domain = `e2e-senders-${Date.now().toString(36)}.example.com`;
    const from = `news@${domain}`;
    const reader = `${unique('reader')}@example.com`;
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: reader, name: 'Czytelnik' }), 'subscriber');

    // The domain, verified by the local-only control.
    await page.goto('/settings/company/domains');
    await page.getByRole('textbox', { name: 'Domena' }).fill(domain);
    await page.getByRole('button', { name: 'Dodaj domenę' }).click();
    await page.getByRole('heading', { name: domain }).waitFor();
    await page.getByRole('button', { name: 'Oznacz jako zweryfikowaną (lokalnie)' }).click();
    await page.getByText('DKIM: zweryfikowany').waitFor();

    // The sender, on the predefined tab: an address off the domain is refused first, naming the verified ones.
    await page.goto('/settings/company?tab=predefined');
    await page.getByRole('heading', { name: 'Nadawcy' }).waitFor();
    await page.getByText('Brak nadawców.', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dodaj nadawcę' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nazwa nadawcy', { exact: true }).fill('Sklep E2E');
    await dialog.getByLabel('Adres nadawcy', { exact: true }).fill('news@elsewhere.example.com');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await dialog.getByText(new RegExp(`Zweryfikowane domeny: .*${domain.replace(/\./g, '\\.')}`)).waitFor();
    await dialog.getByLabel('Adres nadawcy', { exact: true }).fill(from);
    await dialog.getByLabel('Adres do odpowiedzi (opcjonalnie)', { exact: true }).fill('biuro@example.com');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Dodano nadawcę Sklep E2E.').waitFor();
    const row = page.getByRole('row', { name: /Sklep E2E/ });
    await row.getByText('Domyślny').waitFor();
    await row.getByText(from).waitFor();
    await row.getByText('Domena zweryfikowana').waitFor();
    // The branding tab shows it as the account's default sender, chosen on the predefined tab.
    await page.goto('/settings/company?tab=branding');
    await page.getByText(`Sklep E2E <${from}>`).waitFor();

    // The mailing form starts from the default sender; its address is not typed.
    await page.goto('/v2/mailing/edit/editor');
    await page.getByRole('button', { name: /^Nadawca/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Nadawca/ }).innerText()).toContain('Sklep E2E');
    expect(await page.getByLabel('E-mail nadawcy', { exact: true }).count()).toBe(0);
    await page.getByLabel('Nazwa', { exact: true }).fill('Od nadawcy predefiniowanego');
    const subject = `Nadawca ${domain}`;
    await page.getByLabel('Temat', { exact: true }).fill(subject);
    await (await openSendDialog(page)).click();
    await page.waitForURL(/\/v2\/mailing\/[^/]+\/report$/);
    await expect.poll(() => statValue(page, 'sent'), { timeout: 30_000 }).toBe(1);

    // The local outbox holds it, from the sender's address and name.
    const list = await (await page.request.get('/api/dev/outbox')).json();
    const sent = list.items.find((m: { subject: string; to: string[] }) => m.subject === subject && m.to.includes(reader));
    expect(sent?.from).toBe(`Sklep E2E <${from}>`);
    const message = await (await page.request.get(`/api/dev/outbox/${encodeURIComponent(sent.id)}`)).json();
    expect(message.headers.find((h: { key: string }) => h.key === 'reply-to')?.value).toBe('biuro@example.com');
    await page.goto('/dev/outbox');
    await page.getByRole('link', { name: subject }).waitFor();

    // The domain cannot be deleted while the sender is on it.
    await page.goto('/settings/company/domains');
    await page.getByRole('button', { name: 'Usuń' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await page.getByRole('dialog').getByText('korzystają z niej nadawcy', { exact: false }).waitFor();
    await page.keyboard.press('Escape');

    // A visitor subscribes through the account's hosted form and confirms.
    await signUpThroughHostedForm(browser, page);
    await context.close();
  });
});

describe('test groups and tags', () => {
  it('are added on the predefined tab; a bad number is refused by name, a repeated tag value too', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'groups');
    await page.goto('/settings/company?tab=predefined');

    await page.getByRole('button', { name: 'Dodaj grupę' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nazwa grupy', { exact: true }).fill('Zespół');
    await dialog.getByLabel('Adresy e-mail', { exact: true }).fill('ala@example.com\nola@example.com');
    await dialog.getByLabel('Numery telefonów', { exact: true }).fill('601 234 567\n12345');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await dialog.getByText('Nieprawidłowy numer telefonu: 12345').waitFor();
    await dialog.getByLabel('Numery telefonów', { exact: true }).fill('601 234 567');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Dodano grupę Zespół.').waitFor();
    const group = page.getByRole('row', { name: /Zespół/ });
    await group.getByText('ala@example.com, ola@example.com').waitFor();
    await group.getByText('+48601234567').waitFor();

    await page.getByRole('button', { name: 'Dodaj tag' }).click();
    await dialog.getByLabel('Nazwa tagu', { exact: true }).fill('Sezon');
    await dialog.getByLabel('Wartości', { exact: true }).fill('Lato\nZima\nlato');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await dialog.getByText('Wartość powtarza się: lato').waitFor();
    await dialog.getByLabel('Wartości', { exact: true }).fill('Lato\nZima');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Dodano tag Sezon.').waitFor();
    await page.getByRole('row', { name: /Sezon/ }).getByText('Lato, Zima').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
