import { describe, expect, it } from 'vitest';
import type { PropertyType } from '../properties';
import { SegmentConditions } from '../schemas/segments';
import { toFieldErrors } from '../validation';
import { MAX_CONDITIONS, MAX_DEPTH } from './model';
import { checkSegmentTree, checkTreeSize, type DraftNode } from './validate';

const types: Record<string, PropertyType> = { city: 'list', points: 'int', tags: 'multilist', birthday: 'date', consent: 'spec_agr' };
const ctx = { propertyType: (id: string) => types[id], mailingKnown: (id: string) => id === 'm1' };
const codes = (root: DraftNode) => Object.fromEntries(checkSegmentTree(root, ctx).map((e) => [e.path, e.code]));
const group = (...children: DraftNode[]): DraftNode => ({ kind: 'group', op: 'and', children });

describe('segment validation', () => {
  it('accepts the spec’s example', () => {
    const tree = group(
      {
        kind: 'condition',
        source: 'activity',
        target: '*',
        events: ['opened'],
        window: { kind: 'last', days: 30 },
        aggregation: 'count',
        operator: 'gte',
        value: 3,
      },
      {
        kind: 'group',
        op: 'or',
        children: [
          { kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: ['Kraków', 'Gdańsk'] },
          { kind: 'condition', source: 'property', target: 'birthday', aggregation: 'anniversary', operator: 'lte', value: 7 },
        ],
      },
      {
        kind: 'condition',
        source: 'activity',
        target: 'm1',
        events: ['clicked'],
        window: { kind: 'ever' },
        aggregation: 'count',
        operator: 'eq',
        value: 0,
      },
    );
    expect(checkSegmentTree(tree, ctx)).toEqual([]);
  });

  it('checks a custom-event condition: a well-formed name, a window, counts compared as numbers', () => {
    const event = (extra: Partial<DraftNode>) =>
      group({
        kind: 'condition',
        source: 'event',
        target: 'order.paid',
        window: { kind: 'last', days: 30 },
        aggregation: 'count',
        operator: 'gte',
        value: 2,
        ...extra,
      } as DraftNode);
    // A name no event was told under yet is still a condition: the segment fills once they come.
    expect(codes(event({}))).toEqual({});
    expect(codes(event({ target: 'Order Paid' } as Partial<DraftNode>))).toEqual({ 'children.0.target': 'EVENT_NAME_INVALID' });
    expect(codes(event({ target: '' } as Partial<DraftNode>))).toEqual({ 'children.0.target': 'SEGMENT_MISSING_TARGET' });
    expect(codes(event({ window: undefined } as Partial<DraftNode>))).toEqual({ 'children.0.window': 'SEGMENT_MISSING_WINDOW' });
    expect(codes(event({ aggregation: 'none' } as Partial<DraftNode>))).toEqual({ 'children.0.aggregation': 'SEGMENT_TYPE_NOT_SUPPORTED' });
    expect(codes(event({ value: 'two' } as Partial<DraftNode>))).toEqual({ 'children.0.value': 'VALIDATION_INVALID_TYPE' });
    expect(codes(event({ value: -1 } as Partial<DraftNode>))).toEqual({ 'children.0.value': 'SEGMENT_NEGATIVE_VALUE' });
    // Only some of the name's events: a property as events name them, an operator, a value of its kind.
    const where = (w: object) => event({ where: w } as Partial<DraftNode>);
    expect(codes(where({ property: 'total', operator: 'gte', value: 100 }))).toEqual({});
    expect(codes(where({ property: 'category', operator: 'eq', value: 'buty' }))).toEqual({});
    expect(codes(where({ property: 'total', operator: 'gte', value: 'sto' }))).toEqual({
      'children.0.where.value': 'VALIDATION_INVALID_TYPE',
    });
    expect(codes(where({ property: 'bad name', operator: 'eq', value: 'x' }))).toEqual({
      'children.0.where.property': 'EVENT_PROPERTIES_INVALID',
    });
    expect(codes(where({ property: 'total', operator: 'eq' }))).toEqual({ 'children.0.where.value': 'SEGMENT_MISSING_VALUE' });
    expect(codes(where({ property: 'total', value: 1 }))).toEqual({ 'children.0.where.operator': 'SEGMENT_MISSING_OPERATOR' });
    const onActivity = group({
      kind: 'condition',
      source: 'activity',
      target: '*',
      events: ['opened'],
      window: { kind: 'ever' },
      where: { property: 'total', operator: 'eq', value: 1 },
      aggregation: 'count',
      operator: 'gte',
      value: 1,
    });
    expect(codes(onActivity)).toEqual({ 'children.0.where': 'SEGMENT_STRUCTURE_INVALID' });
  });

  it('names every missing part with its own code', () => {
    expect(codes(group())).toEqual({ children: 'SEGMENT_MISSING_CHILDREN' });
    expect(codes(group({ kind: 'group', op: 'or', children: [] }))).toEqual({ 'children.0.children': 'SEGMENT_MISSING_CHILDREN' });
    expect(codes(group({ kind: 'condition', source: 'property', target: 'points' }))).toEqual({
      'children.0.aggregation': 'SEGMENT_MISSING_AGGREGATION',
      'children.0.operator': 'SEGMENT_MISSING_OPERATOR',
    });
    expect(codes(group({ kind: 'condition', source: 'property', aggregation: 'none', operator: 'eq', value: 1 }))).toEqual({
      'children.0.target': 'SEGMENT_MISSING_TARGET',
    });
    expect(codes(group({ kind: 'condition', source: 'property', target: 'points', aggregation: 'none', operator: 'eq' }))).toEqual({
      'children.0.value': 'SEGMENT_MISSING_VALUE',
    });
    expect(codes(group({ kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: [] }))).toEqual(
      { 'children.0.value': 'SEGMENT_MISSING_IN_VALUES' },
    );
    expect(
      codes(
        group({ kind: 'condition', source: 'activity', target: '*', events: ['opened'], aggregation: 'count', operator: 'gt', value: 1 }),
      ),
    ).toEqual({ 'children.0.window': 'SEGMENT_MISSING_WINDOW' });
    expect(
      codes(
        group({
          kind: 'condition',
          source: 'activity',
          target: '*',
          window: { kind: 'ever' },
          aggregation: 'count',
          operator: 'gt',
          value: 1,
        }),
      ),
    ).toEqual({ 'children.0.events': 'SEGMENT_MISSING_EVENTS' });
  });

  it('refuses negative values, targets that do not exist and operators the type does not support', () => {
    expect(
      codes(
        group({
          kind: 'condition',
          source: 'activity',
          target: '*',
          events: ['opened'],
          window: { kind: 'last', days: -5 },
          aggregation: 'count',
          operator: 'gt',
          value: -1,
        }),
      ),
    ).toEqual({
      'children.0.window.days': 'SEGMENT_NEGATIVE_VALUE',
      'children.0.value': 'SEGMENT_NEGATIVE_VALUE',
    });
    // A signed int property may be compared with a negative number.
    expect(
      codes(group({ kind: 'condition', source: 'property', target: 'points', aggregation: 'none', operator: 'gt', value: -1 })),
    ).toEqual({});
    expect(
      codes(group({ kind: 'condition', source: 'property', target: 'gone', aggregation: 'none', operator: 'eq', value: 'x' })),
    ).toEqual({ 'children.0.target': 'SEGMENT_SPEC_NOT_FOUND' });
    expect(codes(group({ kind: 'condition', source: 'consent', target: 'city', aggregation: 'none', operator: 'isNull' }))).toEqual({
      'children.0.target': 'SEGMENT_SPEC_NOT_FOUND',
    });
    expect(
      codes(
        group({
          kind: 'condition',
          source: 'activity',
          target: 'm9',
          events: ['opened'],
          window: { kind: 'ever' },
          aggregation: 'count',
          operator: 'gt',
          value: 0,
        }),
      ),
    ).toEqual({ 'children.0.target': 'SEGMENT_SPEC_NOT_FOUND' });
    expect(codes(group({ kind: 'condition', source: 'property', target: 'city', aggregation: 'sum', operator: 'gt', value: 1 }))).toEqual({
      'children.0.aggregation': 'SEGMENT_TYPE_NOT_SUPPORTED',
    });
    expect(
      codes(group({ kind: 'condition', source: 'property', target: 'points', aggregation: 'none', operator: 'contains', value: 1 })),
    ).toEqual({ 'children.0.operator': 'SEGMENT_TYPE_NOT_SUPPORTED' });
    expect(
      codes(group({ kind: 'condition', source: 'property', target: 'birthday', aggregation: 'none', operator: 'gt', value: '2026-02-30' })),
    ).toEqual({ 'children.0.value': 'VALIDATION_INVALID_DATE' });
    expect(
      codes(group({ kind: 'condition', source: 'property', target: 'points', aggregation: 'none', operator: 'between', value: [5, 1] })),
    ).toEqual({ 'children.0.value': 'VALIDATION_INVALID_VALUE' });
  });

  it('limits depth and size', () => {
    let deep: DraftNode = { kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'eq', value: 8 };
    for (let i = 0; i < 6; i++) deep = group(deep);
    expect(Object.values(codes(deep))).toContain('SEGMENT_STRUCTURE_INVALID');
  });

  const status: DraftNode = { kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'eq', value: 8 };
  const nestedIn = (levels: number) => {
    let tree: DraftNode = status;
    for (let i = 0; i < levels; i++) tree = group(tree);
    return tree;
  };
  const schemaErrors = (tree: unknown) => {
    const result = SegmentConditions.safeParse(tree);
    return result.success ? [] : toFieldErrors(result.error.issues, tree);
  };

  it('measure a tree as sent without recursion, stopping at the first limit passed', () => {
    expect(checkTreeSize(nestedIn(MAX_DEPTH))).toBeNull();
    expect(checkTreeSize(nestedIn(MAX_DEPTH + 1))).toEqual({
      path: '',
      code: 'SEGMENT_STRUCTURE_INVALID',
      params: { maxDepth: MAX_DEPTH },
    });
    // Far deeper than any stack: measured, not walked recursively.
    expect(checkTreeSize(nestedIn(200_000))).toMatchObject({ params: { maxDepth: MAX_DEPTH } });
    expect(checkTreeSize(group(...Array.from({ length: MAX_CONDITIONS }, () => status)))).toBeNull();
    expect(checkTreeSize(group(...Array.from({ length: MAX_CONDITIONS + 1 }, () => status)))).toMatchObject({
      params: { maxConditions: MAX_CONDITIONS },
    });
    expect(checkTreeSize(group(...Array.from({ length: 100_000 }, () => group())))).toMatchObject({
      params: { maxConditions: MAX_CONDITIONS },
    });
    // Fifty conditions each in its own group, the largest tree the builder makes, passes.
    expect(checkTreeSize(group(...Array.from({ length: MAX_CONDITIONS }, () => group(group(group(group(status)))))))).toBeNull();
  });

  it('answer one bounded error for a tree nested thousands of levels deep, never a stack overflow', () => {
    expect(schemaErrors(nestedIn(5000))).toEqual([{ path: '', code: 'SEGMENT_STRUCTURE_INVALID', params: { maxDepth: MAX_DEPTH } }]);
    expect(schemaErrors(nestedIn(MAX_DEPTH + 1))).toEqual([
      { path: '', code: 'SEGMENT_STRUCTURE_INVALID', params: { maxDepth: MAX_DEPTH } },
    ]);
    expect(schemaErrors(nestedIn(MAX_DEPTH - 1))).toEqual([]);
    // checkSegmentTree itself stops at the limit too: one error, however deep.
    expect(checkSegmentTree(nestedIn(500)).filter((e) => e.code === 'SEGMENT_STRUCTURE_INVALID')).toHaveLength(1);
  });

  it('refuse control characters in compared values and targets, keeping their spaces', () => {
    const valued = (value: unknown) =>
      group({ kind: 'condition', source: 'field', target: 'name', aggregation: 'none', operator: 'contains', value } as DraftNode);
    expect(schemaErrors(valued('a\u0000b'))).toEqual([{ path: 'children.0.value', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]);
    expect(schemaErrors(valued(['ok', 'a\u202Eb']))).toEqual([{ path: 'children.0.value.1', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]);
    expect(SegmentConditions.parse(valued(' Jan '))).toMatchObject({ children: [{ value: ' Jan ' }] });
  });
});
