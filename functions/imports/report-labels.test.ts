import { describe, expect, it } from 'vitest';
import { PERSONAL_PROPERTIES, type PropertyDef } from '@shared/properties';
import { importLabels } from './report-labels';

const plan: PropertyDef = {
  ...PERSONAL_PROPERTIES[0]!,
  id: 'p1',
  name: 'plan',
  displayName: 'Pakiet',
  personalProperty: false,
  maxChar: 20,
};
const propsById = new Map<string, PropertyDef>([...PERSONAL_PROPERTIES.map((p) => [p.id, p] as const), ['p1', plan]]);
const mapping = [
  { column: 0, field: 'email' },
  { column: 2, field: 'city' },
];

describe('the report’s words', () => {
  it('heads the columns with the file’s names, else the mapped field, else the column number', () => {
    const pl = importLabels({ language: 'pl', propsById, mapping, columnCount: 4 });
    expect(pl.header(['Adres', 'Imię', ' Miasto ', 'Uwagi'])).toEqual([
      'Wiersz',
      'Wynik',
      'Powód',
      'Pole',
      'Adres',
      'Imię',
      'Miasto',
      'Uwagi',
    ]);
    expect(pl.header(undefined)).toEqual(['Wiersz', 'Wynik', 'Powód', 'Pole', 'E-mail', 'Kolumna 2', 'Miejscowość', 'Kolumna 4']);
    const en = importLabels({ language: 'en-US', propsById, mapping, columnCount: 2 });
    expect(en.header(['a', ''])).toEqual(['Line', 'Outcome', 'Reason', 'Field', 'a', 'Column 2']);
  });

  it('says reasons as sentences with the property’s limits, fields by their labels, and keeps the cells in place', () => {
    const pl = importLabels({ language: 'pl', propsById, mapping, columnCount: 3 });
    expect(pl.reason('PROPERTY_VALUE_TOO_LONG', 'p1')).toBe('Za długie: najwyżej 20 znaków.');
    expect(pl.reason('PROPERTY_VALUE_TOO_LONG')).toBe('Za długie: najwyżej … znaków.');
    expect(pl.reason('other')).toBe('Inne powody');
    expect(pl.reason('NOT_A_CODE')).toBe('NOT_A_CODE');
    expect([pl.field('email'), pl.field('firstname'), pl.field('p1'), pl.field('3'), pl.field(undefined)]).toEqual([
      'E-mail',
      'Imię',
      'Pakiet',
      'Kolumna 3',
      '',
    ]);
    expect(pl.row({ line: 7, outcome: 'skipped', code: 'IMPORT_DUPLICATE_ROW', row: ['a@b.pl', '', 'Łódź'] })).toEqual([
      7,
      'pominięty',
      'Powtórzenie wcześniejszego wiersza.',
      '',
      'a@b.pl',
      '',
      'Łódź',
    ]);
    const en = importLabels({ language: 'en-US', propsById, mapping, columnCount: 3 });
    expect(en.row({ line: 2, outcome: 'rejected', code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email', row: ['x'] })).toEqual([
      2,
      'rejected',
      "The subscriber's email address is invalid.",
      'Email',
      'x',
    ]);
  });
});
