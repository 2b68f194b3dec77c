import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { abxBucket } from '@functions/mailings/send-types/abx-audience';
import { apiCall, expectOk, pixelOf, registerUser, subjectsFor, unique, useBrowser } from './support';

// A campaign hour lasts 15 s in the e2e product (global-setup.ts), so the decision after "1 hour" comes within the test.
const browser = useBrowser();

/** Variant A takes buckets [0, 3000), B [3000, 6000), the winner the rest (functions/mailings/send-types/abx-audience.ts). */
const SHARE = 30;
const groupOf = (subscriberId: string) => {
  const bucket = abxBucket(subscriberId);
  return bucket < SHARE * 100 ? 'A' : bucket < 2 * SHARE * 100 ? 'B' : 'rest';
};

/**
 * Subscribers until each variant and the rest have one: the split is a hash of their ids, so a fixed
 * number of them could leave a group empty.
 */
async function audience(page: Page, label: string): Promise<Map<string, 'A' | 'B' | 'rest'>> {
  const groups = new Map<string, 'A' | 'B' | 'rest'>();
  for (let i = 0; i < 40 && new Set(groups.values()).size < 3; i++) {
    const email = `${unique(label)}@example.com`;
    const created = await apiCall(page, 'POST', '/subscribers', { email, name: 'Ola' });
    expectOk(created, 'subscriber');
    groups.set(email, groupOf(created.body.id as string));
  }
  expect(new Set(groups.values()).size).toBe(3);
  return groups;
}

describe('an A/B test', () => {
  it('is planned in the plan dialog, sends its variants, picks the winner by opens after its wait and sends it to the rest', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'abtest');
    const groups = await audience(page, 'ab');
    const created = await apiCall(page, 'POST', '/mailings', {
      name: 'Test tematu',
      subject: 'Oferta',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: '<html><body><p>Oferta tygodnia</p></body></html>',
    });
    expectOk(created, 'mailing');
    const id = created.body.id as string;

    await page.goto('/v2/mailing/send');
    await page.getByRole('checkbox', { name: 'Test tematu' }).check();
    await page.getByRole('button', { name: 'Akcje', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Zaplanuj', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Rodzaj wysyłki/ }).click();
    await dialog.getByRole('option', { name: 'Test A/B/X', exact: true }).click();
    await dialog.getByLabel('Udział wariantu A (%)', { exact: true }).fill(String(SHARE));
    await dialog.getByLabel('Udział wariantu B (%)', { exact: true }).fill(String(SHARE));
    await dialog.getByLabel('Temat wariantu A', { exact: true }).fill('Temat A');
    await dialog.getByLabel('Temat wariantu B', { exact: true }).fill('Temat B');
    await dialog.getByText('Zwycięzca trafi do pozostałych 40% odbiorców.', { exact: true }).waitFor();
    for (const [label, option] of [
      ['Zwycięzca według', 'Otwarć'],
      ['Miara', 'Liczba'],
      ['Wybór zwycięzcy po', '1 godzinie'],
    ] as const) {
      await dialog.getByRole('button', { name: new RegExp(`^${label}`) }).click();
      await dialog.getByRole('option', { name: option, exact: true }).click();
    }
    await dialog
      .getByTestId('plan-confirmation')
      .getByText(`„Test tematu” trafi do wszystkich zapisanych adresów: ${groups.size} adres`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Zaplanuj', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Each variant goes to its own share; one of B's recipients opens it, so B wins by opens.
    const members = (group: string) => [...groups].filter(([, g]) => g === group).map(([email]) => email);
    const [opener] = members('B');
    await expect.poll(() => subjectsFor(opener!), { timeout: 15_000 }).toEqual(['Temat B']);
    const pixel = await pixelOf(opener!, 'Temat B');
    expect((await page.request.get(pixel)).status()).toBe(200);

    await page.goto(`/v2/mailing/${id}/report`);
    const variants = page.getByRole('table', { name: 'Warianty testu A/B/X' });
    await variants.waitFor();
    await page.getByText('Test trwa', { exact: true }).waitFor();
    // The open is counted before the decision (an hour of 15 s after planning), or B could not win.
    await expect
      .poll(async () => (await apiCall(page, 'GET', `/mailings/${id}/variants`)).body, { timeout: 10_000 })
      .toMatchObject({
        state: 'testing',
        variants: [
          { key: 'A', opened: 0 },
          { key: 'B', opened: 1 },
        ],
      });

    await expect.poll(async () => (await apiCall(page, 'GET', `/mailings/${id}/variants`)).body.winner, { timeout: 40_000 }).toBe('B');
    await page.reload();
    await page.getByText('Zwycięzca: wariant B (wybrany automatycznie)', { exact: true }).waitFor();
    const rowB = variants.getByRole('row').filter({ hasText: 'Temat B' });
    await rowB.getByText('Zwycięzca', { exact: true }).waitFor();
    expect(await rowB.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Wariant B', `${SHARE}%`, 'Temat B', String(members('B').length), '1']),
    );

    // The rest get the winner's subject; nobody gets two messages.
    for (const email of members('rest')) await expect.poll(() => subjectsFor(email), { timeout: 20_000 }).toEqual(['Temat B']);
    for (const email of members('A')) expect(await subjectsFor(email)).toEqual(['Temat A']);
    for (const email of members('B')) expect(await subjectsFor(email)).toEqual(['Temat B']);
    await expect.poll(async () => (await apiCall(page, 'GET', `/mailings/${id}`)).body.state, { timeout: 20_000 }).toBe('sent');
    await page.reload();
    await page.getByRole('table', { name: 'Historia działań' }).getByText('Wybór zwycięzcy', { exact: true }).waitFor();
  });
});
