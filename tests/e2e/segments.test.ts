import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiCall, expectOk, openSendDialog, registerUser, statValue, unique, useBrowser } from './support';

const browser = useBrowser();

/** A calendar day `days` from today in `year` (the anniversary is what counts). */
function dayFromToday(days: number, year: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(5, 10);
  return `${year}-${day}`;
}

/** Sends a mailing to every subscriber through the API and waits until each message is out. */
async function sendMailing(page: Page, name: string, recipients: number): Promise<string> {
  const created = await apiCall(page, 'POST', '/mailings', {
    name,
    subject: name,
    fromName: 'Sklep',
    fromEmail: 'newsletter@goniec.local',
    html: '<html><body><p>Oferta</p><p><a href="https://example.com/oferta">Zobacz</a></p></body></html>',
  });
  expectOk(created, `create ${name}`);
  expectOk(await apiCall(page, 'POST', `/mailings/${created.body.id}/send`, {}), `send ${name}`);
  await expect
    .poll(async () => (await apiCall(page, 'GET', `/mailings/${created.body.id}`)).body.stats.sent, { timeout: 60_000 })
    .toBe(recipients);
  return created.body.id as string;
}

/** The tracking links of the message one mailing sent to one address (read from the local mail catcher). */
async function trackingLinks(page: Page, subject: string, address: string): Promise<{ pixel: string; click: string }> {
  const list = await (await page.request.get('/api/dev/outbox')).json();
  const summary = list.items.find((m: { subject: string; to: string[] }) => m.subject === subject && m.to.includes(address));
  expect(summary, `${subject} to ${address}`).toBeTruthy();
  const message = await (await page.request.get(`/api/dev/outbox/${encodeURIComponent(summary.id)}`)).json();
  return {
    pixel: /src="(http:\/\/localhost:\d+\/t\/o\/[^"]+)"/.exec(message.html)![1]!,
    click: /href="(http:\/\/localhost:\d+\/t\/c\/[^"]+)"/.exec(message.html)![1]!,
  };
}

/** Chooses an option of the Cloudscape select (or multiselect) named `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp, multi = false): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).first().click();
  // A multiselect stays open for more choices.
  if (multi) await page.keyboard.press('Escape');
}

describe('segments', () => {
  it('builds the spec’s example in the builder, sees the estimate, saves, calculates and lists the expected members', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'segments');
    const tag = unique('seg').toLowerCase();

    // The data: a list property "Miasto" (birthday is a personal property every account has).
    const city = await apiCall(page, 'POST', '/properties', {
      type: 'list',
      name: 'miasto',
      displayName: 'Miasto',
      values: ['Kraków', 'Gdańsk', 'Warszawa', 'Poznań'],
    });
    expectOk(city, 'create property');
    const people = {
      anna: { city: 'Kraków', birthday: dayFromToday(100, 1985), opens: 3 },
      bartek: { city: 'Gdańsk', birthday: dayFromToday(200, 1990), opens: 3 },
      celina: { city: 'Warszawa', birthday: dayFromToday(3, 1992), opens: 3 },
      darek: { city: 'Warszawa', birthday: dayFromToday(100, 1980), opens: 3 },
      ewa: { city: 'Kraków', birthday: dayFromToday(150, 1995), opens: 3 },
      filip: { city: 'Gdańsk', birthday: dayFromToday(250, 1975), opens: 2 },
    };
    const address = (name: string) => `${name}-${tag}@example.com`;
    const ids: Record<string, string> = {};
    for (const [name, p] of Object.entries(people)) {
      const created = await apiCall(page, 'POST', '/subscribers', {
        email: address(name),
        name,
        props: { [city.body.id]: p.city, birthday: p.birthday },
      });
      expectOk(created, `subscriber ${name}`);
      ids[name] = created.body.id as string;
    }

    // Activity: three mailings to everyone; each opens as many as planned, and ewa clicks the first ("X").
    const subjects = [1, 2, 3].map((n) => `Mailing ${n} ${tag}`);
    for (const subject of subjects) await sendMailing(page, subject, 6);
    for (const [name, p] of Object.entries(people)) {
      for (const subject of subjects.slice(0, p.opens)) {
        const { pixel } = await trackingLinks(page, subject, address(name));
        expect((await page.request.get(pixel)).status()).toBe(200);
      }
    }
    const { click } = await trackingLinks(page, subjects[0]!, address('ewa'));
    expect((await page.request.get(click, { maxRedirects: 0 })).status()).toBe(302);

    // The builder, from the navigation.
    await page.goto('/subscribers/all');
    await page.getByRole('link', { name: 'Segmenty', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/segments');
    await page.getByText('Brak segmentów').waitFor();
    await page.getByRole('button', { name: 'Nowy segment', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/segments/new');
    await page.getByLabel('Nazwa', { exact: true }).fill('Aktywni z Krakowa i Gdańska');

    // 1: opened at least 3 mailings in the last 30 days.
    const first = page.getByRole('group', { name: 'Warunek 1', exact: true });
    await choose(page, first, 'Źródło', /^Aktywność/);
    await expect.poll(() => first.getByRole('button', { name: /^Mailing/ }).textContent()).toContain('Dowolny mailing');
    await choose(page, first, 'Zdarzenia', 'Otwarcie', true);
    // A negative count is refused where it is typed, with the API's message, and nothing is estimated.
    await first.getByRole('spinbutton', { name: 'Wartość' }).fill('-3');
    await first.getByText('Wartość nie może być ujemna.').waitFor();
    await page
      .getByTestId('segment-estimate')
      .getByText(/Popraw warunki/)
      .waitFor();
    // Incomplete conditions preview nobody.
    expect(await page.getByTestId('segment-preview').count()).toBe(0);
    await first.getByRole('spinbutton', { name: 'Wartość' }).fill('3');
    expect(await first.getByRole('spinbutton', { name: 'Liczba dni' }).inputValue()).toBe('30');

    // 2: a group joined by OR: city in [Kraków, Gdańsk] OR the birthday's anniversary within 7 days.
    await page.getByRole('button', { name: 'Dodaj grupę: Warunki segmentu' }).click();
    const group = page.getByRole('group', { name: 'Grupa 2', exact: true });
    await expect.poll(() => group.getByRole('button', { name: 'Dowolny (LUB)' }).getAttribute('aria-pressed')).toBe('true');
    const city1 = group.getByRole('group', { name: 'Warunek 2.1', exact: true });
    await choose(page, city1, 'Źródło', /^Właściwość/);
    await choose(page, city1, 'Właściwość', /^Miasto/);
    // A list property offers only what makes sense for text, and its own values to choose.
    await city1.getByRole('button', { name: /^Operator/ }).click();
    expect(await page.getByRole('option', { name: 'większe niż' }).count()).toBe(0);
    await page.getByRole('option', { name: 'jest jednym z' }).click();
    await choose(page, city1, 'Wartość', 'Kraków', true);
    await choose(page, city1, 'Wartość', 'Gdańsk', true);
    await page.getByRole('button', { name: 'Dodaj warunek: Grupa 2' }).click();
    const birthday = group.getByRole('group', { name: 'Warunek 2.2', exact: true });
    await choose(page, birthday, 'Źródło', /^Właściwość/);
    await choose(page, birthday, 'Właściwość', /^Data urodzenia/);
    await choose(page, birthday, 'Agregacja', 'Dni do najbliższej rocznicy');
    await choose(page, birthday, 'Operator', 'co najwyżej');
    await birthday.getByRole('spinbutton', { name: 'Wartość' }).fill('7');

    // 3: NOT clicked mailing X: clicks of mailing 1, ever, counted, equal to 0.
    await page.getByRole('button', { name: 'Dodaj warunek: Warunki segmentu' }).click();
    const third = page.getByRole('group', { name: 'Warunek 3', exact: true });
    await choose(page, third, 'Źródło', /^Aktywność/);
    await choose(page, third, 'Mailing', subjects[0]!);
    await choose(page, third, 'Zdarzenia', 'Kliknięcie', true);
    await choose(page, third, 'Okres', 'Kiedykolwiek');
    await choose(page, third, 'Operator', 'równa się');
    await third.getByRole('spinbutton', { name: 'Wartość' }).fill('0');

    // Reordering within a group: up and back down.
    await page.getByRole('button', { name: 'Przesuń wyżej: Warunek 3' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'Warunek 2', exact: true })
          .getByRole('button', { name: /^Mailing/ })
          .textContent(),
      )
      .toContain(subjects[0]!);
    await page.getByRole('button', { name: 'Przesuń niżej: Warunek 2', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'Warunek 3', exact: true })
          .getByRole('button', { name: /^Mailing/ })
          .textContent(),
      )
      .toContain(subjects[0]!);

    // The live estimate: six subscribers, all read (a small database is counted exactly), three match.
    const estimate = page.getByTestId('segment-estimate');
    await expect.poll(() => estimate.textContent(), { timeout: 20_000 }).toMatch(/^\s*3\s*dokładnie, spośród 6 subskrybentów\s*$/);
    // Beside it, before saving, the preview names those three, each leading to their details.
    const preview = page.getByRole('table', { name: 'Podgląd pasujących subskrybentów' });
    for (const name of ['anna', 'bartek', 'celina']) {
      const link = preview.getByRole('link', { name: address(name) });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/subscribers/details/${ids[name]}`);
    }
    expect(await preview.getByRole('row').filter({ hasText: 'celina' }).textContent()).toContain('Zweryfikowany');
    for (const name of ['darek', 'ewa', 'filip']) expect(await preview.getByRole('link', { name: address(name) }).count()).toBe(0);
    await page.getByText('Kilku pasujących subskrybentów z próbki, z której liczony jest szacunek.').waitFor();

    // Save and calculate in one go: the segment gets its address, and its calculation is followed to ready.
    await page.getByRole('button', { name: 'Zapisz i przelicz', exact: true }).click();
    await page.waitForURL((url) => /^\/segments\/[0-9A-Z]+$/.test(url.pathname));
    await page.getByText('Utworzono segment „Aktywni z Krakowa i Gdańska”.').waitFor();
    const segmentUrl = new URL(page.url()).pathname;
    await page.getByText('Gotowy', { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: '3 odbiorcy' }).waitFor();

    // The audience: exactly the three expected members.
    await page.getByRole('link', { name: 'Zobacz odbiorców' }).click();
    await page.waitForURL((url) => url.pathname === `${segmentUrl}/audience`);
    await page.getByRole('heading', { name: /Odbiorcy: Aktywni z Krakowa i Gdańska/ }).waitFor();
    for (const name of ['anna', 'bartek', 'celina']) await page.getByRole('link', { name: address(name) }).waitFor();
    for (const name of ['darek', 'ewa', 'filip']) expect(await page.getByRole('link', { name: address(name) }).count()).toBe(0);

    // A user who may not export has no export action here (their permissions as the session reports them).
    await page.route('**/api/users/me', async (route) => {
      const response = await route.fetch();
      const user = await response.json();
      await route.fulfill({
        response,
        json: { ...user, permissions: { ...user.permissions, permissions: { ...user.permissions.permissions, PERM_AEKSPORT: false } } },
      });
    });
    await page.reload();
    await page.getByRole('link', { name: address('anna') }).waitFor();
    expect(await page.getByRole('link', { name: 'Konfiguracja segmentu' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Eksportuj odbiorców' }).count()).toBe(0);
    await page.unroute('**/api/users/me');
    await page.reload();

    // Export from the audience: the export page opens with this segment chosen, the export runs, and the file holds exactly its members.
    await page.getByRole('link', { name: 'Eksportuj odbiorców' }).click();
    const segmentId = segmentUrl.split('/').pop()!;
    await page.waitForURL((url) => url.pathname === '/subscribers/export' && url.searchParams.get('segment') === segmentId);
    await expect.poll(() => page.getByRole('radio', { name: 'Odbiorców segmentu' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^Segment/ }).textContent()).toContain('Aktywni z Krakowa i Gdańska');
    await page.getByRole('button', { name: 'Eksportuj', exact: true }).click();
    const exportRow = page.getByRole('row').filter({ hasText: 'Segment: Aktywni z Krakowa i Gdańska' }).first();
    await expect.poll(() => exportRow.textContent(), { timeout: 60_000 }).toContain('Gotowy');
    const exportDownload = page.waitForEvent('download');
    await exportRow.getByRole('button', { name: /^Pobierz eksport z/ }).click();
    const exported = readFileSync(await (await exportDownload).path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(exported[0]).toBe('email,name,status');
    expect(
      exported
        .slice(1)
        .map((row) => row.split(',')[0])
        .sort(),
    ).toEqual(['anna', 'bartek', 'celina'].map(address).sort());

    // The list: the segment with its state, its audience and the counter against the limit.
    await page.goto('/segments');
    const row = page.getByRole('row', { name: /Aktywni z Krakowa i Gdańska/ });
    await expect.poll(() => row.textContent()).toContain('3 odbiorcy');
    expect(await row.textContent()).toContain('Gotowy');
    await page.getByText('(1 / 200)').waitFor();

    // A saved segment opens with its conditions as they were built.
    await page.goto(segmentUrl);
    const reopened = page.getByRole('group', { name: 'Warunek 2.1', exact: true });
    await expect.poll(() => reopened.getByRole('button', { name: /^Właściwość/ }).textContent()).toContain('Miasto');
    await expect
      .poll(() => page.getByRole('group', { name: 'Warunek 2.2', exact: true }).getByRole('spinbutton', { name: 'Wartość' }).inputValue())
      .toBe('7');
    await context.close();
  });

  it('sends a mailing to a segment once it is calculated, shows an audience gone out of date, and restricts a user to it', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'segmail');
    const tag = unique('vip').toLowerCase();
    const address = (name: string) => `${name}-${tag}@example.com`;
    for (const [name, comment] of [
      ['vip1', 'vip'],
      ['vip2', 'vip'],
      ['zwykly', 'zwykły'],
    ] as const) {
      expectOk(await apiCall(page, 'POST', '/subscribers', { email: address(name), name, comment }), `subscriber ${name}`);
    }
    const vip = await apiCall(page, 'POST', '/segments', {
      name: 'VIP',
      type: 'static',
      conditions: {
        kind: 'group',
        op: 'and',
        children: [{ kind: 'condition', source: 'field', target: 'comment', aggregation: 'none', operator: 'eq', value: 'vip' }],
      },
    });
    expectOk(vip, 'create segment');

    // A mailing to the segment before it was ever calculated: sending calculates it first, and the sending waits for it.
    await page.goto('/v2/mailing/edit/editor');
    await page.getByLabel('Nazwa', { exact: true }).fill(`Dla VIP ${tag}`);
    await page.getByLabel('Temat', { exact: true }).fill('Oferta VIP');
    await page.getByLabel('Nazwa nadawcy', { exact: true }).fill('Sklep');
    await page.getByLabel('E-mail nadawcy', { exact: true }).fill('newsletter@goniec.local');
    await page.getByRole('button', { name: /^Odbiorcy/ }).click();
    await page.getByRole('option', { name: /^VIP/ }).click();
    await page.getByText('Ten segment nie był jeszcze przeliczany: zostanie przeliczony przy wysyłce', { exact: false }).waitFor();
    const confirmSend = await openSendDialog(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/do odbiorców segmentu „VIP”/).waitFor();
    await dialog.getByText(/segment zostanie najpierw przeliczony/).waitFor();
    await confirmSend.click();
    await page.waitForURL(/\/v2\/mailing\/[^/]+\/report$/);
    // The planner waits for the calculation (looking again every 2 s here: tests/e2e/global-setup.ts).
    await expect.poll(() => statValue(page, 'sent'), { timeout: 45_000 }).toBe(2);

    // Changing the conditions makes the audience out of date; its page says so and recalculates.
    await page.goto(`/segments/${vip.body.id}`);
    const condition = page.getByRole('group', { name: 'Warunek 1', exact: true });
    // Text is compared ignoring case: the same members, but changed conditions.
    await condition.getByRole('textbox', { name: 'Wartość' }).fill('VIP');
    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Segmenty', exact: true }).first().click();
    await page.getByRole('dialog').getByText('Niezapisane zmiany', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zostań na stronie' }).click();
    // Saving while a calculation runs is refused (answered here as the API answers it then).
    await page.route('**/api/segments/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 409, json: { code: 'SEGMENT_STILL_PROCESSING' } }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Segment jest jeszcze przeliczany. Spróbuj ponownie, gdy skończy.', { exact: true }).waitFor();
    await page.unroute('**/api/segments/*');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.getByText('Zapisano segment „VIP”.').waitFor();
    await page.getByText('Odbiorcy segmentu są nieaktualni. Przelicz segment.', { exact: true }).first().waitFor();
    await page.goto(`/segments/${vip.body.id}/audience`);
    await page.getByText('Odbiorcy są nieaktualni', { exact: true }).waitFor();
    // An audience out of date cannot be exported until recalculated.
    expect(await page.getByRole('link', { name: 'Eksportuj odbiorców' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: 'Przelicz ponownie' }).click();
    await page.getByRole('link', { name: address('vip2') }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: address('zwykly') }).count()).toBe(0);

    // A new user restricted to the segment.
    const invited = `${unique('ograniczony')}@example.com`;
    await page.goto('/settings/users/new');
    await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Ograniczony Użytkownik');
    await page.getByLabel('E-mail', { exact: true }).fill(invited);
    await page.getByText('Bez ograniczenia: użytkownik widzi wszystkich subskrybentów.').waitFor();
    await page.getByRole('button', { name: /^Ograniczenie do segmentów/ }).click();
    await page.getByRole('option', { name: /^VIP/ }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Użytkownik zobaczy i obsłuży tylko członków 1 wybranego segmentu.').waitFor();
    await page.getByRole('button', { name: 'Dodaj i wyślij zaproszenie', exact: true }).click();
    await page.getByText(`Dodano użytkownika ${invited} i wysłano mu zaproszenie.`).waitFor();
    const members = await apiCall(page, 'GET', '/users');
    expect(members.body.items.find((m: { email: string }) => m.email === invited).segmentIds).toEqual([vip.body.id]);
    await context.close();
  });
});
