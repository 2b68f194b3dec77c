import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { PERSONAL_PROPERTIES, type PropertyDef } from '../properties';
import { suggestImport, type SuggestProperty } from './import-suggest';

/** A fixture of tests/fixtures/imports as validation reads it: the header and the data rows. */
function file(name: string, options: { delimiter?: string; encoding?: string } = {}) {
  const bytes = readFileSync(new URL(`../../tests/fixtures/imports/${name}`, import.meta.url));
  const text = options.encoding ? iconv.decode(bytes, options.encoding) : bytes.toString('utf8');
  const [header, ...rows] = parse(text, { delimiter: options.delimiter ?? ',', bom: true }) as string[][];
  return { header: header!, rows };
}

const custom = (id: string, name: string, type: PropertyDef['type'], displayName = name): SuggestProperty => ({
  id,
  name,
  displayName,
  type,
  kind: 'custom',
});
const ACCOUNT: SuggestProperty[] = [...PERSONAL_PROPERTIES];
const fields = (mapping: { column: number; field: string; dateFormat?: string }[]) =>
  Object.fromEntries(mapping.map((m) => [m.column, m.dateFormat ? `${m.field} ${m.dateFormat}` : m.field]));

describe('the import suggestion on real exports', () => {
  it('maps a Mailchimp audience export and proposes properties for its own columns', () => {
    const { header, rows } = file('mailchimp-audience.csv');
    const s = suggestImport(header, ACCOUNT, rows);
    expect(fields(s.mapping)).toEqual({
      0: 'email',
      1: 'firstname',
      2: 'lastname',
      4: 'gsm',
      5: 'birthday MM/DD',
      21: 'comment',
    });
    expect(s.newProperties).toEqual([
      { column: 3, name: 'address', displayName: 'Address', type: 'string' },
      { column: 6, name: 'member_rating', displayName: 'Member rating', type: 'int' },
      { column: 7, name: 'optin_time', displayName: 'Optin time', type: 'date', dateFormat: 'ISO_DATETIME' },
      { column: 9, name: 'confirm_time', displayName: 'Confirm time', type: 'date', dateFormat: 'ISO_DATETIME' },
      { column: 16, name: 'country', displayName: 'Country', type: 'string' },
      { column: 22, name: 'tags', displayName: 'Tags', type: 'multilist' },
    ]);
    expect(s.dateFormats[5]).toBe('MM/DD');
    expect(s.dateFormats[7]).toBe('ISO_DATETIME');
    expect(s.dateFormats[0]).toBeNull();
  });

  it('uses the account’s properties of those names instead, and skips a name taken by another type', () => {
    const { header, rows } = file('mailchimp-audience.csv');
    const tags = { ...custom('P2', 'Tags', 'multilist'), values: ['VIP', 'Newsletter', 'Klient 2023', 'Promocje', 'Black Friday'] };
    const account = [...ACCOUNT, custom('P1', 'member_rating', 'int'), tags, custom('P3', 'address', 'int')];
    const s = suggestImport(header, account, rows);
    expect(fields(s.mapping)).toMatchObject({ 6: 'P1', 22: 'P2' });
    expect(s.newProperties.map((p) => p.name)).toEqual(['optin_time', 'confirm_time', 'country']);
    expect(s.mapping.some((m) => m.column === 3)).toBe(false);
    // A list of the account's that lacks the file's values would reject the rows: not suggested.
    const narrow = suggestImport(header, [...ACCOUNT, { ...tags, values: ['VIP'] }], rows);
    expect(narrow.mapping.some((m) => m.column === 22)).toBe(false);
    expect(narrow.newProperties.some((p) => p.name === 'tags')).toBe(false);
  });

  it('maps FreshMail’s Polish names, but not its text statuses', () => {
    const { header, rows } = file('freshmail.csv', { delimiter: ';' });
    const s = suggestImport(header, ACCOUNT, rows);
    expect(fields(s.mapping)).toEqual({ 0: 'email', 1: 'firstname', 2: 'lastname', 3: 'city', 4: 'gsm', 5: 'birthday DD.MM.YYYY' });
    expect(s.newProperties).toEqual([]);
  });

  it('maps GetResponse, with its tags as a new list', () => {
    const { header, rows } = file('getresponse.csv');
    const s = suggestImport(header, ACCOUNT, rows);
    expect(fields(s.mapping)).toEqual({ 0: 'email', 1: 'name', 6: 'city' });
    expect(s.newProperties.map((p) => [p.column, p.name, p.type])).toEqual([
      [7, 'country', 'string'],
      [8, 'tags', 'multilist'],
    ]);
  });

  it('maps Brevo’s upper-case names, SMS as the phone', () => {
    const { header, rows } = file('brevo.csv', { delimiter: ';' });
    expect(fields(suggestImport(header, ACCOUNT, rows).mapping)).toEqual({
      1: 'email',
      2: 'firstname',
      3: 'lastname',
      4: 'gsm',
      5: 'birthday DD-MM-YYYY',
    });
  });

  it('maps a Pinpoint endpoint export by its attribute paths, Address as the e-mail', () => {
    const { header, rows } = file('pinpoint-endpoints.csv');
    const s = suggestImport(header, ACCOUNT, rows);
    expect(fields(s.mapping)).toEqual({ 1: 'email', 4: 'city', 7: 'firstname', 8: 'lastname' });
    expect(s.newProperties.map((p) => p.name)).toEqual(['country']);
    const sms = suggestImport(header, ACCOUNT, [['SMS', '+48601234567', 'ep-9', '', '', '', '', '', '', '']]);
    expect(fields(sms.mapping)[1]).toBe('gsm');
  });

  it('maps a Polish Excel export, company name as a new property', () => {
    const { header, rows } = file('polish-excel.csv', { delimiter: ';', encoding: 'win1250' });
    const s = suggestImport(header, ACCOUNT, rows);
    expect(fields(s.mapping)).toEqual({
      0: 'email',
      1: 'firstname',
      2: 'lastname',
      3: 'city',
      4: 'gsm',
      5: 'birthday DD.MM.YYYY',
      7: 'comment',
    });
    expect(s.newProperties).toEqual([{ column: 6, name: 'company', displayName: 'Nazwa firmy', type: 'string' }]);
    const old = file('windows-1250-semicolon.csv', { delimiter: ';', encoding: 'win1250' });
    expect(fields(suggestImport(old.header, ACCOUNT, old.rows).mapping)).toEqual({
      0: 'email',
      1: 'firstname',
      2: 'lastname',
      3: 'city',
      4: 'gsm',
    });
  });
});

describe('the import suggestion', () => {
  const account = [...ACCOUNT, custom('P1', 'wiek', 'int', 'Wiek klienta'), custom('P2', 'miasto_rodzinne', 'string', 'Miasto')];

  it('normalises case, spaces, dashes, underscores, dots and Polish letters', () => {
    const s = suggestImport(['E_MAIL', 'first.name', 'NAZWISKO', 'Miejscowość', 'TELEFON-KOMÓRKOWY', 'data urodzenia'], ACCOUNT);
    expect(fields(s.mapping)).toEqual({ 0: 'email', 1: 'firstname', 2: 'lastname', 3: 'city', 4: 'gsm', 5: 'birthday' });
  });

  it('knows technical names, aliases, display names and the app’s labels in Polish and English, each field once', () => {
    // What the web's autoMap matched (web/src/pages/subscribers/import/file/mapping.test.ts).
    expect(fields(suggestImport(['E-mail', 'Telefon', 'Imię', 'wiek', 'Miasto', 'Nieznana', 'mail'], account).mapping)).toEqual({
      0: 'email',
      1: 'gsm',
      2: 'firstname',
      3: 'P1',
      4: 'city',
    });
    expect(fields(suggestImport(['Imię i nazwisko', 'Wiek klienta', 'Telefon (GSM)', 'Birthday', 'Mail type'], account).mapping)).toEqual({
      0: 'name',
      1: 'P1',
      2: 'gsm',
      3: 'birthday',
      4: 'emailType',
    });
    // The technical name wins over an alias: the user made that property for this column.
    expect(fields(suggestImport(['City', 'miasto_rodzinne'], [...account, custom('P3', 'city_x', 'string', 'City')]).mapping)).toEqual({
      0: 'city',
      1: 'P2',
    });
    // A display name reached after the aliases: "Miasto" is the personal city, the custom display name is left.
    expect(fields(suggestImport(['E-mail', 'Miasto', 'Miasto'], account).mapping)).toEqual({ 0: 'email', 1: 'city', 2: 'P2' });
  });

  it('does not suggest status or e-mail type for a column of other words', () => {
    expect(suggestImport(['email', 'status'], ACCOUNT, [['a@b.pl', 'subscribed']]).mapping).toEqual([{ column: 0, field: 'email' }]);
    expect(suggestImport(['email', 'status'], ACCOUNT, [['a@b.pl', '2']]).mapping).toHaveLength(2);
  });

  it('suggests fields from header names and property names', () => {
    expect(suggestImport(['E-mail', 'Telefon', 'City', 'Shoe size', 'mail'], [{ id: 'P1', name: 'city' }]).mapping).toEqual([
      { column: 0, field: 'email' },
      { column: 1, field: 'gsm' },
      { column: 2, field: 'P1' },
    ]);
  });
});
