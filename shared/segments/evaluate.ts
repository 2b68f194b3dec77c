import type { PropertyType } from '../properties';
import { eventPropertyTest } from '../rules/custom-events';
import { ACTIVITY_INDEX, emptyNeeds, layoutOf, type ColumnNeeds, type SegmentBatch } from './batch';
import { civilDay, dayOfMonth, daysToAnniversary, isYearlessDay, monthOf, monthsBetween, NO_DAY, yearOf } from './dates';
import {
  ANY_MAILING,
  isEventSource,
  type ScalarValue,
  type SegmentCondition,
  type SegmentGroup,
  type SegmentNode,
  type SegmentOperator,
} from './model';
import { targetType, valueKind } from './typing';

/**
 * The segment evaluator, one for everything (calculation, estimates, the benchmark): a validated tree
 * is compiled once into closures; binding them to a batch resolves every column to a local typed
 * array, so testing a row is a handful of array reads and comparisons.
 *
 * Semantics worth knowing: text comparisons ignore case; an empty value fails every comparison except
 * neq / notIn / notContains (which it passes) and isNull; activity (issue 19) aggregate the matching events (count, or their "days ago": daysDiff/min
 * the latest, max the first, avg, sum).
 */
export type RowTest = (i: number) => boolean;
type Factory = (batch: SegmentBatch) => RowTest;

export interface CompileContext {
  propertyType: (id: string) => PropertyType | undefined;
  /** Today's day number in the account's time zone. */
  today: number;
}

export interface CompiledSegment {
  needs: ColumnNeeds;
  bind(batch: SegmentBatch): RowTest;
  /** Indices of the rows of a batch that belong to the segment. */
  matches(batch: SegmentBatch): number[];
}

const lower = (v: ScalarValue) => String(v).toLowerCase();
const list = (v: SegmentCondition['value']) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** A test on a number (NaN: empty). */
function numberTest(op: SegmentOperator, value: SegmentCondition['value']): (n: number) => boolean {
  const values = list(value).map(Number);
  const [a, b] = values as [number, number];
  switch (op) {
    case 'eq':
      return (n) => n === a;
    case 'neq':
      return (n) => n !== a;
    case 'gt':
      return (n) => n > a;
    case 'lt':
      return (n) => n < a;
    case 'gte':
      return (n) => n >= a;
    case 'lte':
      return (n) => n <= a;
    case 'between':
      return (n) => n >= a && n <= b;
    case 'in': {
      const set = new Set(values);
      return (n) => set.has(n);
    }
    case 'notIn': {
      const set = new Set(values);
      return (n) => !set.has(n);
    }
    case 'isNull':
      return (n) => Number.isNaN(n);
    case 'isNotNull':
      return (n) => !Number.isNaN(n);
    default:
      return () => false;
  }
}

/** A test on a lower-cased string (undefined: empty). */
function stringTest(op: SegmentOperator, value: SegmentCondition['value']): (s: string | undefined) => boolean {
  const values = list(value).map(lower);
  const x = values[0] ?? '';
  switch (op) {
    case 'eq':
      return (s) => s === x;
    case 'neq':
      return (s) => s !== x;
    case 'in': {
      const set = new Set(values);
      return (s) => s !== undefined && set.has(s);
    }
    case 'notIn': {
      const set = new Set(values);
      return (s) => s === undefined || !set.has(s);
    }
    case 'contains':
      return (s) => s !== undefined && s.includes(x);
    case 'notContains':
      return (s) => s === undefined || !s.includes(x);
    case 'startsWith':
      return (s) => s !== undefined && s.startsWith(x);
    case 'endsWith':
      return (s) => s !== undefined && s.endsWith(x);
    case 'isNull':
      return (s) => s === undefined;
    case 'isNotNull':
      return (s) => s !== undefined;
    default:
      return () => false;
  }
}

function listTest(op: SegmentOperator, value: SegmentCondition['value']): (l: string[] | undefined) => boolean {
  const values = list(value).map(lower);
  const set = new Set(values);
  switch (op) {
    case 'contains':
      return (l) => l !== undefined && l.includes(values[0]!);
    case 'notContains':
      return (l) => l === undefined || !l.includes(values[0]!);
    case 'in':
      return (l) => l !== undefined && l.some((v) => set.has(v));
    case 'notIn':
      return (l) => l === undefined || !l.some((v) => set.has(v));
    case 'isNull':
      return (l) => l === undefined || l.length === 0;
    case 'isNotNull':
      return (l) => l !== undefined && l.length > 0;
    default:
      return () => false;
  }
}

/**
 * A date's day number turned into the number an aggregation compares (NaN when empty). A date
 * without a year (--MM-DD) has an anniversary, a day and a month; its year, its distance in days or
 * months and the day itself are unknown, so those compare as an empty value would (NaN).
 */
function dayNumber(aggregation: SegmentCondition['aggregation'], today: number): (day: number) => number {
  const known = (d: number) => d !== NO_DAY && !isYearlessDay(d);
  switch (aggregation) {
    case 'anniversary':
      return (d) => (d === NO_DAY ? NaN : daysToAnniversary(d, today));
    case 'daysDiff':
      return (d) => (known(d) ? today - d : NaN);
    case 'monthsDiff':
      return (d) => (known(d) ? monthsBetween(d, today) : NaN);
    case 'day':
      return (d) => (d === NO_DAY ? NaN : dayOfMonth(d));
    case 'month':
      return (d) => (d === NO_DAY ? NaN : monthOf(d));
    case 'year':
      return (d) => (known(d) ? yearOf(d) : NaN);
    default:
      return (d) => (known(d) ? d : NaN);
  }
}

function dataCondition(c: SegmentCondition, ctx: CompileContext, needs: ColumnNeeds): Factory {
  if (c.source === 'status') {
    const test = numberTest(c.operator, c.value);
    return (batch) => {
      const status = batch.status;
      return (i) => test(status[i]!);
    };
  }
  const type = targetType(c, ctx.propertyType);
  if (!type) throw new Error(`segment target ${c.target} has no type`);
  const kind = valueKind(c, type);
  const key = c.target;
  const layout = layoutOf(type);
  needs[layout].add(key);
  if (kind === 'string') {
    const test = stringTest(c.operator, c.value);
    return (batch) => {
      const column = batch.strings.get(key)!;
      return (i) => test(column[i]);
    };
  }
  if (kind === 'multilist') {
    const test = listTest(c.operator, c.value);
    return (batch) => {
      const column = batch.lists.get(key)!;
      return (i) => test(column[i]);
    };
  }
  if (kind === 'date' || kind === 'consent') {
    // Dates compare as day numbers: the values are converted once here.
    const test = numberTest(
      c.operator,
      list(c.value).map((v) => civilDay(String(v))),
    );
    // A date without a year is not before or after any day: it compares as empty, yet it is a value (isNull / isNotNull).
    const presence = c.operator === 'isNull' || c.operator === 'isNotNull';
    return (batch) => {
      const column = batch.days.get(key)!;
      return (i) => {
        const d = column[i]!;
        return test(d === NO_DAY || (!presence && isYearlessDay(d)) ? NaN : d);
      };
    };
  }
  const test = numberTest(c.operator, c.value);
  if (layout === 'numbers')
    return (batch) => {
      const column = batch.numbers.get(key)!;
      return (i) => test(column[i]!);
    };
  if (layout === 'lists')
    return (batch) => {
      const column = batch.lists.get(key)!;
      return (i) => test(column[i]?.length ?? 0);
    };
  const toNumber = dayNumber(c.aggregation, ctx.today);
  return (batch) => {
    const column = batch.days.get(key)!;
    return (i) => test(toNumber(column[i]!));
  };
}

/** The days a window spans, inclusive (day numbers in the account's time zone). */
function windowDays(c: SegmentCondition, today: number): [number, number] {
  const window = c.window ?? { kind: 'ever' };
  if (window.kind === 'last') return [today - window.days + 1, today];
  if (window.kind === 'between') return [civilDay(window.from), civilDay(window.to)];
  return [-Infinity, Infinity];
}

/**
 * The test of a row's matching events, told one by one as how many days ago each happened: `count`
 * counts them, the others aggregate those days (an aggregate of no events is empty, NaN).
 */
function aggregateTest(c: SegmentCondition): { reset(): void; add(ago: number): void; result(): boolean } {
  const test = numberTest(c.operator, c.value);
  const aggregation = c.aggregation;
  let count = 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  return {
    reset() {
      count = 0;
      sum = 0;
      min = Infinity;
      max = -Infinity;
    },
    add(ago) {
      count++;
      sum += ago;
      if (ago < min) min = ago;
      if (ago > max) max = ago;
    },
    result() {
      switch (aggregation) {
        case 'count':
          return test(count);
        case 'sum':
          return test(sum);
        case 'avg':
          return test(count ? sum / count : NaN);
        case 'max':
          return test(count ? max : NaN);
        default:
          return test(count ? min : NaN);
      }
    },
  };
}

function activityCondition(c: SegmentCondition, ctx: CompileContext, needs: ColumnNeeds): Factory {
  needs.events = true;
  let mask = 0;
  for (const type of c.events ?? []) mask |= 1 << ACTIVITY_INDEX[type];
  const [from, to] = windowDays(c, ctx.today);
  const today = ctx.today;
  return (batch) => {
    const { offsets, type, day, mailing } = batch.events;
    const any = c.target === ANY_MAILING;
    // A mailing no event of this batch names cannot match: -2 is never an index.
    const wanted = any ? -1 : (batch.mailings.get(c.target) ?? -2);
    const aggregate = aggregateTest(c);
    return (i) => {
      aggregate.reset();
      for (let k = offsets[i]!, end = offsets[i + 1]!; k < end; k++) {
        if (((mask >> type[k]!) & 1) === 0) continue;
        const d = day[k]!;
        if (d < from || d > to) continue;
        if (!any && mailing[k] !== wanted) continue;
        aggregate.add(today - d);
      }
      return aggregate.result();
    };
  };
}

/** Issue 19: how often (or how long ago) the subscriber did a custom event of one name (with a property so), within the window. */
function customEventCondition(c: SegmentCondition, ctx: CompileContext, needs: ColumnNeeds): Factory {
  needs.customEvents.add(c.target);
  const [from, to] = windowDays(c, ctx.today);
  const where = c.where ? eventPropertyTest(c.where.property, c.where.operator, c.where.value) : undefined;
  const today = ctx.today;
  return (batch) => {
    const { offsets, name, day, properties } = batch.custom;
    const wanted = batch.customNames.get(c.target) ?? -1;
    const aggregate = aggregateTest(c);
    return (i) => {
      aggregate.reset();
      for (let k = offsets[i]!, end = offsets[i + 1]!; k < end; k++) {
        if (name[k] !== wanted) continue;
        const d = day[k]!;
        if (d >= from && d <= to && (!where || where(properties[k]))) aggregate.add(today - d);
      }
      return aggregate.result();
    };
  };
}

/** Conditions that read no events are cheaper: they go first, so AND/OR can stop before the events. */
const cost = (node: SegmentNode): number =>
  node.kind === 'condition' ? (isEventSource(node.source) ? 10 : 1) : node.children.reduce((s, c) => s + cost(c), 0);

function group(g: SegmentGroup, ctx: CompileContext, needs: ColumnNeeds): Factory {
  const children = [...g.children].sort((a, b) => cost(a) - cost(b)).map((child) => node(child, ctx, needs));
  const and = g.op === 'and';
  return (batch) => {
    const tests = children.map((f) => f(batch));
    if (tests.length === 1) return tests[0]!;
    if (tests.length === 2) {
      const [a, b] = tests as [RowTest, RowTest];
      return and ? (i) => a(i) && b(i) : (i) => a(i) || b(i);
    }
    return and ? (i) => tests.every((t) => t(i)) : (i) => tests.some((t) => t(i));
  };
}

function node(n: SegmentNode, ctx: CompileContext, needs: ColumnNeeds): Factory {
  if (n.kind === 'group') return group(n, ctx, needs);
  if (n.source === 'activity') return activityCondition(n, ctx, needs);
  return n.source === 'event' ? customEventCondition(n, ctx, needs) : dataCondition(n, ctx, needs);
}

/** Compiles a tree that passed checkSegmentTree. */
export function compileSegment(root: SegmentGroup, ctx: CompileContext): CompiledSegment {
  const needs = emptyNeeds();
  const factory = group(root, ctx, needs);
  return {
    needs,
    bind: factory,
    matches(batch) {
      const test = factory(batch);
      const out: number[] = [];
      for (let i = 0; i < batch.size; i++) if (test(i)) out.push(i);
      return out;
    },
  };
}
