import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PropertyType } from '../properties';
import { ACTIVITY_TYPES } from '../schemas/subscriber-records';
import { EVENT_PROPERTY_OPERATORS } from '../rules/custom-events';
import { buildBatch, type SubscriberInput } from './batch';
import { DEFAULT_TIME_ZONE } from '../rules/time-zone';
import { zonedDays } from './dates';
import { compileSegment } from './evaluate';
import { AGGREGATIONS, type SegmentCondition, type SegmentGroup, type SegmentNode } from './model';
import { referenceMatches } from './testing/reference-evaluator';
import { allowedAggregations, allowedOperators, LIST_OPS, NO_VALUE_OPS, RANGE_OPS, targetType, valueKind } from './typing';
import { checkSegmentTree } from './validate';

const TYPES: Record<string, PropertyType> = {
  city: 'list',
  nick: 'string',
  points: 'int',
  tags: 'multilist',
  birthday: 'date',
  consent: 'spec_agr',
};
const propertyType = (id: string) => TYPES[id];
const CITIES = ['Kraków', 'Gdańsk', 'Poznań', 'kraków'];
const WORDS = ['ala', 'ola', 'kot', 'Ala'];
const TAGS = ['a', 'b', 'c'];
const MAILINGS = ['m1', 'm2', 'm3'];
const EVENT_NAMES = ['order.paid', 'cart.abandoned', 'signed_up'];

/** Moments that stress the calendar: leap days, month ends, DST changes, New Year. */
const NOWS = [
  '2024-02-29T10:00:00Z',
  '2025-02-28T23:30:00Z',
  '2025-03-30T01:30:00Z',
  '2025-10-26T00:30:00Z',
  '2025-12-31T23:10:00Z',
  '2026-01-31T12:00:00Z',
  '2026-11-22T09:00:00Z',
];

const dateArb = fc.date({ min: new Date('1996-02-01T00:00:00Z'), max: new Date('2027-03-01T00:00:00Z'), noInvalidDate: true });
const civil = dateArb.map((d) => d.toISOString().slice(0, 10));

const rowArb: fc.Arbitrary<Omit<SubscriberInput, 'id'>> = fc.record({
  status: fc.constantFrom(2, 3, 5, 6, 8),
  fields: fc.record({
    email: fc.option(fc.constantFrom('ala@x.pl', 'OLA@kot.pl', 'kot@ala.com'), { nil: undefined }),
    name: fc.option(fc.constantFrom(...WORDS, ''), { nil: undefined }),
    createdAt: fc.option(
      dateArb.map((d) => d.toISOString()),
      { nil: undefined },
    ),
    // Issue 18: the engagement score, a number among the base fields (none before a recalculation).
    score: fc.option(fc.integer({ min: -100, max: 100 }), { nil: undefined }),
  }),
  props: fc.record(
    {
      city: fc.option(fc.constantFrom('Kraków', 'Gdańsk', 'Poznań'), { nil: undefined }),
      nick: fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
      points: fc.option(fc.integer({ min: -5, max: 20 }), { nil: undefined }),
      tags: fc.option(fc.subarray(TAGS, { minLength: 1 }), { nil: undefined }),
      // Birthdays without a year (--MM-DD, 29 February among them) beside whole dates.
      birthday: fc.option(
        fc.oneof(
          civil,
          civil.map((d) => `--${d.slice(5)}`),
          fc.constant('--02-29'),
        ),
        { nil: undefined },
      ),
      consent: fc.option(
        dateArb.map((d) => d.toISOString()),
        { nil: undefined },
      ),
    },
    { requiredKeys: [] },
  ),
  events: fc.array(
    fc.record({
      type: fc.constantFrom(...ACTIVITY_TYPES),
      at: fc
        .date({ min: new Date('2023-11-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      mailingId: fc.option(fc.constantFrom(...MAILINGS), { nil: undefined }),
    }),
    { maxLength: 8 },
  ),
  customEvents: fc.array(
    fc.record({
      name: fc.constantFrom(...EVENT_NAMES),
      properties: fc.option(
        fc.record(
          {
            // Few values, so that comparisons often meet their bounds.
            total: fc.constantFrom(0, 50, 100, 120, '120', 'dużo'),
            category: fc.constantFrom('Buty', 'buty', 'torby', true),
          },
          { requiredKeys: [] },
        ),
        { nil: undefined },
      ),
      time: fc
        .date({ min: new Date('2023-11-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    }),
    { maxLength: 6 },
  ),
});

const TARGETS: { source: SegmentCondition['source']; target: string }[] = [
  { source: 'status', target: '' },
  { source: 'field', target: 'email' },
  { source: 'field', target: 'name' },
  { source: 'field', target: 'createdAt' },
  { source: 'field', target: 'score' },
  ...['city', 'nick', 'points', 'tags', 'birthday'].map((target) => ({ source: 'property' as const, target })),
  { source: 'consent', target: 'consent' },
  { source: 'activity', target: '*' },
  { source: 'activity', target: 'm2' },
  { source: 'event', target: 'order.paid' },
  { source: 'event', target: 'signed_up' },
  { source: 'event', target: 'never.told' },
];

/** A valid condition: a target, then an aggregation and operator its type allows, then a value of the right kind. */
const conditionArb: fc.Arbitrary<SegmentCondition> = fc.constantFrom(...TARGETS).chain(({ source, target }) => {
  const type = targetType({ source, target }, propertyType);
  return fc.constantFrom(...allowedAggregations({ source, target }, type)).chain((aggregation) => {
    const shape = { source, target, aggregation };
    const kind = valueKind(shape, type);
    return fc.constantFrom(...allowedOperators(shape, type)).chain((operator) => {
      const scalar: fc.Arbitrary<string | number> =
        kind === 'number'
          ? fc.integer({ min: type === 'int' && aggregation === 'none' && source !== 'status' ? -5 : 0, max: source === 'status' ? 9 : 40 })
          : kind === 'date' || kind === 'consent'
            ? civil
            : kind === 'multilist'
              ? fc.constantFrom(...TAGS, 'B')
              : fc.constantFrom(...(target === 'city' ? CITIES : target === 'email' ? ['ala', '@x.pl', 'kot@ala.com', 'pl'] : WORDS));
      const value: fc.Arbitrary<SegmentCondition['value']> = NO_VALUE_OPS.includes(operator)
        ? fc.constant(undefined)
        : LIST_OPS.includes(operator)
          ? fc.array(scalar, { minLength: 1, maxLength: 3 })
          : RANGE_OPS.includes(operator)
            ? fc.tuple(scalar, scalar).map(([a, b]) => (a <= b ? [a, b] : [b, a]))
            : scalar;
      const window = fc.oneof(
        fc.constant({ kind: 'ever' as const }),
        fc.integer({ min: 1, max: 400 }).map((days) => ({ kind: 'last' as const, days })),
        fc.tuple(civil, civil).map(([a, b]) => ({ kind: 'between' as const, from: a <= b ? a : b, to: a <= b ? b : a })),
      );
      const activity =
        source === 'activity'
          ? fc.record({ events: fc.subarray([...ACTIVITY_TYPES], { minLength: 1 }), window })
          : source === 'event'
            ? fc.record(
                {
                  window,
                  where: fc.oneof(
                    fc.record({
                      property: fc.constantFrom('total', 'missing'),
                      operator: fc.constantFrom(...EVENT_PROPERTY_OPERATORS),
                      value: fc.constantFrom(0, 49, 50, 100, 120),
                    }),
                    fc.record({
                      property: fc.constantFrom('category', 'total', 'constructor'),
                      operator: fc.constantFrom('eq' as const, 'neq' as const, 'contains' as const),
                      value: fc.constantFrom('buty', 'BUTY', 'ty', '120', 'true'),
                    }),
                  ),
                },
                { requiredKeys: ['window'] },
              )
            : fc.constant({});
      return fc.tuple(value, activity).map(([v, extra]) => ({
        kind: 'condition' as const,
        source,
        target,
        aggregation,
        operator,
        ...(v === undefined ? {} : { value: v }),
        ...extra,
      }));
    });
  });
});

const treeArb: fc.Arbitrary<SegmentGroup> = fc.letrec<{ group: SegmentGroup; node: SegmentNode }>((tie) => ({
  group: fc.record({
    kind: fc.constant('group' as const),
    op: fc.constantFrom('and' as const, 'or' as const),
    children: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
  }),
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true, maxDepth: 3 }, conditionArb, tie('group')),
})).group;

/** The compiled evaluator and the reference find the same members of a tree among rows, at a moment. */
function expectAgreement(tree: SegmentGroup, rows: Omit<SubscriberInput, 'id'>[], nowIso: string): void {
  const inputs = rows.map((r, i) => ({ ...r, id: `s${i}` }));
  const now = new Date(nowIso);
  const compiled = compileSegment(tree, { propertyType, today: zonedDays(DEFAULT_TIME_ZONE).ofMs(now.getTime()) });
  const batch = buildBatch(inputs, compiled.needs, DEFAULT_TIME_ZONE);
  const fast = new Set(compiled.matches(batch).map((i) => inputs[i]!.id));
  const slow = new Set(
    inputs.filter((r) => referenceMatches(tree, r, { propertyType, now, timeZone: DEFAULT_TIME_ZONE })).map((r) => r.id),
  );
  expect(fast).toEqual(slow);
}

describe('the segment evaluator', () => {
  it('agrees with the naive reference evaluator on random trees and subscribers', () => {
    fc.assert(
      fc.property(treeArb, fc.array(rowArb, { minLength: 1, maxLength: 25 }), fc.constantFrom(...NOWS), (tree, rows, nowIso) => {
        expect(checkSegmentTree(tree, { propertyType })).toEqual([]);
        expectAgreement(tree, rows, nowIso);
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('agrees with the reference on custom-event conditions alone, with their property filters', () => {
    const eventTree = fc
      .array(
        conditionArb.filter((c) => c.source === 'event'),
        { minLength: 1, maxLength: 3 },
      )
      .chain((children) => fc.constantFrom('and' as const, 'or' as const).map((op): SegmentGroup => ({ kind: 'group', op, children })));
    fc.assert(
      fc.property(eventTree, fc.array(rowArb, { minLength: 1, maxLength: 25 }), fc.constantFrom(...NOWS), (tree, rows, nowIso) => {
        expectAgreement(tree, rows, nowIso);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('evaluates the spec’s example', () => {
    const tree: SegmentGroup = {
      kind: 'group',
      op: 'and',
      children: [
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
      ],
    };
    const opened = (days: number, mailingId: string) => ({
      type: 'opened' as const,
      at: new Date(Date.parse('2026-11-22T09:00:00Z') - days * 86_400_000).toISOString(),
      mailingId,
    });
    const rows: SubscriberInput[] = [
      { id: 'yes-city', status: 8, fields: {}, props: { city: 'Kraków' }, events: [opened(1, 'm1'), opened(5, 'm2'), opened(29, 'm3')] },
      {
        id: 'yes-birthday',
        status: 8,
        fields: {},
        props: { city: 'Poznań', birthday: '1990-11-29' },
        events: [opened(1, 'm1'), opened(2, 'm2'), opened(3, 'm3')],
      },
      {
        id: 'no-old-opens',
        status: 8,
        fields: {},
        props: { city: 'Gdańsk' },
        events: [opened(1, 'm1'), opened(2, 'm2'), opened(31, 'm3')],
      },
      {
        id: 'no-clicked-m1',
        status: 8,
        fields: {},
        props: { city: 'Gdańsk' },
        events: [opened(1, 'm1'), opened(2, 'm2'), opened(3, 'm3'), { type: 'clicked', at: '2025-01-01T10:00:00Z', mailingId: 'm1' }],
      },
      {
        id: 'no-city',
        status: 8,
        fields: {},
        props: { birthday: '1990-12-01' },
        events: [opened(1, 'm1'), opened(2, 'm2'), opened(3, 'm3')],
      },
    ];
    const today = zonedDays(DEFAULT_TIME_ZONE).ofMs(Date.parse('2026-11-22T09:00:00Z'));
    const compiled = compileSegment(tree, { propertyType, today });
    expect(compiled.matches(buildBatch(rows, compiled.needs, DEFAULT_TIME_ZONE)).map((i) => rows[i]!.id)).toEqual([
      'yes-city',
      'yes-birthday',
    ]);
  });

  it('covers every aggregation in the generator', () => {
    const seen = new Set(
      TARGETS.flatMap(({ source, target }) => allowedAggregations({ source, target }, targetType({ source, target }, propertyType))),
    );
    expect([...AGGREGATIONS].filter((a) => !seen.has(a))).toEqual([]);
  });
});

describe('dates without a year', () => {
  const today = zonedDays(DEFAULT_TIME_ZONE).ofIso('2026-05-03T10:00:00Z');
  const rows: SubscriberInput[] = ['--05-10', '--05-03', '1990-05-10', '--02-29', undefined].map((birthday, i) => ({
    id: `s${i}`,
    status: 2,
    fields: {},
    props: birthday === undefined ? {} : { birthday },
    events: [],
  }));
  const run = (aggregation: SegmentCondition['aggregation'], operator: SegmentCondition['operator'], value?: SegmentCondition['value']) => {
    const root: SegmentGroup = {
      kind: 'group',
      op: 'and',
      children: [
        { kind: 'condition', source: 'property', target: 'birthday', aggregation, operator, ...(value === undefined ? {} : { value }) },
      ],
    };
    const compiled = compileSegment(root, { propertyType, today });
    return compiled.matches(buildBatch(rows, compiled.needs, DEFAULT_TIME_ZONE)).map((i) => rows[i]!.id);
  };

  it('have anniversaries, days and months', () => {
    expect(run('anniversary', 'eq', 7)).toEqual(['s0', 's2']);
    expect(run('anniversary', 'eq', 0)).toEqual(['s1']);
    expect(run('month', 'eq', 5)).toEqual(['s0', 's1', 's2']);
    expect(run('day', 'eq', 29)).toEqual(['s3']);
  });

  it('match no year, difference or before/after comparison, and count as a value', () => {
    expect(run('year', 'gte', 0)).toEqual(['s2']);
    expect(run('daysDiff', 'gte', 0)).toEqual(['s2']);
    expect(run('monthsDiff', 'gte', 0)).toEqual(['s2']);
    expect(run('none', 'lt', '2000-01-01')).toEqual(['s2']);
    expect(run('none', 'gt', '0001-01-01')).toEqual(['s2']);
    expect(run('none', 'isNotNull')).toEqual(['s0', 's1', 's2', 's3']);
    expect(run('none', 'isNull')).toEqual(['s4']);
  });
});
