import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, pixelOf, registerUser, statValue, subjectsFor, unique, useBrowser } from './support';

// A campaign hour lasts 15 s in the e2e product (global-setup.ts), so a follow-up "1 hour" after its source comes within the test.
const browser = useBrowser();

describe('a follow-up to non-openers', () => {
  it('is planned in the plan dialog on a sent mailing and goes, after its wait, only to those who did not open it', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'followup');
    const [opener, ...others] = [unique('otwiera'), unique('nie-otwiera'), unique('tez-nie')].map((l) => `${l}@example.com`);
    for (const email of [opener!, ...others]) expectOk(await apiCall(page, 'POST', '/subscribers', { email, name: 'Ola' }), 'subscriber');
    const mailing = async (name: string, subject: string) => {
      const created = await apiCall(page, 'POST', '/mailings', {
        name,
        subject,
        fromName: 'Sklep',
        fromEmail: 'newsletter@goniec.local',
        html: '<html><body><p>Nowa kolekcja</p></body></html>',
      });
      expectOk(created, name);
      return created.body.id as string;
    };
    const sourceId = await mailing('Nowa kolekcja', 'Nowa kolekcja już jest');
    expectOk(await apiCall(page, 'POST', `/mailings/${sourceId}/send`, {}), 'send');
    await expect.poll(async () => (await apiCall(page, 'GET', `/mailings/${sourceId}`)).body.state, { timeout: 30_000 }).toBe('sent');

    // One recipient opens it (its tracking pixel); the follow-up is planned once that open is counted.
    expect((await page.request.get(await pixelOf(opener!, 'Nowa kolekcja już jest'))).status()).toBe(200);
    await expect
      .poll(async () => (await apiCall(page, 'GET', `/mailings/${sourceId}`)).body.stats, { timeout: 15_000 })
      .toMatchObject({ sent: 3, opened: 1 });
    const followupId = await mailing('Przypomnienie o kolekcji', 'Nie przegap nowej kolekcji');

    await page.goto('/v2/mailing/send');
    await page.getByRole('checkbox', { name: 'Przypomnienie o kolekcji' }).check();
    await page.getByRole('button', { name: 'Akcje', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Zaplanuj', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Rodzaj wysyłki/ }).click();
    await dialog.getByRole('option', { name: 'Follow-up', exact: true }).click();
    await dialog.getByRole('button', { name: /^Mailing, do którego jest przypomnienie/ }).click();
    await dialog.getByRole('option', { name: /^Nowa kolekcja/ }).click();
    await dialog.getByRole('radio', { name: 'Do tych, którzy go nie otworzyli', exact: true }).check();
    await dialog.getByRole('button', { name: /^Po jakim czasie od wysłania/ }).click();
    await dialog.getByRole('option', { name: '1 godzina', exact: true }).click();
    // At most those who got the source and did not open it: 3 − 1.
    await dialog
      .getByTestId('plan-confirmation')
      .getByText(/wszystkich zapisanych adresów: 2 adresy, jako Follow-up/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Zaplanuj', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // An hour after the source finished, in campaign hours (15 s, not a real hour), or now if that passed while the test planned it.
    const { finishedAt } = (await apiCall(page, 'GET', `/mailings/${sourceId}`)).body as { finishedAt: string };
    const planned = (await apiCall(page, 'GET', `/mailings/${followupId}`)).body as { sendType: string; startAt: string };
    expect(planned.sendType).toBe('followup');
    expect(Date.parse(planned.startAt)).toBeGreaterThanOrEqual(Date.parse(finishedAt) + 15_000);
    expect(Date.parse(planned.startAt)).toBeLessThan(Date.parse(finishedAt) + 3_600_000);

    await expect.poll(async () => (await apiCall(page, 'GET', `/mailings/${followupId}`)).body.state, { timeout: 45_000 }).toBe('sent');
    for (const email of others) expect((await subjectsFor(email)).sort()).toEqual(['Nie przegap nowej kolekcji', 'Nowa kolekcja już jest']);
    expect(await subjectsFor(opener!)).toEqual(['Nowa kolekcja już jest']);
    await page.goto(`/v2/mailing/${followupId}/report`);
    await expect.poll(() => statValue(page, 'sent'), { timeout: 10_000 }).toBe(2);
  });
});
