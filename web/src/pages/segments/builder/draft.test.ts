import { describe, expect, it } from 'vitest';
import { SegmentBody } from '@shared/schemas/segments';
import type { SegmentGroup } from '@shared/segments/model';
import { checkSegmentTree } from '@shared/segments/validate';
import {
  conditionKind,
  fromSegmentTree,
  newCondition,
  newGroup,
  toDraftTree,
  toScalar,
  toValue,
  treeSignature,
  type ConditionInput,
  type GroupInput,
  type PropertyTypes,
} from './draft';

const types: PropertyTypes = (id) =>
  ({ miasto: 'list', birthday: 'date', wiek: 'int', tagi: 'multilist', zgoda: 'spec_agr' })[id] as ReturnType<PropertyTypes>;
const c = (parts: Partial<ConditionInput>): ConditionInput => ({ ...newCondition(), ...parts });

/** The spec's example: opened at least 3 mailings in 30 days AND (city in [Kraków, Gdańsk] OR birthday within 7 days) AND NOT clicked mailing X. */
function example(): GroupInput {
  return {
    ...newGroup('and', []),
    children: [
      c({
        source: 'activity',
        target: '*',
        events: ['opened'],
        window: { kind: 'last', days: '30' },
        aggregation: 'count',
        operator: 'gte',
        value: '3',
      }),
      {
        ...newGroup('or', []),
        children: [
          c({ source: 'property', target: 'miasto', aggregation: 'none', operator: 'in', value: ['Kraków', 'Gdańsk'] }),
          c({ source: 'property', target: 'birthday', aggregation: 'anniversary', operator: 'lte', value: ' 7 ' }),
        ],
      },
      c({
        source: 'activity',
        target: '01MAILINGX',
        events: ['clicked'],
        window: { kind: 'ever' },
        aggregation: 'count',
        operator: 'eq',
        value: '0',
      }),
    ],
  };
}

describe('typed values', () => {
  it('become numbers where numbers are compared; anything else stays as typed, to be refused', () => {
    expect(toScalar(' 7 ', 'number')).toBe(7);
    expect(toScalar('-2.5', 'number')).toBe(-2.5);
    expect(toScalar('7a', 'number')).toBe('7a');
    expect(toScalar('  ', 'number')).toBeUndefined();
    expect(toScalar(' Kraków ', 'string')).toBe('Kraków');
    expect(toScalar('2026-01-05', 'date')).toBe('2026-01-05');
  });

  it('take the operator’s shape: none, one, a list or a range', () => {
    expect(toValue('5', 'isNull', 'number')).toBeUndefined();
    expect(toValue(['1', ' ', '2'], 'in', 'number')).toEqual([1, 2]);
    expect(toValue([], 'notIn', 'string')).toBeUndefined();
    expect(toValue(['1', '9'], 'between', 'number')).toEqual([1, 9]);
    expect(toValue(['', '9'], 'between', 'number')).toEqual([9]);
    expect(toValue(['a', 'b'], 'eq', 'string')).toBe('a');
    expect(toValue('x', undefined, 'string')).toBeUndefined();
  });

  it('are compared as the target’s type after its aggregation says', () => {
    expect(conditionKind(c({ source: 'property', target: 'birthday', aggregation: 'none' }), types)).toBe('date');
    expect(conditionKind(c({ source: 'property', target: 'birthday', aggregation: 'anniversary' }), types)).toBe('number');
    expect(conditionKind(c({ source: 'property', target: 'tagi', aggregation: 'none' }), types)).toBe('multilist');
    expect(conditionKind(c({ source: 'consent', target: 'zgoda', aggregation: 'none' }), types)).toBe('consent');
    expect(conditionKind(c({ source: 'status', aggregation: 'none' }), types)).toBe('number');
    expect(conditionKind(c({ source: 'activity', target: '*', aggregation: 'count' }), types)).toBe('number');
    expect(conditionKind(c({ source: 'property', target: 'gone', aggregation: 'none' }), types)).toBeUndefined();
    expect(conditionKind(c({ source: 'field', target: 'email' }), types)).toBeUndefined();
  });
});

describe('the draft → API body conversion', () => {
  it('turns the spec’s example into a tree the shared rules and SegmentBody accept', () => {
    const draft = toDraftTree(example(), types);
    expect(checkSegmentTree(draft, { propertyType: types })).toEqual([]);
    expect(draft.children![0]).toEqual({
      kind: 'condition',
      source: 'activity',
      target: '*',
      events: ['opened'],
      window: { kind: 'last', days: 30 },
      aggregation: 'count',
      operator: 'gte',
      value: 3,
    });
    expect(draft.children![1]).toMatchObject({ kind: 'group', op: 'or', children: [{ value: ['Kraków', 'Gdańsk'] }, { value: 7 }] });
    const body = SegmentBody.safeParse({ name: 'Przykład', type: 'static', conditions: draft });
    expect(body.success).toBe(true);
  });

  it('leaves out what does not belong (a status target, activity parts of data conditions, keys)', () => {
    const draft = toDraftTree(
      {
        ...newGroup('and', []),
        children: [c({ source: 'status', target: 'x', aggregation: 'none', operator: 'in', value: ['8', '5'], window: { kind: 'ever' } })],
      },
      types,
    );
    expect(draft).toEqual({
      kind: 'group',
      op: 'and',
      children: [{ kind: 'condition', source: 'status', aggregation: 'none', operator: 'in', value: [8, 5] }],
    });
  });

  it('keeps what is missing missing, so the checks say so at the right paths', () => {
    const tree: GroupInput = {
      ...newGroup('and', []),
      children: [
        c({}),
        c({
          source: 'activity',
          target: '*',
          events: [],
          window: { kind: 'last', days: '' },
          aggregation: 'count',
          operator: 'gte',
          value: '-1',
        }),
        { ...newGroup('or', []), children: [c({ source: 'property', target: 'miasto', aggregation: 'none', operator: 'in', value: [] })] },
        c({ source: 'property', target: 'wiek', aggregation: 'none', operator: 'between', value: ['9', ''] }),
        c({ source: 'property', target: 'wiek', aggregation: 'none', operator: 'eq', value: 'dużo' }),
      ],
    };
    const codes = checkSegmentTree(toDraftTree(tree, types), { propertyType: types }).map((e) => `${e.path} ${e.code}`);
    expect(codes).toEqual([
      'children.0.source SEGMENT_MISSING_TARGET',
      'children.1.events SEGMENT_MISSING_EVENTS',
      'children.1.window.days SEGMENT_MISSING_WINDOW',
      'children.1.value SEGMENT_NEGATIVE_VALUE',
      'children.2.children.0.value SEGMENT_MISSING_IN_VALUES',
      'children.3.value SEGMENT_MISSING_VALUE',
      'children.4.value VALIDATION_INVALID_TYPE',
    ]);
  });

  it('reads a saved tree back as the builder holds it, with fresh keys', () => {
    const saved = toDraftTree(example(), types) as unknown as SegmentGroup;
    const back = fromSegmentTree(saved);
    expect(toDraftTree(back, types)).toEqual(saved);
    expect(treeSignature(back)).toBe(treeSignature(fromSegmentTree(saved)));
    expect(back.key).not.toBe(fromSegmentTree(saved).key);
    const activity = back.children[0] as ConditionInput;
    expect(activity).toMatchObject({ value: '3', window: { kind: 'last', days: '30' } });
  });
});
