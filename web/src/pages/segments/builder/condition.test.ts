import { describe, expect, it } from 'vitest';
import { allowedOperators } from '@shared/segments/typing';
import { newCondition, toDraftTree, type ConditionInput, type PropertyTypes } from './draft';
import { setAggregation, setOperator, setSource, setTarget, setWhere, splitTokens, valueInputKind, windowOfKind } from './condition';

const types: PropertyTypes = (id) =>
  ({ miasto: 'list', birthday: 'date', wiek: 'int', tagi: 'multilist', zgoda: 'spec_agr' })[id] as ReturnType<PropertyTypes>;
const c = (parts: Partial<ConditionInput>): ConditionInput => ({ ...newCondition(), ...parts });

describe('choosing a source', () => {
  it('starts the condition over, keeping its key', () => {
    const before = c({ source: 'property', target: 'wiek', aggregation: 'none', operator: 'eq', value: '5' });
    expect(setSource(before, 'field')).toEqual({ kind: 'condition', key: before.key, source: 'field' });
  });

  it('gives activity its usual start and status its only aggregation', () => {
    expect(setSource(c({}), 'activity')).toMatchObject({
      target: '*',
      events: [],
      window: { kind: 'last', days: '30' },
      aggregation: 'count',
      operator: 'gte',
      value: '',
    });
    expect(setSource(c({}), 'status')).toMatchObject({ source: 'status', aggregation: 'none' });
  });
});

describe('a custom-event condition', () => {
  it('starts as “how many in the last 30 days”, keeps count and value as the name is typed, and sends the name trimmed', () => {
    const started = setSource(c({}), 'event');
    expect(started).toMatchObject({ source: 'event', window: { kind: 'last', days: '30' }, aggregation: 'count', operator: 'gte' });
    expect(started.events).toBeUndefined();
    const named = setTarget({ ...started, value: '2' }, ' order.paid ', types);
    expect(named).toMatchObject({ target: ' order.paid ', aggregation: 'count', operator: 'gte', value: '2' });
    expect(toDraftTree(named, types)).toEqual({
      kind: 'condition',
      source: 'event',
      target: 'order.paid',
      window: { kind: 'last', days: 30 },
      aggregation: 'count',
      operator: 'gte',
      value: 2,
    });
  });
});

describe('a custom event’s property filter', () => {
  it('sends numbers where numbers are compared, text otherwise, and nothing while nothing is typed', () => {
    const started = { ...setSource(c({}), 'event'), target: 'order.paid', value: '1' };
    expect(toDraftTree(setWhere(started, { property: ' total ', operator: 'gte', value: '100' }), types)).toMatchObject({
      where: { property: 'total', operator: 'gte', value: 100 },
    });
    expect(toDraftTree(setWhere(started, { property: 'code', operator: 'eq', value: '050' }), types)).toMatchObject({
      where: { property: 'code', operator: 'eq', value: '050' },
    });
    expect(toDraftTree(setWhere(started, { property: '', value: '' }), types)).not.toHaveProperty('where');
    // Half typed: sent as it is, so the API's checks name what is missing.
    expect(toDraftTree(setWhere(started, { value: 'x' }), types)).toMatchObject({ where: { property: '', value: 'x' } });
  });
});

describe('choosing a target', () => {
  it('picks the value itself as the aggregation', () => {
    expect(setTarget(c({ source: 'property' }), 'birthday', types)).toMatchObject({ target: 'birthday', aggregation: 'none' });
  });

  it('keeps the operator and value while the type still allows them, and drops them otherwise', () => {
    const text = c({ source: 'field', target: 'name', aggregation: 'none', operator: 'contains', value: 'ann' });
    expect(setTarget(text, 'source', types)).toMatchObject({ target: 'source', operator: 'contains', value: 'ann' });
    const gone = setTarget(text, 'createdAt', types);
    expect(gone).toMatchObject({ target: 'createdAt', aggregation: 'none', operator: undefined, value: undefined });
    // Same operator, another kind of value: the operator stays, the value starts empty.
    const eq = c({ source: 'property', target: 'miasto', aggregation: 'none', operator: 'eq', value: 'Kraków' });
    expect(setTarget(eq, 'wiek', types)).toMatchObject({ operator: 'eq', value: '' });
  });

  it('keeps an activity condition whole when another mailing is chosen', () => {
    const activity = { ...setSource(c({}), 'activity'), value: '3' };
    expect(setTarget(activity, '01MAILING', types)).toMatchObject({
      target: '01MAILING',
      aggregation: 'count',
      operator: 'gte',
      value: '3',
    });
  });
});

describe('choosing an aggregation', () => {
  it('keeps an operator the new kind allows, with an empty value when the kind changed', () => {
    const date = c({ source: 'property', target: 'birthday', aggregation: 'none', operator: 'lte', value: '2026-01-01' });
    expect(setAggregation(date, 'anniversary', types)).toMatchObject({ aggregation: 'anniversary', operator: 'lte', value: '' });
    const list = c({ source: 'property', target: 'tagi', aggregation: 'none', operator: 'contains', value: 'a' });
    expect(setAggregation(list, 'count', types)).toMatchObject({ aggregation: 'count', operator: undefined, value: undefined });
  });
});

describe('choosing an operator', () => {
  it('reshapes the value and keeps what was typed', () => {
    const one = c({ operator: 'eq', value: 'Kraków' });
    expect(setOperator(one, 'in').value).toEqual(['Kraków']);
    expect(setOperator(one, 'between').value).toEqual(['Kraków', '']);
    expect(setOperator(one, 'isNull').value).toBeUndefined();
    expect(setOperator(c({ operator: 'in', value: ['a', 'b', 'c'] }), 'eq').value).toBe('a');
    expect(setOperator(c({ operator: 'isNull' }), 'in').value).toEqual([]);
    expect(setOperator(c({ operator: 'isNull' }), 'gt').value).toBe('');
  });
});

describe('the value input', () => {
  it('fits the operator and what is compared', () => {
    expect(valueInputKind(undefined, 'number', false)).toBe('none');
    expect(valueInputKind('isNotNull', 'string', true)).toBe('none');
    expect(valueInputKind('eq', undefined, false)).toBe('none');
    expect(valueInputKind('gte', 'number', false)).toBe('number');
    expect(valueInputKind('contains', 'string', false)).toBe('text');
    expect(valueInputKind('lt', 'date', false)).toBe('date');
    expect(valueInputKind('gt', 'consent', false)).toBe('date');
    expect(valueInputKind('eq', 'string', true)).toBe('select');
    expect(valueInputKind('contains', 'multilist', true)).toBe('select');
    expect(valueInputKind('in', 'string', true)).toBe('multiselect');
    expect(valueInputKind('notIn', 'number', false)).toBe('tokens');
    expect(valueInputKind('between', 'number', false)).toBe('numberRange');
    expect(valueInputKind('between', 'date', false)).toBe('dateRange');
  });

  it('has an input for every operator typing.ts allows', () => {
    for (const kind of ['number', 'string', 'date', 'multilist', 'consent'] as const) {
      const shape = { source: 'property' as const, target: 'x', aggregation: 'none' as const };
      const type = ({ number: 'int', string: 'string', date: 'date', multilist: 'multilist', consent: 'spec_agr' } as const)[kind];
      for (const op of allowedOperators(shape, type)) {
        const input = valueInputKind(op, kind, false);
        expect(op === 'isNull' || op === 'isNotNull' ? input === 'none' : input !== 'none', `${kind} ${op}`).toBe(true);
      }
    }
  });

  it('splits typed tokens on commas and lines', () => {
    expect(splitTokens(' Kraków, Gdańsk\nKraków;; ')).toEqual(['Kraków', 'Gdańsk']);
  });

  it('keeps a window’s typed parts when its kind is chosen again', () => {
    expect(windowOfKind('last', undefined)).toEqual({ kind: 'last', days: '30' });
    expect(windowOfKind('last', { kind: 'last', days: '7' })).toEqual({ kind: 'last', days: '7' });
    expect(windowOfKind('between', { kind: 'last', days: '7' })).toEqual({ kind: 'between', from: '', to: '' });
  });
});
