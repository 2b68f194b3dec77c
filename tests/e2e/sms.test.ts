import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, registerUser, useBrowser } from './support';

const browser = useBrowser();

/** A Polish mobile number no other test uses (the emulator keeps every text of the run). */
const freshNumber = () => `60${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('SMS sending', () => {
  it('counts the parts as the text is written, sends a test, sends to everyone with a number, and shows it in history and on the subscriber', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'sms');
    const [ala, tester, stranger] = [freshNumber(), freshNumber(), freshNumber()];
    const created = await apiCall(page, 'POST', '/subscribers', { gsm: ala, name: 'Ala' });
    expectOk(created, 'subscriber with a number');
    // The marketer's own number is in the database too: test texts go only to subscribers' numbers.
    expectOk(await apiCall(page, 'POST', '/subscribers', { gsm: tester, name: 'Tester' }), 'the tester');
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: `bez-numeru-${Date.now()}@example.com` }), 'subscriber without one');

    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Wyślij SMS', exact: true }).click();
    await page.waitForURL(/\/sms\/sending$/);
    await page.getByLabel('Nazwa wysyłki', { exact: true }).fill('Promocja jesienna');
    await page.getByLabel('Nadawca', { exact: true }).fill('Sklep 24');
    await page
      .getByText('Nadawca musi mieć od 3 do 11 liter lub cyfr (bez spacji i polskich znaków), w tym co najmniej jedną literę.')
      .waitFor();
    await page.getByLabel('Nadawca', { exact: true }).fill('Sklep24');

    // One Polish letter turns the whole text into UCS-2, and the counter says which.
    const content = page.getByLabel('Treść', { exact: true });
    await content.fill('Jesienna wyprzedaż: -30% na wszystko!');
    await page.getByText(/Znaki spoza alfabetu GSM: ż/).waitFor();
    await page.getByText(/Części: 1 .*Kodowanie: UCS-2/).waitFor();

    // Test texts to numbers typed and confirmed with Enter.
    const numbers = page.getByLabel('Numery testowe', { exact: true });
    for (const number of [tester, stranger]) {
      await numbers.fill(number);
      await numbers.press('Enter');
    }
    await page.getByRole('button', { name: 'Wyślij test', exact: true }).click();
    const results = page.getByRole('table', { name: 'Wyniki testu' });
    await expect.poll(() => results.getByRole('row', { name: new RegExp(tester) }).textContent()).toContain('Wysłany');
    // A number nobody in the database has is not sent to, and the reason says why.
    const strangerRow = await results.getByRole('row', { name: new RegExp(stranger) }).textContent();
    expect(strangerRow).toContain('Niewysłany');
    expect(strangerRow).toContain('SMS-y testowe trafiają tylko na numery subskrybentów z Twojej bazy.');

    await page.getByRole('button', { name: 'Wyślij', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/do wszystkich subskrybentów ze statusem pozwalającym na wysyłkę i numerem GSM/).waitFor();
    await dialog.getByRole('button', { name: 'Wyślij teraz', exact: true }).click();
    await page.waitForURL(/\/sms\/history$/);
    const row = page.getByRole('row', { name: /Promocja jesienna/ });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Wysłany');

    // Only subscribers with a number got it; the text reached the emulator as written.
    const texts = (await (await page.request.get('/api/dev/sms')).json()).items as { to: string; message: string }[];
    expect(texts.filter((m) => m.to === `+48${ala}`).map((m) => m.message)).toEqual(['Jesienna wyprzedaż: -30% na wszystko!']);
    // The tester got the test and then the sending; the stranger nothing.
    expect(texts.filter((m) => m.to === `+48${tester}`)).toHaveLength(2);
    expect(texts.filter((m) => m.to === `+48${stranger}`)).toHaveLength(0);

    await page.goto(`/subscribers/details/${created.body.id}?tab=contact-sms`);
    const line = page.getByRole('row', { name: /Promocja jesienna/ });
    await expect.poll(() => line.textContent()).toContain('Jesienna wyprzedaż');
    expect(await line.textContent()).toContain('Wysłany');
    expect(await line.textContent()).toContain(`+48${ala}`);
    await context.close();
  });
});
