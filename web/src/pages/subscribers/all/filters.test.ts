import { describe, expect, it } from 'vitest';
import { BASE_PROPERTIES, PERSONAL_PROPERTIES, type PropertyDef } from '@shared/properties';
import { SubscriberListQuery } from '@shared/schemas/subscriber';
import {
  EMPTY_FILTERS,
  filterableProperties,
  filtersFromParams,
  filtersToParams,
  operatorsFor,
  toListQuery,
  type ListFilters,
} from './filters';

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
const properties = [
  ...BASE_PROPERTIES,
  ...PERSONAL_PROPERTIES,
  custom('p-age', 'int'),
  custom('p-color', 'list', { values: ['red', 'green'] }),
  custom('p-consent', 'spec_agr'),
  custom('p-phone', 'gsm'),
  custom('p-mail', 'email'),
];
const withProperty = (
  id: string,
  op: ListFilters['property'] extends infer P ? (P extends { op: infer O } ? O : never) : never,
  value = '',
): ListFilters => ({
  ...EMPTY_FILTERS,
  property: { id, op, value },
});

describe('subscriber list filters → GET /subscribers query', () => {
  it('sends nothing for no filters, and a lower-case prefix and sorted statuses when set', () => {
    expect(toListQuery(EMPTY_FILTERS, properties)).toEqual({});
    expect(toListQuery({ ...EMPTY_FILTERS, search: '  Ala@', statuses: [8, 2, 5] }, properties)).toEqual({
      search: 'ala@',
      status: '2,5,8',
    });
  });

  it('offers operators that fit the type', () => {
    expect(operatorsFor({ type: 'string' })).toEqual(['contains', 'eq', 'empty', 'notEmpty']);
    expect(operatorsFor({ type: 'int' })).not.toContain('contains');
    expect(operatorsFor({ type: 'spec_agr' })).toEqual(['notEmpty', 'empty']);
    expect(filterableProperties(properties).map((p) => p.id)).not.toContain('status');
  });

  it('leaves out an unfinished property filter instead of sending one the API refuses', () => {
    expect(toListQuery(withProperty('p-age', 'eq', '  '), properties)).toEqual({});
    expect(toListQuery(withProperty('p-gone', 'eq', '3'), properties)).toEqual({});
    expect(toListQuery(withProperty('p-age', 'contains', '3'), properties)).toEqual({});
  });

  it('sends the value as the database keeps it', () => {
    expect(toListQuery(withProperty('p-age', 'eq', ' 42 '), properties)).toEqual({ property: 'p-age', op: 'eq', value: '42' });
    expect(toListQuery(withProperty('p-mail', 'contains', 'Ala@Example'), properties)).toMatchObject({ value: 'ala@example' });
    expect(toListQuery(withProperty('p-phone', 'eq', '+48 601 234 567'), properties)).toMatchObject({ value: '48601234567' });
    expect(toListQuery(withProperty('p-phone', 'contains', '601-23'), properties)).toMatchObject({ value: '60123' });
    // Signup dates are timestamps: a day matches by containing it.
    expect(toListQuery(withProperty('createdAt', 'eq', '2026-03-01'), properties)).toEqual({
      property: 'createdAt',
      op: 'contains',
      value: '2026-03-01',
    });
    expect(toListQuery(withProperty('birthday', 'eq', '1990-05-17'), properties)).toEqual({
      property: 'birthday',
      op: 'eq',
      value: '1990-05-17',
    });
  });

  it('needs no value for empty and not empty', () => {
    expect(toListQuery(withProperty('p-consent', 'notEmpty', 'ignored'), properties)).toEqual({ property: 'p-consent', op: 'notEmpty' });
  });

  it('produces queries the API schema accepts', () => {
    const cases: ListFilters[] = [
      { search: 'a', statuses: [2, 9], property: { id: 'p-color', op: 'eq', value: 'red' } },
      withProperty('p-consent', 'empty'),
      withProperty('name', 'contains', 'Nowak'),
    ];
    for (const filters of cases) expect(SubscriberListQuery.safeParse(toListQuery(filters, properties)).success).toBe(true);
  });

  it('round-trips through the address bar and ignores junk there', () => {
    const filters: ListFilters = { search: 'ala', statuses: [3, 8], property: { id: 'p-age', op: 'eq', value: '5' } };
    expect(filtersFromParams(new URLSearchParams(filtersToParams(filters)))).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('status=1,8,x,8&property=p-age&op=like'))).toEqual({
      search: '',
      statuses: [8],
      property: null,
    });
  });
});
