import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

describe('the database structure and a property-typed field', () => {
  it('creates a custom property, refuses an out-of-range value on a new subscriber, then saves, edits and shows the change in the history', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'structure');

    // /structure: a whole-number property "Wiek" between 18 and 99.
    await page.goto('/structure');
    await page.getByRole('row', { name: /Imię/ }).first().waitFor();
    await page.getByRole('button', { name: 'Dodaj właściwość', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Typ/ }).click();
    await page.getByRole('option', { name: /Liczba całkowita/ }).click();
    await dialog.getByLabel('Nazwa wyświetlana', { exact: true }).fill('Wiek');
    await dialog.getByLabel('Nazwa techniczna', { exact: true }).fill('wiek!');
    await dialog.getByLabel('Najmniejsza wartość', { exact: true }).fill('18');
    await dialog.getByLabel('Największa wartość', { exact: true }).fill('99');
    await dialog.getByRole('button', { name: 'Dodaj właściwość', exact: true }).click();
    // The shared schema refuses the name before the API is asked.
    await dialog.getByText('Używaj tylko liter, cyfr oraz znaków - i _.').waitFor();
    await dialog.getByLabel('Nazwa techniczna', { exact: true }).fill('wiek');
    await dialog.getByRole('button', { name: 'Dodaj właściwość', exact: true }).click();
    await page.getByText('Dodano właściwość Wiek.').waitFor();
    const row = page.getByRole('row', { name: /Wiek/ });
    await expect.poll(() => row.textContent()).toContain('od 18 do 99');

    // A new subscriber with an out-of-range age: the field says why; a valid one is saved.
    const email = `${unique('ola')}@example.com`;
    await page.goto('/subscribers/new');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Wiek', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Dodaj subskrybenta', exact: true }).click();
    await page.getByText('Wartość musi mieścić się między 18 a 99.').waitFor();
    await page.getByLabel('Wiek', { exact: true }).fill('30');
    await page.getByRole('button', { name: 'Dodaj subskrybenta', exact: true }).click();
    await page.waitForURL(/\/subscribers\/details\//);
    await page.getByRole('heading', { name: email }).waitFor();

    // Edit the field on the details page, then read the change in the history tab.
    await page.getByRole('button', { name: 'Edytuj', exact: true }).click();
    await page.getByLabel('Wiek', { exact: true }).fill('31');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Zapisano zmiany subskrybenta.').waitFor();
    await page.getByRole('tab', { name: 'Historia zmian' }).click();
    const change = page.getByRole('row', { name: /Edycja/ });
    await expect.poll(() => change.textContent()).toContain('Wiek: 30 → 31');

    // The list finds the subscriber by the property, and by the start of the address.
    await page.goto(
      `/subscribers/all?property=${encodeURIComponent((await apiCall(page, 'GET', '/properties')).body.items.find((p: any) => p.name === 'wiek').id)}&op=eq&value=31`,
    );
    await page.getByRole('link', { name: email }).waitFor();
    // The filter's count (exact in a small account) in the table header's counter; a search's beside it too.
    await page.getByRole('heading', { name: 'Wszyscy subskrybenci (1)' }).waitFor();
    await page.goto(`/subscribers/all?search=${encodeURIComponent(email.slice(0, 8))}`);
    await page.getByRole('link', { name: email }).waitFor();
    // (Cloudscape repeats it for screen readers.)
    await expect.poll(() => page.getByText('1 subskrybent pasuje do filtrów', { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('exclusions', () => {
  it('adds blacklist rows (each row checked, counted as typed), finds them by prefix and removes one', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'blacklist');
    const tag = unique('bl').toLowerCase();

    await page.goto('/subscribers/all');
    await page.getByRole('link', { name: 'Wykluczenia (czarna lista)' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribers/exclusions');
    const rows = page.getByLabel('Domeny do zablokowania', { exact: true });
    await rows.fill(`${tag}-a.pl\nzla_domena\n\n${tag}-b.pl`);
    await page.getByText('3 z 1000 wierszy').waitFor();
    await page.getByRole('button', { name: 'Dodaj do czarnej listy', exact: true }).click();
    await page.getByText(/Nieprawidłowa domena \(wiersz 2\)/).waitFor();
    await rows.fill(`${tag}-a.pl\n${tag}-b.pl`);
    await page.getByRole('button', { name: 'Dodaj do czarnej listy', exact: true }).click();
    await page.getByText('Dodano 2 wpisy (już na liście: 0).').waitFor();
    await page.getByRole('cell', { name: `${tag}-b.pl` }).waitFor();

    await page.getByPlaceholder('Szukaj po początku wpisu').fill(`${tag}-a`);
    await expect.poll(() => page.getByRole('cell', { name: `${tag}-b.pl` }).count()).toBe(0);
    await page.getByRole('checkbox', { name: `${tag}-a.pl` }).check();
    await page.getByRole('button', { name: 'Usuń z listy', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń z listy', exact: true }).click();
    await page.getByText('Usunięto 1 wpis.').waitFor();
    await page.getByText('Żaden wpis nie pasuje').waitFor();

    // The API agrees: one entry left.
    const left = await apiCall(page, 'GET', `/blacklist?type=domain&search=${tag}`);
    expect(left.body.items.map((e: { value: string }) => e.value)).toEqual([`${tag}-b.pl`]);
    await context.close();
  });

  it('is out of the navigation without blacklist_enabled, and a direct visit says so and goes to the dashboard', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'noblacklist');
    // The account's config as the app reads it, with the switch off.
    await page.route('**/api/users/me', async (route) => {
      const response = await route.fetch();
      const me = await response.json();
      me.permissions.config.blacklist_enabled = false;
      await route.fulfill({ response, json: me });
    });
    await page.goto('/subscribers/all');
    await page.getByRole('link', { name: 'Historia zmian' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Wykluczenia (czarna lista)' }).count()).toBe(0);
    await page.goto('/subscribers/exclusions');
    await page.getByText('Czarna lista nie jest włączona dla tego konta.', { exact: false }).waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await context.close();
  });
});

describe('GDPR forgetting', () => {
  it('asks for the word, then forgets the subscriber for good', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'forget');
    const email = `${unique('zofia')}@example.com`;
    const created = await apiCall(page, 'POST', '/subscribers', { email, name: 'Zofia Testowa' });
    expectOk(created, 'create subscriber');

    await page.goto(`/subscribers/details/${created.body.id}`);
    await page.getByRole('heading', { name: email }).waitFor();
    await page.getByRole('button', { name: 'Zapomnij (RODO)', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Zapomnij na zawsze', exact: true }).click();
    await dialog.getByText('Wpisz ZAPOMNIJ, aby potwierdzić.').waitFor();
    await dialog.getByLabel('Aby potwierdzić, wpisz ZAPOMNIJ', { exact: true }).fill('zapomnij');
    await dialog.getByRole('button', { name: 'Zapomnij na zawsze', exact: true }).click();
    await page.getByText('Subskrybent został zapomniany.').waitFor();
    await page.getByRole('heading', { name: 'Subskrybent zapomniany (RODO)' }).waitFor();
    expect(await page.getByText(email).count()).toBe(0);
    await expect.poll(async () => page.getByRole('button', { name: 'Edytuj', exact: true }).isDisabled()).toBe(true);

    // The API keeps only the status: no address, and the same address cannot come back silently.
    const read = await apiCall(page, 'GET', `/subscribers/${created.body.id}`);
    expect(read.body).toMatchObject({ status: 9 });
    expect(read.body.email).toBeUndefined();
    expect((await apiCall(page, 'POST', '/subscribers', { email })).body.code).toBe('SUBSCRIBER_FORGOTTEN');

    // A bulk status change on the list: the forgotten one is refused, by name and translated reason.
    const other = `${unique('jan')}@example.com`;
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: other }), 'create another subscriber');
    await page.goto('/subscribers/all');
    await page.getByRole('checkbox', { name: other }).check();
    await page.getByRole('checkbox', { name: 'Subskrybent zapomniany (RODO)' }).check();
    await page.getByRole('button', { name: 'Działania', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Zmień status' }).click();
    const bulk = page.getByRole('dialog');
    await bulk.getByRole('button', { name: /Nowy status/ }).click();
    await page.getByRole('option', { name: 'Zablokowany' }).click();
    await bulk.getByRole('button', { name: 'Zmień status', exact: true }).click();
    await page.getByText('Nie udało się dla 1 subskrybenta').waitFor();
    await page.getByText('Subskrybent zapomniany (RODO): Subskrybenta zapomnianego zgodnie z RODO nie można edytować.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Zamknij', exact: true }).last().click();
    await page
      .getByRole('row', { name: new RegExp(other.replace(/[.]/g, '\\.')) })
      .getByText('Zablokowany')
      .waitFor();
    await context.close();
  });
});

describe('the spec’s paths and the plan’s subscriber limit', () => {
  it('lands on the app’s own page from the spec’s path, and says in words when the trial’s 1000 subscribers are reached', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'limit');
    // A trial holds 1000 subscribers: one manual import fills it.
    const tag = unique('l');
    const filled = await apiCall(page, 'POST', '/imports/manual', {
      text: Array.from({ length: 1000 }, (_, i) => `${tag}-${i}@example.com`).join('\n'),
      mode: 2,
    });
    expectOk(filled, 'manual import');
    expect(filled.body.import.counters.imported).toBe(1000);

    // The spec's /details/{id}, /all and /import lead to the app's paths, with the id and the query.
    const first = (await apiCall(page, 'GET', '/subscribers?limit=1')).body.items[0];
    await page.goto(`/details/${first.id}?tab=history`);
    await page.waitForURL(`**/subscribers/details/${first.id}?tab=history`);
    await page.getByRole('tab', { name: 'Historia zmian', selected: true }).waitFor();
    await page.goto(`/all?search=${tag}-99`);
    await page.waitForURL(`**/subscribers/all?search=${tag}-99`);
    await page.getByRole('link', { name: `${tag}-99@example.com` }).waitFor();

    // The form is refused with the plan's limit in words.
    await page.goto('/subscribers/new');
    await page.getByLabel('E-mail', { exact: true }).fill(`${tag}-new@example.com`);
    await page.getByRole('button', { name: 'Dodaj subskrybenta', exact: true }).click();
    await page
      .getByText('Twój plan pozwala na najwyżej 1000 subskrybentów (zapomnianych się nie liczy). Zmień plan, aby dodać kolejnych.', {
        exact: true,
      })
      .waitFor();

    // A manual import names the reason on the line it did not take.
    await page.goto('/import?tab=manual');
    await page.waitForURL('**/subscribers/import?tab=manual');
    await page.getByLabel('Adresy', { exact: true }).fill(`${tag}-0@example.com;Pierwszy\n${tag}-extra@example.com`);
    await page.getByRole('button', { name: 'Importuj 2 adresy', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(`${tag}-extra`) });
    await expect.poll(() => row.textContent()).toContain('Nie dodano: osiągnięto limit subskrybentów w planie.');
    await context.close();
  });
});
