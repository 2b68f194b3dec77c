import { describe, expect, it } from 'vitest';
import { PropertyBody, type Property } from '@shared/schemas/properties';
import { toFieldErrors } from '@shared/validation';
import { listLength, propertyFormValues, toPropertyBody, valueRowProblems, type PropertyFormValues } from './property-form';

const form = (patch: Partial<PropertyFormValues>): PropertyFormValues => ({
  ...propertyFormValues(),
  name: 'color',
  displayName: 'Kolor',
  ...patch,
});
const check = (v: PropertyFormValues) => {
  const input = toPropertyBody(v);
  const result = PropertyBody.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error.issues, input).map((e) => `${e.path}:${e.code}`);
};

describe('property form → PropertyBody', () => {
  it('sends only the options of its type', () => {
    expect(toPropertyBody(form({ type: 'string', maxChar: '40', minNum: '1', values: ['a'] }))).toEqual({
      type: 'string',
      name: 'color',
      displayName: 'Kolor',
      useName: true,
      maxChar: 40,
    });
    expect(toPropertyBody(form({ type: 'int', signed: false, minNum: '0', maxNum: ' ' }))).toMatchObject({
      signed: false,
      minNum: 0,
      maxNum: undefined,
    });
    expect(toPropertyBody(form({ type: 'list', values: ['red', ' ', 'green'] }))).toMatchObject({ values: ['red', 'green'] });
    expect(toPropertyBody(form({ type: 'date', placeholderName: 'dob' }))).toEqual({
      type: 'date',
      name: 'color',
      displayName: 'Kolor',
      placeholderName: 'dob',
      useName: true,
    });
  });

  it('is judged by the shared schema with the API’s codes', () => {
    expect(check(form({ type: 'string', maxChar: '0' }))).toEqual(['maxChar:PROPERTY_MAXCHAR_INVALID']);
    expect(check(form({ type: 'string', maxChar: '256' }))).toEqual(['maxChar:PROPERTY_MAXCHAR_INVALID']);
    expect(check(form({ type: 'int', signed: false, minNum: '-1' }))).toEqual(['minNum:PROPERTY_RANGE_INVALID']);
    expect(check(form({ type: 'int', minNum: '10', maxNum: '5' }))).toEqual(['maxNum:PROPERTY_RANGE_INVALID']);
    expect(check(form({ type: 'list', values: [''] }))).toEqual(['values:PROPERTY_LIST_EMPTY']);
    expect(check(form({ type: 'multilist', values: ['a', 'A'] }))).toEqual(['values:PROPERTY_LIST_DUPLICATE']);
    expect(check(form({ name: 'zły name' }))).toEqual(['name:PROPERTY_NAME_INVALID']);
    expect(check(form({ type: 'int', minNum: '-2147483648', maxNum: '2147483647' }))).toEqual([]);
  });

  it('fills from a property for editing', () => {
    const p: Property = {
      id: 'p1',
      type: 'int',
      name: 'age',
      useName: false,
      displayName: 'Wiek',
      placeholderName: 'age',
      personalProperty: false,
      kind: 'custom',
      signed: true,
      minNum: 0,
      maxNum: 120,
      editable: true,
      deletable: true,
    };
    expect(propertyFormValues(p)).toMatchObject({ type: 'int', name: 'age', useName: false, minNum: '0', maxNum: '120', values: [''] });
  });
});

describe('list values editor', () => {
  it('names each row’s problem: too long, or a repeat of an earlier one', () => {
    expect(valueRowProblems(['red', 'Red ', '', 'x'.repeat(256), 'blue'])).toEqual([
      null,
      'PROPERTY_LIST_DUPLICATE',
      null,
      'PROPERTY_LIST_VALUE_TOO_LONG',
      null,
    ]);
  });

  it('counts the characters the 1020 limit counts', () => {
    expect(listLength([' ab ', '', 'cde'])).toBe(5);
  });
});
