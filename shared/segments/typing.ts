import type { PropertyType } from '../properties';
import { FIELD_TYPES, isEventSource, type Aggregation, type SegmentCondition, type SegmentOperator, type ValueKind } from './model';

/**
 * Which aggregations and operators make sense for a condition, so the builder offers only those and
 * the API refuses the rest (SEGMENT_TYPE_NOT_SUPPORTED).
 *
 * Activity and custom-event conditions aggregate over the matching events: `count` counts them; the others work on
 * how many days ago each happened (`daysDiff` and `min`: the most recent, `max`: the first, `avg`,
 * `sum`). Dates can be turned into numbers: days to the next anniversary, days or months since,
 * the day, month or year.
 */
const NUMBER_OPS: readonly SegmentOperator[] = ['eq', 'neq', 'gt', 'lt', 'gte', 'lte', 'between', 'in', 'notIn', 'isNull', 'isNotNull'];
const STRING_OPS: readonly SegmentOperator[] = [
  'eq',
  'neq',
  'in',
  'notIn',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'isNull',
  'isNotNull',
];
const DATE_OPS: readonly SegmentOperator[] = ['eq', 'neq', 'gt', 'lt', 'gte', 'lte', 'between', 'isNull', 'isNotNull'];
const MULTILIST_OPS: readonly SegmentOperator[] = ['contains', 'notContains', 'in', 'notIn', 'isNull', 'isNotNull'];
const STATUS_OPS: readonly SegmentOperator[] = ['eq', 'neq', 'in', 'notIn'];

export const OPERATORS_BY_KIND: Record<ValueKind, readonly SegmentOperator[]> = {
  number: NUMBER_OPS,
  string: STRING_OPS,
  date: DATE_OPS,
  multilist: MULTILIST_OPS,
  consent: DATE_OPS,
};

const DATE_NUMBERS: readonly Aggregation[] = ['anniversary', 'daysDiff', 'monthsDiff', 'day', 'month', 'year'];
export const ACTIVITY_AGGREGATIONS: readonly Aggregation[] = ['count', 'daysDiff', 'min', 'max', 'avg', 'sum'];

/** The property type a data condition reads, or undefined when its target is unknown. */
export function targetType(
  c: Pick<SegmentCondition, 'source' | 'target'>,
  propertyType: (id: string) => PropertyType | undefined,
): PropertyType | undefined {
  if (c.source === 'status') return 'int';
  if (c.source === 'field') return FIELD_TYPES[c.target];
  if (c.source === 'consent') return propertyType(c.target) === 'spec_agr' ? 'spec_agr' : undefined;
  if (c.source === 'property') {
    const type = propertyType(c.target);
    return type === 'spec_agr' ? undefined : type;
  }
  return undefined;
}

/** Aggregations a condition may use. */
export function allowedAggregations(
  c: Pick<SegmentCondition, 'source' | 'target'>,
  type: PropertyType | undefined,
): readonly Aggregation[] {
  if (isEventSource(c.source)) return ACTIVITY_AGGREGATIONS;
  switch (type) {
    case 'date':
      return ['none', ...DATE_NUMBERS];
    case 'spec_agr':
      return ['none', 'daysDiff'];
    case 'multilist':
      return ['none', 'count'];
    case undefined:
      return [];
    default:
      return ['none'];
  }
}

/** What the value is compared as once aggregated; undefined for an aggregation the type does not allow. */
export function valueKind(
  c: Pick<SegmentCondition, 'source' | 'target' | 'aggregation'>,
  type: PropertyType | undefined,
): ValueKind | undefined {
  if (!allowedAggregations(c, type).includes(c.aggregation)) return undefined;
  if (isEventSource(c.source) || c.aggregation !== 'none') return 'number';
  switch (type) {
    case 'int':
      return 'number';
    case 'date':
      return 'date';
    case 'spec_agr':
      return 'consent';
    case 'multilist':
      return 'multilist';
    default:
      return 'string';
  }
}

export function allowedOperators(
  c: Pick<SegmentCondition, 'source' | 'target' | 'aggregation'>,
  type: PropertyType | undefined,
): readonly SegmentOperator[] {
  if (c.source === 'status') return STATUS_OPS;
  const kind = valueKind(c, type);
  return kind ? OPERATORS_BY_KIND[kind] : [];
}

/** Operators without a value, with a list, and with a range. */
export const NO_VALUE_OPS: readonly SegmentOperator[] = ['isNull', 'isNotNull'];
export const LIST_OPS: readonly SegmentOperator[] = ['in', 'notIn'];
export const RANGE_OPS: readonly SegmentOperator[] = ['between'];
