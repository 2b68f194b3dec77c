import type { PropertyType } from '../properties';
import type { EventPropertyOperator } from '../rules/custom-events';
import { ACTIVITY_TYPES, type ActivityType } from '../schemas/subscriber-records';

/**
 * Segment conditions (spec sections 3 and 5): a tree of groups joined by AND/OR; each condition has
 * a source (which data), a target (which field, property or mailing), for activity the events that
 * count and a window, an aggregation, an operator and a value.
 */
export const SEGMENT_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'lt',
  'gte',
  'lte',
  'isNull',
  'isNotNull',
  'in',
  'notIn',
  'contains',
  'startsWith',
  'endsWith',
  'notContains',
  'between',
] as const;
export type SegmentOperator = (typeof SEGMENT_OPERATORS)[number];

export const AGGREGATIONS = [
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'none',
  'anniversary',
  'daysDiff',
  'monthsDiff',
  'day',
  'month',
  'year',
] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

/**
 * field: a base field; property: a custom or personal property; status; consent: a spec_agr property;
 * activity: mailing events; event: custom events an integrator told through the API (issue 19).
 */
export const SOURCES = ['field', 'property', 'status', 'consent', 'activity', 'event'] as const;
export type Source = (typeof SOURCES)[number];

/** Sources whose conditions aggregate events over a window (activity and custom events) rather than read a value. */
export const isEventSource = (source: Source | undefined): source is 'activity' | 'event' => source === 'activity' || source === 'event';

export { ACTIVITY_TYPES, type ActivityType };

/** Activity conditions about any mailing use this target; otherwise the target is a mailing id. */
export const ANY_MAILING = '*';

export type SegmentWindow = { kind: 'ever' } | { kind: 'last'; days: number } | { kind: 'between'; from: string; to: string };

export type ScalarValue = string | number;

/** A custom-event condition may count only the events whose property compares so (issue 19). */
export interface EventPropertyFilter {
  property: string;
  operator: EventPropertyOperator;
  value: ScalarValue;
}

export interface SegmentCondition {
  kind: 'condition';
  source: Source;
  /** The base field name, property id, mailing id (ANY_MAILING for any) or custom event's name; unused for status. */
  target: string;
  /** Activity only: the event types that count. */
  events?: ActivityType[];
  /** Activity and custom events. */
  window?: SegmentWindow;
  /** Custom events only: which of the name's events count. */
  where?: EventPropertyFilter;
  aggregation: Aggregation;
  operator: SegmentOperator;
  /** One value, a list (in, notIn) or [from, to] (between); none for isNull/isNotNull. */
  value?: ScalarValue | ScalarValue[];
}

export interface SegmentGroup {
  kind: 'group';
  op: 'and' | 'or';
  children: SegmentNode[];
}

export type SegmentNode = SegmentGroup | SegmentCondition;

/** What a condition's value is compared as, after its aggregation. */
export type ValueKind = 'number' | 'string' | 'date' | 'multilist' | 'consent';

/** How deep the builder lets groups nest (the root is depth 1). */
export const MAX_DEPTH = 5;
export const MAX_CONDITIONS = 50;
/**
 * Groups and conditions a tree may hold in all: every group of a valid tree lies on the way from the
 * root to one of its conditions, so MAX_DEPTH groups for each of MAX_CONDITIONS conditions, and the root.
 */
export const MAX_NODES = MAX_DEPTH * MAX_CONDITIONS + 1;
export const MAX_IN_VALUES = 500;

/** The type of every field a data condition may name: base fields as the database keeps them. */
export const FIELD_TYPES: Record<string, PropertyType> = {
  email: 'email',
  gsm: 'gsm',
  name: 'string',
  emailType: 'list',
  source: 'string',
  comment: 'string',
  createdAt: 'date',
  unsubscribedAt: 'date',
  /** Issue 18: the engagement score the last scoring recalculation wrote (empty until one has). */
  score: 'int',
};
