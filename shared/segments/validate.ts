import type { ErrorCode, FieldError } from '../errors';
import type { PropertyType } from '../properties';
import { isValidDate } from '../rules/calendar-dates';
import {
  EVENT_PROPERTY_NAME_PATTERN,
  EVENT_PROPERTY_OPERATORS,
  isEventName,
  NUMERIC_EVENT_PROPERTY_OPERATORS,
  type EventPropertyOperator,
} from '../rules/custom-events';
import {
  ANY_MAILING,
  FIELD_TYPES,
  isEventSource,
  MAX_CONDITIONS,
  MAX_DEPTH,
  MAX_NODES,
  type Aggregation,
  type ScalarValue,
  type SegmentOperator,
  type SegmentWindow,
  type Source,
} from './model';
import { allowedAggregations, allowedOperators, LIST_OPS, NO_VALUE_OPS, RANGE_OPS, targetType, valueKind } from './typing';

/** A tree as a builder or a request holds it: any part may still be missing. */
export interface DraftCondition {
  kind: 'condition';
  source?: Source;
  target?: string;
  events?: string[];
  window?: SegmentWindow;
  where?: { property?: string; operator?: EventPropertyOperator; value?: ScalarValue };
  aggregation?: Aggregation;
  operator?: SegmentOperator;
  value?: ScalarValue | ScalarValue[];
}
export interface DraftGroup {
  kind: 'group';
  op?: 'and' | 'or';
  children?: DraftNode[];
}
export type DraftNode = DraftGroup | DraftCondition;

/** What is known about the account: its properties and mailings. Without it only the shape is checked. */
export interface TreeContext {
  propertyType: (id: string) => PropertyType | undefined;
  mailingKnown?: (id: string) => boolean;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const tooDeep: FieldError = { path: '', code: 'SEGMENT_STRUCTURE_INVALID', params: { maxDepth: MAX_DEPTH } };
const tooBig: FieldError = { path: '', code: 'SEGMENT_STRUCTURE_INVALID', params: { maxConditions: MAX_CONDITIONS } };

/**
 * Whether a tree as sent stays within the builder's limits (MAX_DEPTH groups deep, MAX_CONDITIONS
 * conditions, MAX_NODES nodes), measured without recursion and before anything walks it recursively
 * (zod's schema, checkSegmentTree, the evaluator): a request nested a thousand levels deep must
 * neither overflow the stack nor earn an error per level. The walk stops at the first limit passed,
 * so it costs at most MAX_NODES steps whatever it is given. Any object with a `children` array counts
 * as a group; the schema checks the shape afterwards.
 */
export function checkTreeSize(root: unknown): FieldError | null {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 1 }];
  let nodes = 0;
  let conditions = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object' || Array.isArray(node)) continue;
    if (++nodes > MAX_NODES) return tooBig;
    const children = (node as { children?: unknown }).children;
    if (!Array.isArray(children)) {
      if (++conditions > MAX_CONDITIONS) return tooBig;
      continue;
    }
    if (depth > MAX_DEPTH) return tooDeep;
    if (nodes + stack.length + children.length > MAX_NODES) return tooBig;
    for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
  return null;
}

/**
 * Every problem of a segment's tree, each with the spec's code and the path of the part it is about
 * (relative to the root: "children.1.children.0.value"). The builder shows them inline; the API
 * refuses to save a tree that has any (spec section 5).
 */
export function checkSegmentTree(root: DraftNode, ctx?: TreeContext): FieldError[] {
  const errors: FieldError[] = [];
  let conditions = 0;
  const add = (path: string, code: ErrorCode, params?: Record<string, string | number>) =>
    errors.push(params ? { path, code, params } : { path, code });
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

  const visit = (node: DraftNode, path: string, depth: number) => {
    if (node.kind === 'group') {
      // Deeper groups are not walked: one error says the tree is too deep, not one per level.
      if (depth > MAX_DEPTH) return add(path, 'SEGMENT_STRUCTURE_INVALID', { maxDepth: MAX_DEPTH });
      if (node.op !== 'and' && node.op !== 'or') add(at(path, 'op'), 'SEGMENT_STRUCTURE_INVALID');
      if (!node.children?.length) add(at(path, 'children'), 'SEGMENT_MISSING_CHILDREN');
      node.children?.forEach((child, i) => visit(child, at(path, `children.${i}`), depth + 1));
      return;
    }
    conditions++;
    checkCondition(node, path, add, at, ctx);
  };
  if (root.kind !== 'group') add('', 'SEGMENT_STRUCTURE_INVALID');
  visit(root, '', 1);
  if (conditions > MAX_CONDITIONS) add('', 'SEGMENT_STRUCTURE_INVALID', { maxConditions: MAX_CONDITIONS });
  return errors;
}

type Add = (path: string, code: ErrorCode, params?: Record<string, string | number>) => void;

function checkCondition(c: DraftCondition, path: string, add: Add, at: (p: string, k: string) => string, ctx?: TreeContext): void {
  if (!c.source) return add(at(path, 'source'), 'SEGMENT_MISSING_TARGET');
  const activity = c.source === 'activity';
  const counted = isEventSource(c.source);
  if (c.source !== 'status' && !c.target) add(at(path, 'target'), 'SEGMENT_MISSING_TARGET');
  if (activity && !c.events?.length) add(at(path, 'events'), 'SEGMENT_MISSING_EVENTS');
  // A custom event is named, not chosen from kinds; any well-formed name may be counted, even one not told yet.
  if (c.source === 'event' && c.target && !isEventName(c.target)) add(at(path, 'target'), 'EVENT_NAME_INVALID');
  if (counted) checkWindow(c.window, at(path, 'window'), add);
  if (c.where) {
    if (c.source === 'event') checkEventFilter(c.where, at(path, 'where'), add);
    else add(at(path, 'where'), 'SEGMENT_STRUCTURE_INVALID');
  }
  if (!c.aggregation) add(at(path, 'aggregation'), 'SEGMENT_MISSING_AGGREGATION');
  if (!c.operator) add(at(path, 'operator'), 'SEGMENT_MISSING_OPERATOR');

  // Targets and types need the account's properties and mailings.
  let type: PropertyType | undefined;
  if (c.source === 'field' && c.target && !FIELD_TYPES[c.target]) add(at(path, 'target'), 'SEGMENT_SPEC_NOT_FOUND');
  if (ctx && c.target && (c.source === 'property' || c.source === 'consent')) {
    type = targetType({ source: c.source, target: c.target }, ctx.propertyType);
    if (!type) add(at(path, 'target'), 'SEGMENT_SPEC_NOT_FOUND');
  } else if (c.source === 'field' || c.source === 'status') {
    type = targetType({ source: c.source, target: c.target ?? '' }, () => undefined);
  }
  if (activity && ctx?.mailingKnown && c.target && c.target !== ANY_MAILING && !ctx.mailingKnown(c.target))
    add(at(path, 'target'), 'SEGMENT_SPEC_NOT_FOUND');

  const typed = counted || type !== undefined;
  if (typed && c.aggregation && !allowedAggregations({ source: c.source, target: c.target ?? '' }, type).includes(c.aggregation)) {
    add(at(path, 'aggregation'), 'SEGMENT_TYPE_NOT_SUPPORTED');
    return;
  }
  if (!c.operator || !c.aggregation) return;
  const shape = { source: c.source, target: c.target ?? '', aggregation: c.aggregation };
  if (typed && !allowedOperators(shape, type).includes(c.operator)) return add(at(path, 'operator'), 'SEGMENT_TYPE_NOT_SUPPORTED');
  checkValue(c, type, typed ? valueKind(shape, type) : undefined, at(path, 'value'), add);
}

/** An event-property filter: a property name as events name them, an operator, a value it compares with. */
function checkEventFilter(where: NonNullable<DraftCondition['where']>, path: string, add: Add): void {
  if (!where.property || !EVENT_PROPERTY_NAME_PATTERN.test(where.property)) add(`${path}.property`, 'EVENT_PROPERTIES_INVALID');
  if (!where.operator || !EVENT_PROPERTY_OPERATORS.includes(where.operator)) return add(`${path}.operator`, 'SEGMENT_MISSING_OPERATOR');
  if (where.value === undefined || where.value === '') return add(`${path}.value`, 'SEGMENT_MISSING_VALUE');
  if (NUMERIC_EVENT_PROPERTY_OPERATORS.includes(where.operator) && !isNumber(where.value))
    add(`${path}.value`, 'VALIDATION_INVALID_TYPE', { expected: 'number' });
}

function checkWindow(window: SegmentWindow | undefined, path: string, add: Add): void {
  if (!window) return add(path, 'SEGMENT_MISSING_WINDOW');
  if (window.kind === 'last' && !(isNumber(window.days) && Number.isInteger(window.days) && window.days >= 1)) {
    add(`${path}.days`, isNumber(window.days) && window.days < 0 ? 'SEGMENT_NEGATIVE_VALUE' : 'SEGMENT_MISSING_WINDOW');
  }
  if (window.kind === 'between') {
    if (!isValidDate(window.from ?? '')) add(`${path}.from`, 'VALIDATION_INVALID_DATE');
    if (!isValidDate(window.to ?? '')) add(`${path}.to`, 'VALIDATION_INVALID_DATE');
    if (isValidDate(window.from ?? '') && isValidDate(window.to ?? '') && window.from > window.to)
      add(`${path}.to`, 'VALIDATION_INVALID_VALUE');
  }
}

function checkValue(c: DraftCondition, type: PropertyType | undefined, kind: ReturnType<typeof valueKind>, path: string, add: Add): void {
  const op = c.operator!;
  if (NO_VALUE_OPS.includes(op)) return;
  const values = Array.isArray(c.value) ? c.value : c.value === undefined || c.value === '' ? [] : [c.value];
  if (LIST_OPS.includes(op) && values.length === 0) return add(path, 'SEGMENT_MISSING_IN_VALUES');
  if (RANGE_OPS.includes(op) && values.length !== 2) return add(path, 'SEGMENT_MISSING_VALUE');
  if (!LIST_OPS.includes(op) && !RANGE_OPS.includes(op) && (values.length !== 1 || Array.isArray(c.value)))
    return add(path, 'SEGMENT_MISSING_VALUE');
  if (kind === 'number') {
    if (!values.every(isNumber)) return add(path, 'VALIDATION_INVALID_TYPE', { expected: 'number' });
    // Counts, days and dates' parts are never negative; a signed int property may be compared to a negative.
    const signedProperty = type === 'int' && c.aggregation === 'none' && c.source !== 'status';
    if (!signedProperty && values.some((v) => (v as number) < 0)) return add(path, 'SEGMENT_NEGATIVE_VALUE');
  }
  if ((kind === 'date' || kind === 'consent') && !values.every((v) => typeof v === 'string' && isValidDate(v)))
    return add(path, 'VALIDATION_INVALID_DATE');
  if ((kind === 'string' || kind === 'multilist') && !values.every((v) => typeof v === 'string' || isNumber(v)))
    return add(path, 'VALIDATION_INVALID_TYPE');
  if (RANGE_OPS.includes(op) && values[0]! > values[1]!) add(path, 'VALIDATION_INVALID_VALUE');
}
