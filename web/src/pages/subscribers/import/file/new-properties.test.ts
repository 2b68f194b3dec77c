import { describe, expect, it } from 'vitest';
import type { ImportNewProperty } from '@shared/schemas/imports';
import { mappingProblems } from './mapping';
import { importColumns, newPropertyOf, suggestedTargets } from './new-properties';

const tags: ImportNewProperty = { column: 3, name: 'tags', displayName: 'Tags', type: 'multilist' };
const optin: ImportNewProperty = { column: 4, name: 'optin_time', displayName: 'Optin Time', type: 'date', dateFormat: 'ISO_DATETIME' };
const check = {
  columnCount: 6,
  suggestedMapping: [
    { column: 0, field: 'email' },
    { column: 2, field: 'birthday' },
  ],
  suggestedNewProperties: [tags, optin],
};
const isDateField = (field: string) => field === 'birthday';

describe('the server’s suggestion as the mapping step’s targets', () => {
  it('maps what it mapped and targets the properties it would create on the columns it left open', () => {
    expect(suggestedTargets(check)).toEqual(['email', null, 'birthday', 'new:3', 'new:4', null]);
  });

  it('never lets a new property take a column the mapping already fills', () => {
    expect(suggestedTargets({ ...check, suggestedNewProperties: [{ ...tags, column: 0 }] })[0]).toBe('email');
  });

  it('knows which column still targets its new property', () => {
    const targets = suggestedTargets(check);
    expect(newPropertyOf(targets, 3, check.suggestedNewProperties)).toBe(tags);
    expect(newPropertyOf(['email', null, null, 'firstname'], 3, check.suggestedNewProperties)).toBeUndefined();
  });
});

describe('what the start sends', () => {
  it('sends the kept new properties apart from the mapping, and date columns with their format', () => {
    const targets = suggestedTargets(check);
    const dateFormats = [null, null, 'MM/DD', null, 'YYYY-MM-DD', null] as const;
    expect(importColumns(targets, { suggested: check.suggestedNewProperties, dateFormats, isDateField })).toEqual({
      mapping: [
        { column: 0, field: 'email' },
        { column: 2, field: 'birthday', dateFormat: 'MM/DD' },
      ],
      newProperties: [tags, { ...optin, dateFormat: 'YYYY-MM-DD' }],
    });
  });

  it('drops a new property whose column was changed or skipped, and a format of a column that is no date', () => {
    const targets = ['email', 'firstname', null, null, 'P9', null];
    const dateFormats = [null, 'DD.MM.YYYY', null, null, 'ISO_DATETIME', null] as const;
    expect(importColumns(targets, { suggested: check.suggestedNewProperties, dateFormats, isDateField })).toEqual({
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'firstname' },
        { column: 4, field: 'P9' },
      ],
      newProperties: [],
    });
  });

  it('leaves a date property without a known format to the server’s detection', () => {
    const chosen = importColumns(['email', 'birthday'], { suggested: [], dateFormats: [null, null], isDateField });
    expect(chosen.mapping[1]).toEqual({ column: 1, field: 'birthday' });
  });

  it('checks the mapping live without the new properties (they are no fields yet)', () => {
    expect(mappingProblems(['new:0', 'email'], { contactRule: 'email', propertyIds: new Set() }).byColumn.size).toBe(0);
    expect(mappingProblems(['new:0'], { contactRule: 'email', propertyIds: new Set() }).general.map((e) => e.code)).toEqual([
      'IMPORT_MAPPING_EMPTY',
    ]);
  });
});
