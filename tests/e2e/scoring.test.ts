import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN } from '@infra/local/seed';
import { apiCall, expectOk, login, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

describe('scoring', () => {
  it('saves rules, recalculates in the background and shows the score on the subscriber and in the report', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'scoring');
    const me = await apiCall(page, 'GET', '/users/me');
    // Scoring is an advanced plan's: the super administrator moves the account there.
    const admin = await browser.open();
    await login(admin.page, ADMIN_LOGIN.email, { password: ADMIN_LOGIN.password });
    expectOk(await apiCall(admin.page, 'PUT', `/admin/accounts/${me.body.account.id}/plan`, { plan: 'advanced' }), 'plan');
    await admin.context.close();
    const created = await apiCall(page, 'POST', '/subscribers', { email: `${unique('score')}@example.com` });
    expectOk(created, 'subscriber');

    await page.goto('/');
    // In the navigation twice: the rules under Subscribers, the report under Reports.
    await expect.poll(() => page.getByRole('link', { name: 'Scoring', exact: true }).count()).toBe(2);
    await page.goto('/subscribers/scoring');
    await page.getByRole('heading', { name: 'Scoring', level: 1 }).waitFor();
    await page.getByText('To są zasady domyślne', { exact: false }).waitFor();
    await page.getByRole('spinbutton', { name: 'Punkty za zapis' }).fill('7');
    await page.getByRole('spinbutton', { name: 'Gorący od' }).fill('5');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    // The hot band below the warm one: the schema's catalogue code on the field.
    await page.getByText('Próg „gorący” musi być wyższy niż próg „ciepły”.').waitFor();
    await page.getByRole('spinbutton', { name: 'Gorący od' }).fill('30');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Zasady zapisane. Przeliczenie się rozpoczęło.').waitFor();
    // The page follows the recalculation to its end.
    await expect.poll(() => page.getByTestId('scoring-scored').textContent(), { timeout: 30_000 }).toBe('1');

    await page.goto(`/subscribers/details/${created.body.id}`);
    await page.getByRole('heading', { name: 'Zaangażowanie' }).waitFor();
    expect(await page.getByTestId('engagement-score').textContent()).toBe('7');

    await page.goto('/reports/scoring');
    await page.getByRole('heading', { name: 'Raport scoringu', level: 1 }).waitFor();
    expect(await page.getByTestId('scoring-report-scored').textContent()).toBe('1');
    await page.getByRole('link', { name: 'Pokaż subskrybentów' }).waitFor();
  }, 120_000);
});
