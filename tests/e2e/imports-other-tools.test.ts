import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, expectOk, registerUser, unique, useBrowser, seriousAxeViolations } from './support';

/**
 * Issue 14's import journeys: files other tools export, imported with the suggested mapping
 * unchanged (a Mailchimp audience export with year-less birthdays; a Polish Excel export in
 * Windows-1250 with semicolons), and a file most of whose rows are bad: warned before the start,
 * ended "finished with problems" with its reasons and a report. axe checks the pages on the way.
 */
const browser = useBrowser();
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'goniec-import-tools-e2e-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const counterValue = async (page: Page, name: string) =>
  Number((await page.getByTestId(`import-${name}`).first().textContent())?.replace(/\D/g, '') || NaN);

/** A CSV field as spreadsheets and ESPs quote it. */
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** Chooses the file and goes on to the check step (the upload and validation in between). */
async function uploadFile(page: Page, path: string, next: string) {
  await page.locator('input[type="file"]').setInputFiles(path);
  await page.getByRole('button', { name: next, exact: true }).click();
}

/** The Cloudscape select of a mapping row, named by its column ("1: E-mail"). */
const fieldFor = (page: Page, prefix: string, column: string) =>
  page.getByRole('button', { name: new RegExp(`^${prefix} ${column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** Mailchimp's audience export: its own column names, dates, quoting and TAGS as a quoted list. */
const MAILCHIMP_HEADER = [
  'Email Address',
  'First Name',
  'Last Name',
  'Address',
  'Phone Number',
  'Birthday',
  'MEMBER_RATING',
  'OPTIN_TIME',
  'OPTIN_IP',
  'CONFIRM_TIME',
  'CONFIRM_IP',
  'LATITUDE',
  'LONGITUDE',
  'GMTOFF',
  'DSTOFF',
  'TIMEZONE',
  'CC',
  'REGION',
  'LAST_CHANGED',
  'LEID',
  'EUID',
  'NOTES',
  'TAGS',
];

function mailchimpCsv(tag: string, rows: number): string {
  const lines = [MAILCHIMP_HEADER.map(quoted).join(',')];
  for (let i = 0; i < rows; i++) {
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    const phone = `+48 601 ${String(100 + Math.floor(i / 1000)).slice(-3)} ${String(i % 1000).padStart(3, '0')}`;
    const cells = [
      `mc${i}-${tag}@example.com`,
      `Anna${i}`,
      `Kowalska${i}`,
      `ul. Marszałkowska ${i + 1} m. 12  Warszawa  MZ  00-${String(100 + (i % 900)).padStart(3, '0')}  PL`,
      phone,
      `${month}/${day}`,
      String((i % 5) + 1),
      `2024-03-${day} 10:15:00`,
      '203.0.113.7',
      `2024-03-${day} 10:16:30`,
      '203.0.113.7',
      '52.2297',
      '21.0122',
      '1',
      '2',
      'Europe/Warsaw',
      'PL',
      'MZ',
      `2025-01-${day} 08:00:00`,
      String(100000 + i),
      `euid${i}`,
      '',
      i % 2 ? '"VIP","Newsletter"' : '"Newsletter"',
    ];
    lines.push(cells.map(quoted).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe('imports from other tools', () => {
  it('imports a Mailchimp audience export (300 rows, birthdays MM/DD, TAGS) with the suggested mapping unchanged', async () => {
    const { page, context } = await browser.open('en-US');
    await registerUser(page, 'mailchimp');
    expectOk(await apiCall(page, 'PUT', '/users/me', { prefs: { language: 'en-US' } }), 'language');
    const tag = unique('mc').toLowerCase();
    const csv = join(dir, `members_export_${tag}.csv`);
    writeFileSync(csv, mailchimpCsv(tag, 300));

    await page.goto('/subscribers/import');
    await page.getByRole('heading', { name: 'Import subscribers' }).waitFor();
    await uploadFile(page, csv, 'Next');

    // The check: comma-separated UTF-8 with a header; 23 columns stay a table to scroll sideways.
    await page.getByText('Detected: Comma ( , )').waitFor();
    const preview = page.getByRole('table', { name: 'Preview of the first rows' }).first();
    await preview.waitFor();
    await page.getByText('Date: MM/DD — no year, kept as an anniversary').first().waitFor();
    const wide = await preview.evaluate((table) => {
      let box: HTMLElement | null = table.parentElement;
      while (box && box.scrollWidth <= box.clientWidth) box = box.parentElement;
      const cells = [...table.querySelectorAll('td span[title]')] as HTMLElement[];
      const address = cells.find((c) => c.title.startsWith('ul. Marszałkowska 1 m. 12'));
      return {
        scrolls: box !== null && box !== document.documentElement && box !== document.body,
        pageFits: document.documentElement.scrollWidth <= window.innerWidth + 1,
        breakAll: [...table.querySelectorAll('td, td *')].some((el) => getComputedStyle(el).wordBreak === 'break-all'),
        addressCut: address ? address.scrollWidth > address.clientWidth && getComputedStyle(address).whiteSpace === 'nowrap' : null,
      };
    });
    expect(wide).toEqual({ scrolls: true, pageFits: true, breakAll: false, addressCut: true });
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // The mapping is the server's suggestion: e-mail, names, phone, birthday (MM/DD), tags as a new list.
    await page.getByRole('heading', { name: 'Column mapping' }).first().waitFor();
    const field = (column: string) => fieldFor(page, 'Field for column', column);
    await expect.poll(() => field('1: Email Address').textContent()).toContain('Email');
    expect(await field('2: First Name').textContent()).toContain('First name');
    expect(await field('3: Last Name').textContent()).toContain('Last name');
    expect(await field('5: Phone Number').textContent()).toContain('GSM');
    expect(await field('6: Birthday').textContent()).toContain('Birthday');
    expect(await field('23: TAGS').textContent()).toMatch(/New property: .+ — Multiple-choice list/);
    const birthdayRow = page.getByRole('row').filter({ hasText: '6: Birthday' });
    expect(await birthdayRow.getByRole('button', { name: /^Date format/ }).textContent()).toContain(
      'MM/DD — no year, kept as an anniversary',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Options: existing subscribers skipped, worded so; then the review, whose sample check passes.
    await page.getByText('Skip existing — add only new subscribers').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText(/^All \d+ sampled rows pass the checks\.$/).waitFor();
    await page.getByRole('button', { name: 'Start import', exact: true }).click();

    await page.waitForURL((url) => url.searchParams.has('id'));
    await page.getByText('Import finished').first().waitFor({ timeout: 60_000 });
    expect(await counterValue(page, 'rowsRead')).toBe(300);
    expect(await counterValue(page, 'imported')).toBe(300);
    expect(await counterValue(page, 'rejected')).toBe(0);
    await page
      .getByRole('row', { name: new RegExp(`members_export_${tag}\\.csv`) })
      .getByText('Finished', { exact: true })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A subscriber carries the birthday without a year, and the tags; the details show the birthday.
    const found = await apiCall(page, 'GET', `/subscribers?search=${encodeURIComponent(`mc137-${tag}`)}`);
    const subscriber = found.body.items[0];
    expect(subscriber).toMatchObject({ email: `mc137-${tag}@example.com`, props: { firstname: 'Anna137', lastname: 'Kowalska137' } });
    expect(subscriber.props.birthday).toBe('--06-26');
    await page.goto(`/subscribers/details/${subscriber.id}`);
    await page.getByText(`mc137-${tag}@example.com`).first().waitFor();
    // Shown in the user's date format (here YYYY-MM-DD) without the year, beside the tags.
    await page.getByRole('heading', { name: 'Properties' }).waitFor();
    await page.getByText('06-26', { exact: true }).waitFor();
    await page.getByText('VIP, Newsletter', { exact: true }).waitFor();
    await context.close();
  }, 180_000);

  it('imports a Polish Excel export (Windows-1250, semicolons) with the suggested mapping unchanged', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'excel');
    const tag = unique('xl').toLowerCase();
    const csv = join(dir, `Klienci ${tag}.csv`);
    const people = [
      ['Łucja', 'Żółkiewska', 'Łódź'],
      ['Grzegorz', 'Brzęczyszczykiewicz', 'Chrząszczyżewoszyce'],
      ['Ścibor', 'Ćwikła', 'Świętochłowice'],
    ];
    const rows = Array.from({ length: 30 }, (_, i) => {
      const [first, last, city] = people[i % people.length]!;
      return `xl${i}-${tag}@example.com;${first};${last};${city};601${String(200000 + i)}`;
    });
    writeFileSync(csv, iconv.encode(`E-mail;Imię;Nazwisko;Miejscowość;Telefon\r\n${rows.join('\r\n')}\r\n`, 'win1250'));

    await page.goto('/subscribers/import');
    await page.getByRole('heading', { name: 'Import subskrybentów' }).waitFor();
    await uploadFile(page, csv, 'Dalej');
    await page.getByText('Rozpoznano: Windows-1250').waitFor();
    await page.getByText('Rozpoznano: Średnik ( ; )').waitFor();
    await page.getByRole('cell', { name: 'Chrząszczyżewoszyce' }).first().waitFor();

    // Read as UTF-8 the letters break; the server reads it again with each choice, and back.
    await page.getByRole('button', { name: /^Kodowanie/ }).click();
    await page.getByRole('option', { name: 'UTF-8' }).click();
    await page
      .getByRole('cell', { name: /^Chrz.szczy.ewoszyce$/ })
      .first()
      .waitFor();
    expect(await page.getByRole('cell', { name: 'Chrząszczyżewoszyce' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Kodowanie/ }).click();
    await page.getByRole('option', { name: 'Windows-1250' }).click();
    await page.getByRole('cell', { name: 'Chrząszczyżewoszyce' }).first().waitFor();
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();

    const field = (column: string) => fieldFor(page, 'Pole dla kolumny', column);
    await expect.poll(() => field('1: E-mail').textContent()).toContain('E-mail');
    expect(await field('2: Imię').textContent()).toContain('Imię');
    expect(await field('3: Nazwisko').textContent()).toContain('Nazwisko');
    expect(await field('4: Miejscowość').textContent()).toContain('Miejscowość');
    expect(await field('5: Telefon').textContent()).toContain('GSM');
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();
    await page.getByText('Pomiń istniejących — dodaj tylko nowych').waitFor();
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();
    await page.getByText('Kolumna 4 → Miejscowość').waitFor();
    await page.getByText(/^Wszystkie 30 sprawdzonych wierszy przechodzi kontrolę\.$/).waitFor();
    await page.getByRole('button', { name: 'Uruchom import', exact: true }).click();

    await page.getByText('Import zakończony').first().waitFor({ timeout: 60_000 });
    expect(await counterValue(page, 'imported')).toBe(30);
    const found = await apiCall(page, 'GET', `/subscribers?search=${encodeURIComponent(`xl1-${tag}`)}`);
    expect(found.body.items[0]).toMatchObject({
      email: `xl1-${tag}@example.com`,
      props: { firstname: 'Grzegorz', lastname: 'Brzęczyszczykiewicz', city: 'Chrząszczyżewoszyce' },
    });
    await context.close();
  }, 150_000);

  it('warns before the start when most rows would be rejected, then ends "finished with problems" with reasons and a report', async () => {
    const { page, context } = await browser.open();
    await registerUser(page, 'badfile');
    const tag = unique('bad').toLowerCase();
    const csv = join(dir, `zla-lista-${tag}.csv`);
    // 38 of 40 addresses written as people dictate them: no @.
    const rows = Array.from({ length: 40 }, (_, i) => (i < 2 ? `ok${i}-${tag}@example.com;Ola` : `klient${i}(at)example.com;Jan`));
    writeFileSync(csv, `E-mail;Imię\n${rows.join('\n')}\n`);

    await page.goto('/subscribers/import');
    await uploadFile(page, csv, 'Dalej');
    await page.getByText('Rozpoznano: Średnik ( ; )').waitFor();
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();
    await expect.poll(() => fieldFor(page, 'Pole dla kolumny', '1: E-mail').textContent()).toContain('E-mail');
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();

    // The warning names the column, the reason, an example and the counts, and leads back to the mapping.
    const warning = page.getByText('Import odrzuciłby 38 z 40 sprawdzonych wierszy');
    await warning.waitFor();
    await page
      .getByText(/^Kolumna E-mail — nieprawidłowy adres e-mail subskrybenta, np\. klient2\(at\)example\.com \(wiersze: 38\)$/)
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Wróć do przypisania kolumn' }).click();
    await page.getByRole('heading', { name: 'Przypisanie kolumn' }).first().waitFor();
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();
    await warning.waitFor();
    // The user may still start.
    await page.getByRole('button', { name: 'Uruchom import', exact: true }).click();

    await page.getByText('Import zakończony z problemami').first().waitFor({ timeout: 60_000 });
    expect(await page.getByText('Import zakończony', { exact: true }).count()).toBe(0);
    expect(await counterValue(page, 'rejected')).toBe(38);
    expect(await page.getByTestId('import-top-reasons').textContent()).toContain(
      'Nieprawidłowy adres e-mail subskrybenta — E-mail (kolumna 1): 38',
    );
    await page
      .getByRole('row', { name: new RegExp(`zla-lista-${tag}\\.csv`) })
      .getByText('Zakończony z problemami', { exact: true })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The report, by default for Excel in Polish: Windows-1250 and semicolons, one line per rejected row.
    const download = page.waitForEvent('download');
    await page.getByTestId('import-problems').getByRole('button', { name: 'Pobierz raport' }).click();
    const report = iconv
      .decode(readFileSync(await (await download).path()), 'win1250')
      .trim()
      .split(/\r?\n/);
    expect(report).toHaveLength(39);
    expect(report[0]).toContain(';');
    expect(report.find((l) => l.includes('klient2(at)example.com'))).toBeTruthy();
    await context.close();
  }, 150_000);
});
