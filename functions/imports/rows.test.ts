import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPropertyValue, PERSONAL_PROPERTIES, type PropertyDef } from '@shared/properties';
import type { ContactRule, ImportMapping } from '@shared/schemas/imports';
import { neutraliseCell } from '@shared/rules/csv-cells';
import { compileRowChecker, type RowCheckerSetup } from './rows';

const NOW = '2026-03-01T10:00:00.000Z';
const custom = (id: string, type: PropertyDef['type'], extra: Partial<PropertyDef> = {}): PropertyDef => ({
  id,
  type,
  name: id,
  useName: false,
  displayName: id,
  placeholderName: id,
  personalProperty: false,
  kind: 'custom',
  ...extra,
});

/** The account's properties as propertiesService.propsById gives them: the personal ones and a few custom ones. */
const PROPS = new Map<string, PropertyDef>([
  ...PERSONAL_PROPERTIES.map((p) => [p.id, p] as const),
  ['points', custom('points', 'int', { signed: false, maxNum: 100 })],
  ['plan', custom('plan', 'list', { values: ['basic', 'Pro'] })],
  ['tags', custom('tags', 'multilist', { values: ['a', 'b', 'c'] })],
  ['consent', custom('consent', 'spec_agr')],
  ['nick', custom('nick', 'string', { maxChar: 5 })],
]);

const columns = (...fields: string[]): ImportMapping => fields.map((field, column) => ({ column, field }));

function checker(
  mapping: ImportMapping,
  options: Partial<Omit<RowCheckerSetup, 'mapping'>> & { contactRule?: ContactRule; allowOther?: boolean } = {},
) {
  return compileRowChecker({
    mapping,
    propsById: PROPS,
    contactRule: options.contactRule ?? 'email',
    columnCount: options.columnCount ?? mapping.length,
    utf8: options.utf8 ?? true,
    ctx: { allowOtherGsmPrefixes: options.allowOther ?? false, now: () => NOW },
    ...(options.listsGrow ? { listsGrow: options.listsGrow } : {}),
  });
}

describe('compileRowChecker', () => {
  it('refuses a row with another number of cells than the file has', () => {
    const check = checker(columns('email', 'name'));
    expect(check(['jan@example.pl'])).toEqual({ ok: false, code: 'IMPORT_ROW_COLUMN_COUNT' });
    expect(check(['jan@example.pl', 'Jan', 'extra'])).toEqual({ ok: false, code: 'IMPORT_ROW_COLUMN_COUNT' });
    // Unmapped columns still count: the file has three, the mapping uses two.
    expect(checker(columns('email', 'name'), { columnCount: 3 })(['jan@example.pl', 'Jan', 'ignored'])).toMatchObject({ ok: true });
  });

  it('normalises the contact with the form’s rules and insists on the contact the rule asks for', () => {
    const byEmail = checker(columns('email', 'gsm'));
    expect(byEmail([' Jan@Example.PL ', '601 234 567'])).toEqual({
      ok: true,
      values: { email: 'jan@example.pl', gsm: '48601234567', props: {} },
    });
    expect(byEmail(['jan@', ''])).toEqual({ ok: false, code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email' });
    expect(byEmail(['', '601 234 567'])).toEqual({ ok: false, code: 'SUBSCRIBER_CONTACT_REQUIRED', field: 'email' });
    expect(byEmail(['jan@example.pl', '+44 20 7946 0958'])).toEqual({ ok: false, code: 'GSM_PREFIX_48_ONLY', field: 'gsm' });
    expect(checker(columns('email', 'gsm'), { allowOther: true })(['jan@example.pl', '+44 20 7946 0958'])).toMatchObject({
      ok: true,
      values: { gsm: '442079460958' },
    });

    const either = checker(columns('email', 'gsm'), { contactRule: 'emailOrGsm' });
    expect(either(['', '0048 601-234-567'])).toEqual({ ok: true, values: { gsm: '48601234567', props: {} } });
    expect(either([' ', ' '])).toEqual({ ok: false, code: 'SUBSCRIBER_CONTACT_REQUIRED', field: 'gsm' });
    expect(either(['', '12'])).toEqual({ ok: false, code: 'SUBSCRIBER_INVALID_GSM', field: 'gsm' });
  });

  it('parses the status (2–8; 9 only by forgetting) and the e-mail type', () => {
    const check = checker(columns('email', 'status', 'emailType'));
    expect(check(['a@b.pl', ' 5 ', 'Transactional'])).toEqual({
      ok: true,
      values: { email: 'a@b.pl', status: 5, emailType: 'transactional', props: {} },
    });
    expect(check(['a@b.pl', '', ''])).toEqual({ ok: true, values: { email: 'a@b.pl', props: {} } });
    expect(check(['a@b.pl', '9', ''])).toEqual({ ok: false, code: 'SUBSCRIBER_INVALID_STATUS', field: 'status' });
    expect(check(['a@b.pl', '1', ''])).toEqual({ ok: false, code: 'SUBSCRIBER_INVALID_STATUS', field: 'status' });
    expect(check(['a@b.pl', 'active', ''])).toEqual({ ok: false, code: 'SUBSCRIBER_INVALID_STATUS', field: 'status' });
    expect(check(['a@b.pl', '8', 'spam'])).toEqual({ ok: false, code: 'PROPERTY_VALUE_NOT_IN_LIST', field: 'emailType' });
  });

  it('checks every other value against its property and leaves blank cells out', () => {
    const check = checker(columns('email', 'name', 'points', 'plan', 'tags', 'consent', 'birthday', 'nick'));
    expect(check(['a@b.pl', ' Ala ', '42', 'pro', 'c|a|c', 'tak', '1990-02-28', 'ala'])).toEqual({
      ok: true,
      values: {
        email: 'a@b.pl',
        name: 'Ala',
        props: { points: 42, plan: 'Pro', tags: ['c', 'a'], consent: NOW, birthday: '1990-02-28', nick: 'ala' },
      },
    });
    // Spaces (and no-break spaces) are no value; "no" for a consent is one: it clears.
    expect(check(['a@b.pl', '  ', '\u00a0', '', '', 'nie', '', ''])).toEqual({
      ok: true,
      values: { email: 'a@b.pl', props: { consent: null } },
    });
    const refusals: [number, string, string][] = [
      [2, '101', 'PROPERTY_VALUE_OUT_OF_RANGE'],
      [2, '-1', 'PROPERTY_VALUE_OUT_OF_RANGE'],
      [2, '4.5', 'PROPERTY_VALUE_INVALID'],
      [3, 'gold', 'PROPERTY_VALUE_NOT_IN_LIST'],
      [4, 'a|z', 'PROPERTY_VALUE_NOT_IN_LIST'],
      [5, 'maybe', 'PROPERTY_VALUE_INVALID'],
      [6, '1990-02-30', 'SUBSCRIBER_INVALID_DATE'],
      [7, 'too long', 'PROPERTY_VALUE_TOO_LONG'],
    ];
    for (const [column, value, code] of refusals) {
      const row = ['a@b.pl', '', '', '', '', '', '', ''];
      row[column] = value;
      expect(check(row), value).toEqual({
        ok: false,
        code,
        field: columns('email', 'name', 'points', 'plan', 'tags', 'consent', 'birthday', 'nick')[column]!.field,
      });
    }
    expect(check(['a@b.pl', 'x'.repeat(256), '', '', '', '', '', ''])).toEqual({
      ok: false,
      code: 'PROPERTY_VALUE_TOO_LONG',
      field: 'name',
    });
  });

  it('answers the first problem, in the order column count, encoding, contact, then the mapping', () => {
    const check = checker(columns('points', 'email', 'plan'));
    expect(check(['x', 'nope', 'gold'])).toEqual({ ok: false, code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email' });
    expect(check(['x', 'a@b.pl', 'gold'])).toEqual({ ok: false, code: 'PROPERTY_VALUE_INVALID', field: 'points' });
    expect(check(['x', 'a\uFFFDb@b.pl', 'gold'])).toEqual({ ok: false, code: 'FILE_NOT_UTF8', field: '2' });
    expect(check(['x', 'a\uFFFD'])).toEqual({ ok: false, code: 'IMPORT_ROW_COLUMN_COUNT' });
  });

  it('refuses bytes that were not UTF-8 in a UTF-8 file (decoded as U+FFFD), naming the column, and nowhere else', () => {
    expect(checker(columns('email', 'city'))(['a@b.pl', 'Łód\uFFFD'])).toEqual({ ok: false, code: 'FILE_NOT_UTF8', field: '2' });
    // A Windows-1250 file decodes every byte: the character is the user's own.
    expect(checker(columns('email', 'city'), { utf8: false })(['a@b.pl', 'x\uFFFD'])).toEqual({
      ok: true,
      values: { email: 'a@b.pl', props: { city: 'x\uFFFD' } },
    });
  });

  it('refuses a mapping to a property the account does not have', () => {
    expect(() => checker(columns('email', 'shoe'))).toThrow(/unknown property shoe/);
  });

  it('answers as checkPropertyValue for every value, however often values repeat (the per-column memo changes nothing)', () => {
    const points = PROPS.get('points')!;
    const plan = PROPS.get('plan')!;
    const ctx = { allowOtherGsmPrefixes: false, now: () => NOW };
    const cell = fc.oneof(
      fc.integer({ min: -5, max: 120 }).map(String),
      fc.constantFrom('pro', 'BASIC', 'x', ' 7 ', '1e2'),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 200 }), (rows) => {
        const check = checker(columns('email', 'points', 'plan'));
        for (const [p, l] of rows) {
          const expected = [
            ['points', checkPropertyValue(points, p, ctx)],
            ['plan', checkPropertyValue(plan, l, ctx)],
          ] as const;
          const failed = expected.find(([, c]) => !c.ok);
          const got = check(['a@b.pl', p, l]);
          if (failed) expect(got).toEqual({ ok: false, code: (failed[1] as { code: string }).code, field: failed[0] });
          else
            expect(got).toEqual({
              ok: true,
              values: {
                email: 'a@b.pl',
                props: Object.fromEntries(
                  expected.filter(([, c]) => c.ok && c.value !== null).map(([f, c]) => [f, (c as { value: unknown }).value]),
                ),
              },
            });
        }
      }),
      { numRuns: 200 },
    );
    // Past the memo's trial (20 000 look-ups) a column of mostly unique values drops its memo; answers stay the same.
    const check = checker(columns('email', 'points'), { columnCount: 2 });
    for (let i = 0; i < 25_000; i++) {
      const value = String(i % 150);
      const result = check(['a@b.pl', value]);
      expect(result.ok).toBe(i % 150 <= 100);
    }
  });
});

describe('dates and growing lists', () => {
  it('reads a date column in its format into the stored form, year-less dates included', () => {
    const mapping: ImportMapping = [
      { column: 0, field: 'email' },
      { column: 1, field: 'birthday', dateFormat: 'MM/DD' },
    ];
    const check = checker(mapping);
    expect(check(['a@b.pl', '02/29'])).toEqual({ ok: true, values: { email: 'a@b.pl', props: { birthday: '--02-29' } } });
    expect(check(['a@b.pl', '1990-05-10'])).toEqual({ ok: true, values: { email: 'a@b.pl', props: { birthday: '1990-05-10' } } });
    expect(check(['a@b.pl', '13/01'])).toEqual({ ok: false, code: 'SUBSCRIBER_INVALID_DATE', field: 'birthday' });
    // Without a format, only the stored forms pass.
    expect(checker(columns('email', 'birthday'))(['a@b.pl', '05/10'])).toMatchObject({ ok: false, code: 'SUBSCRIBER_INVALID_DATE' });
    expect(checker(columns('email', 'birthday'))(['a@b.pl', '--05-10'])).toMatchObject({ ok: true });
    // Our exports neutralise a cell starting with "-" ('--05-10'); it reads back as the date.
    expect(checker(columns('email', 'birthday'))(['a@b.pl', neutraliseCell('--05-10')])).toEqual({
      ok: true,
      values: { email: 'a@b.pl', props: { birthday: '--05-10' } },
    });
    expect(neutraliseCell('--05-10')).not.toBe('--05-10');
  });

  it('adds the values a created multilist meets, within the list limits, and reports them', () => {
    const check = checker(columns('email', 'tags'), { listsGrow: new Set(['tags']) });
    expect(check(['a@b.pl', '"VIP","Newsletter"'])).toEqual({
      ok: true,
      values: { email: 'a@b.pl', props: { tags: ['VIP', 'Newsletter'] } },
    });
    expect(check(['a@b.pl', '"vip",a'])).toEqual({ ok: true, values: { email: 'a@b.pl', props: { tags: ['VIP', 'a'] } } });
    expect(check(['a@b.pl', 'x'.repeat(256)])).toEqual({ ok: false, code: 'PROPERTY_LIST_VALUE_TOO_LONG', field: 'tags' });
    const long = Array.from({ length: 5 }, (_, i) => `${i}${'y'.repeat(249)}`);
    const results = long.map((v) => check(['a@b.pl', v]).ok);
    expect(results).toEqual([true, true, true, true, false]);
    expect(check(['a@b.pl', long[4]!])).toEqual({ ok: false, code: 'PROPERTY_LIST_TOO_LONG', field: 'tags' });
    expect(check.grown().get('tags')).toEqual(['VIP', 'Newsletter', ...long.slice(0, 4)]);
    // The account's definition is not touched; a list that does not grow still refuses.
    expect(PROPS.get('tags')!.values).toEqual(['a', 'b', 'c']);
    expect(checker(columns('email', 'tags'))(['a@b.pl', 'VIP'])).toMatchObject({ ok: false, code: 'PROPERTY_VALUE_NOT_IN_LIST' });
  });
});
