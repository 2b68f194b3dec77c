import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall, expectOk, mailFor, mailText, seriousAxeViolations, unique, type useBrowser } from './support';

/**
 * The sign-up half of issue 15's journey, for a signed-in owner on `page`: a consent and a hosted
 * form made in the scenarios settings, a visitor's sign-up through the hosted page, its
 * confirmation by the e-mailed link, and the subscriber confirmed with the consent in their history.
 */
export async function signUpThroughHostedForm(browser: ReturnType<typeof useBrowser>, page: Page): Promise<void> {
  expectOk(
    await apiCall(page, 'POST', '/properties', { type: 'spec_agr', name: 'newsletter', displayName: 'Zgoda na newsletter' }),
    'property',
  );

  await page.goto('/v2/settings/scenarios?tab=consents');
  await page.getByRole('button', { name: 'Dodaj zgodę', exact: true }).click();
  const consentDialog = page.getByRole('dialog');
  await consentDialog.getByLabel('Nazwa', { exact: true }).fill('Newsletter');
  await consentDialog.getByLabel('Treść', { exact: true }).fill('Chcę dostawać newsletter e-mailem.');
  await consentDialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
  // The saved consent's row (its notice may already be gone on a slow machine).
  await consentDialog.waitFor({ state: 'hidden', timeout: 30_000 });
  await page.getByRole('cell', { name: 'Chcę dostawać newsletter e-mailem.' }).waitFor();

  await page.goto('/v2/settings/scenarios?tab=confirm');
  await page.getByRole('button', { name: 'Utwórz formularz', exact: true }).click();
  const formDialog = page.getByRole('dialog');
  await formDialog.getByLabel('Nazwa', { exact: true }).fill('Zapisz się na newsletter');
  await formDialog.getByRole('button', { name: /^Zgody/ }).click();
  await page
    .getByRole('option', { name: /Newsletter/ })
    .first()
    .click();
  // Closes the dropdown without leaving the dialog.
  await formDialog.getByText('Podziękowanie', { exact: true }).click();
  await formDialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await formDialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Link i kod: Zapisz się na newsletter' }).click();
  await page.getByRole('button', { name: 'Kopiuj: Kod do osadzenia' }).waitFor();
  const embed = await page.getByLabel('Kod do osadzenia', { exact: true }).inputValue();
  expect(embed).toContain('<form method="post" action="');
  const forms = await apiCall(page, 'GET', '/settings/scenarios/forms');
  const hostedUrl = forms.body.items[0].hostedUrl as string;
  expect(embed).toContain(hostedUrl);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A visitor, without a session, in a browser of their own.
  const visitor = await browser.open();
  const email = `${unique('visitor')}@example.com`;
  await visitor.page.goto(new URL(hostedUrl).pathname);
  await visitor.page.getByRole('heading', { name: 'Zapisz się na newsletter' }).waitFor();
  await visitor.page.getByLabel(/^E-mail/).fill(email);
  await visitor.page.getByLabel(/Chcę dostawać newsletter/).check();
  expect(await seriousAxeViolations(visitor.page)).toEqual([]);
  // A person takes a few seconds; a post faster than that is a bot's (the form would come back to check).
  await visitor.page.waitForTimeout(3500);
  await visitor.page.getByRole('button', { name: 'Zapisz się', exact: true }).click();
  await visitor.page.getByText(/wysłaliśmy na niego wiadomość z linkiem/).waitFor();

  const [mail] = await mailFor(email);
  const link = /(http:\/\/[^\s"<]+\/t\/f\/confirm\/[^\s"<]+)/.exec(mailText(mail!))![1]!;
  await visitor.page.goto(new URL(link).pathname);
  await visitor.page.getByRole('button', { name: 'Potwierdzam zapis', exact: true }).click();
  await visitor.page.getByText('Dziękujemy, Twój zapis jest potwierdzony.').waitFor();
  await visitor.context.close();

  const found = await apiCall(page, 'GET', `/subscribers?search=${encodeURIComponent(email)}`);
  const subscriber = found.body.items[0];
  expect(subscriber.status).toBe(8);
  await page.goto(`/subscribers/details/${subscriber.id}?tab=history`);
  await page.getByRole('heading', { name: 'Historia zgód' }).waitFor();
  await page.getByRole('cell', { name: 'Newsletter (Wersja 1)' }).waitFor();
  await page.getByRole('cell', { name: 'udzielona', exact: true }).waitFor();
  await page.getByRole('cell', { name: 'formularz', exact: true }).waitFor();
  await page.getByText('Zweryfikowany').first().waitFor();
}
