import { describe, expect, it } from 'vitest';
import { PERSONAL_PROPERTIES, PROPERTY_LIMITS, type PropertyDef } from '@shared/properties';
import type { ImportNewProperty } from '@shared/schemas/imports';
import { planNewProperties } from './new-properties';

const custom = (id: string, name: string, type: PropertyDef['type']): PropertyDef => ({
  id,
  type,
  name,
  useName: false,
  displayName: name,
  placeholderName: name,
  personalProperty: false,
  kind: 'custom',
});
const account = (...defs: PropertyDef[]) => new Map([...PERSONAL_PROPERTIES, ...defs].map((d) => [d.id, d]));
const np = (column: number, name: string, type: ImportNewProperty['type'], extra: Partial<ImportNewProperty> = {}): ImportNewProperty => ({
  column,
  name,
  displayName: name,
  type,
  ...extra,
});
const email = [{ column: 0, field: 'email' }];
const rows = [
  ['a@b.pl', '"VIP","Newsletter"', '3', '2024-03-15 10:22:00'],
  ['c@d.pl', '"vip"', '5', ''],
];

describe('planning the properties an import creates', () => {
  it('plans virtual definitions mapped to their columns; a list takes the sample’s values', () => {
    const plan = planNewProperties(
      [np(1, 'tags', 'multilist'), np(2, 'member_rating', 'int'), np(3, 'optin_time', 'date', { dateFormat: 'ISO_DATETIME' })],
      email,
      account(),
      rows,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.mapping).toEqual([
      ...email,
      { column: 1, field: 'new-tags' },
      { column: 2, field: 'new-member_rating' },
      { column: 3, field: 'new-optin_time', dateFormat: 'ISO_DATETIME' },
    ]);
    expect(plan.propsById.get('new-tags')).toMatchObject({ type: 'multilist', values: ['VIP', 'Newsletter'] });
    expect(plan.toCreate.get('new-member_rating')).toMatchObject({ type: 'int', signed: true, placeholderName: 'member_rating' });
  });

  it('uses the account’s property of that name and type, and refuses one of another type', () => {
    const plan = planNewProperties(
      [np(1, 'Tags', 'multilist'), np(2, 'member_rating', 'int')],
      email,
      account(custom('P1', 'tags', 'multilist'), custom('P2', 'member_rating', 'string')),
      rows,
    );
    expect(plan.mapping).toContainEqual({ column: 1, field: 'P1' });
    expect(plan.errors).toEqual([
      { path: 'newProperties.1.name', code: 'PROPERTY_EXISTS', params: { name: 'member_rating', type: 'string' } },
    ]);
    expect(plan.toCreate.size).toBe(0);
  });

  it('refuses reserved names, a list with no values, a column mapped already, and the account’s limit', () => {
    const plan = planNewProperties([np(1, 'source', 'string'), np(0, 'x', 'string'), np(3, 'tags', 'multilist')], email, account(), [
      ['a@b.pl', '', '', ''],
    ]);
    expect(plan.errors.map((e) => [e.path, e.code])).toEqual([
      ['newProperties.0.name', 'PROPERTY_NAME_RESERVED'],
      ['newProperties.1.column', 'IMPORT_MAPPING_DUPLICATE'],
      ['newProperties.2.values', 'PROPERTY_LIST_EMPTY'],
    ]);
    const full = account(...Array.from({ length: PROPERTY_LIMITS.customMax }, (_, i) => custom(`P${i}`, `p${i}`, 'string')));
    expect(planNewProperties([np(2, 'member_rating', 'int')], email, full, rows).errors).toEqual([
      { path: 'newProperties', code: 'PROPERTY_LIMIT_EXCEEDED', params: { max: PROPERTY_LIMITS.customMax } },
    ]);
  });
});
