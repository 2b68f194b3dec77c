import { describe, expect, it } from 'vitest';
import { columnSamples, fitTargets, headerRow, importTargets, mappingFromTargets, mappingProblems, targetsFromMapping } from './mapping';

const props = [
  { id: 'email', name: 'email', displayName: 'email', kind: 'base' as const },
  { id: 'source', name: 'source', displayName: 'source', kind: 'base' as const },
  { id: 'firstname', name: 'firstname', displayName: 'firstname', kind: 'custom' as const },
  { id: 'P1', name: 'wiek', displayName: 'Wiek klienta', kind: 'custom' as const },
  { id: 'P2', name: 'miasto_rodzinne', displayName: 'Miasto', kind: 'custom' as const },
];
const propertyIds = new Set(['firstname', 'P1', 'P2']);

describe('mapping targets', () => {
  it('offer the base fields imports take and every non-base property', () => {
    const targets = importTargets(props);
    expect(targets.base).toEqual(['email', 'gsm', 'name', 'emailType', 'comment', 'status']);
    expect(targets.properties.map((p) => p.id)).toEqual(['firstname', 'P1', 'P2']);
  });

  it('turn per-column choices into the API’s mapping and back, dropping columns a file does not have', () => {
    expect(mappingFromTargets(['email', null, 'P1', 'new:3'])).toEqual([
      { column: 0, field: 'email' },
      { column: 2, field: 'P1' },
    ]);
    expect(
      targetsFromMapping(
        [
          { column: 0, field: 'email' },
          { column: 3, field: 'P1' },
        ],
        2,
      ),
    ).toEqual({ targets: ['email', null], dropped: 1 });
  });
});

describe('live mapping validation (the shared rule, put on columns)', () => {
  it('says nothing is mapped, or that an e-mail (or e-mail or GSM) must be', () => {
    expect(mappingProblems([null, null], { contactRule: 'email', propertyIds }).general.map((e) => e.code)).toEqual([
      'IMPORT_MAPPING_EMPTY',
    ]);
    expect(mappingProblems(['gsm', null], { contactRule: 'email', propertyIds }).general.map((e) => e.code)).toEqual([
      'IMPORT_MAPPING_EMAIL_REQUIRED',
    ]);
    expect(mappingProblems(['P1'], { contactRule: 'emailOrGsm', propertyIds }).general.map((e) => e.code)).toEqual([
      'IMPORT_MAPPING_CONTACT_REQUIRED',
    ]);
    expect(mappingProblems(['gsm'], { contactRule: 'emailOrGsm', propertyIds }).general).toEqual([]);
  });

  it('marks the column that repeats a field, and one with an unknown field', () => {
    const problems = mappingProblems(['email', null, 'P1', 'P1', 'gone'], { contactRule: 'email', propertyIds });
    expect(problems.general).toEqual([]);
    expect([...problems.byColumn].map(([column, e]) => [column, e.code])).toEqual([
      [3, 'IMPORT_MAPPING_DUPLICATE'],
      [4, 'IMPORT_MAPPING_UNKNOWN_FIELD'],
    ]);
  });
});

describe('column headers and samples', () => {
  const preview = [
    ['email', 'imię'],
    ['a@x.pl', 'Ala'],
    ['b@x.pl', ''],
    ['c@x.pl', 'Cyryl'],
  ];
  it('name columns by row 1 only when it is a header, and sample the data rows', () => {
    expect(headerRow(preview, true)).toEqual(['email', 'imię']);
    expect(headerRow(preview, false)).toEqual([]);
    expect(columnSamples(preview, true, 1)).toEqual(['Ala', 'Cyryl']);
    expect(columnSamples(preview, false, 0, 2)).toEqual(['email', 'a@x.pl']);
  });
});

describe('fitting choices', () => {
  it('fits choices to a new column count', () => {
    const fitted = [fitTargets(['email'], 3), fitTargets(['email', 'gsm', 'name'], 2)];
    expect(fitted).toEqual([
      ['email', null, null],
      ['email', 'gsm'],
    ]);
  });
});
