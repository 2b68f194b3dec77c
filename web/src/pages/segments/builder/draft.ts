import type { z } from 'zod';
import type { PropertyType } from '@shared/properties';
import type { SegmentConditions } from '@shared/schemas/segments';
import { NUMERIC_EVENT_PROPERTY_OPERATORS, type EventPropertyOperator } from '@shared/rules/custom-events';
import {
  FIELD_TYPES,
  isEventSource,
  type ActivityType,
  type Aggregation,
  type ScalarValue,
  type SegmentCondition,
  type SegmentGroup,
  type SegmentNode,
  type SegmentOperator,
  type SegmentWindow,
  type Source,
  type ValueKind,
} from '@shared/segments/model';
import { LIST_OPS, NO_VALUE_OPS, RANGE_OPS, targetType, valueKind } from '@shared/segments/typing';
import type { DraftCondition, DraftGroup, DraftNode } from '@shared/segments/validate';

/**
 * The condition tree as the builder holds it: like the API's, but every part may still be missing,
 * values are kept as typed (text; a list for in/not in; [from, to] for between) and every node has
 * a key that follows it when it moves.
 */
export type WindowInput = { kind: 'ever' } | { kind: 'last'; days: string } | { kind: 'between'; from: string; to: string };

export interface ConditionInput {
  kind: 'condition';
  key: string;
  source?: Source;
  target?: string;
  events?: ActivityType[];
  window?: WindowInput;
  /** A custom event's property filter as typed (none while all three are empty). */
  where?: WhereInput;
  aggregation?: Aggregation;
  operator?: SegmentOperator;
  value?: string | string[];
}

export interface WhereInput {
  property: string;
  operator?: EventPropertyOperator;
  value: string;
}

export interface GroupInput {
  kind: 'group';
  key: string;
  op: 'and' | 'or';
  children: NodeInput[];
}

export type NodeInput = GroupInput | ConditionInput;

/** The type of a property by id (personal and custom ones; base fields are FIELD_TYPES). */
export type PropertyTypes = (id: string) => PropertyType | undefined;

let sequence = 0;
/** A key no other node of this page has. */
export const newKey = (): string => `n${++sequence}`;

export const newCondition = (): ConditionInput => ({ kind: 'condition', key: newKey() });
export const newGroup = (op: 'and' | 'or' = 'and', children: NodeInput[] = [newCondition()]): GroupInput => ({
  kind: 'group',
  key: newKey(),
  op,
  children,
});

/** The type a data condition reads (undefined for activity and custom events, or a target that is unknown or not chosen). */
export function conditionType(c: Pick<ConditionInput, 'source' | 'target'>, types: PropertyTypes): PropertyType | undefined {
  if (!c.source || isEventSource(c.source)) return undefined;
  if (c.source === 'field') return FIELD_TYPES[c.target ?? ''];
  return targetType({ source: c.source, target: c.target ?? '' }, types);
}

/** What the value is compared as, once source, target and aggregation allow saying it. */
export function conditionKind(c: ConditionInput, types: PropertyTypes): ValueKind | undefined {
  if (!c.source || !c.aggregation) return undefined;
  const type = conditionType(c, types);
  if (!isEventSource(c.source) && !type) return undefined;
  return valueKind({ source: c.source, target: c.target ?? '', aggregation: c.aggregation }, type);
}

const NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** One typed value as the API reads it: a number where a number is compared (text that is not one stays, to be refused). */
export function toScalar(text: string, kind: ValueKind | undefined): ScalarValue | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (kind === 'number') return NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
  return trimmed;
}

const scalars = (values: readonly string[], kind: ValueKind | undefined): ScalarValue[] =>
  values.flatMap((v) => {
    const scalar = toScalar(v, kind);
    return scalar === undefined ? [] : [scalar];
  });

/** The value part of a condition for its operator: none, one, a list, or a range of two. */
export function toValue(
  value: ConditionInput['value'],
  operator: SegmentOperator | undefined,
  kind: ValueKind | undefined,
): ScalarValue | ScalarValue[] | undefined {
  if (!operator || NO_VALUE_OPS.includes(operator)) return undefined;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (LIST_OPS.includes(operator) || RANGE_OPS.includes(operator)) {
    const out = scalars(list, kind);
    return out.length ? out : undefined;
  }
  return toScalar(list[0] ?? '', kind);
}

function toWindow(window: WindowInput | undefined): SegmentWindow | undefined {
  if (!window) return undefined;
  if (window.kind === 'last') {
    const days = window.days.trim();
    return { kind: 'last', days: NUMBER.test(days) ? Number(days) : Number.NaN };
  }
  if (window.kind === 'between') return { kind: 'between', from: window.from.trim(), to: window.to.trim() };
  return { kind: 'ever' };
}

/** The property filter as the API reads it: numbers where numbers are compared; nothing when nothing is typed. */
function toWhere(where: WhereInput | undefined): DraftCondition['where'] {
  if (!where || (!where.property.trim() && !where.value.trim() && !where.operator)) return undefined;
  const typed = where.value.trim();
  const numeric = where.operator !== undefined && NUMERIC_EVENT_PROPERTY_OPERATORS.includes(where.operator) && NUMBER.test(typed);
  return {
    property: where.property.trim(),
    ...(where.operator ? { operator: where.operator } : {}),
    ...(typed ? { value: numeric ? Number(typed) : typed } : {}),
  };
}

function toCondition(c: ConditionInput, types: PropertyTypes): DraftCondition {
  const activity = c.source === 'activity';
  const value = toValue(c.value, c.operator, conditionKind(c, types));
  // A name as typed: spaces around it are no part of it.
  const target = c.source === 'event' ? c.target?.trim() : c.target;
  return {
    kind: 'condition',
    ...(c.source ? { source: c.source } : {}),
    // Status conditions have no target.
    ...(target && c.source !== 'status' ? { target } : {}),
    ...(activity && c.events ? { events: [...c.events] } : {}),
    ...(isEventSource(c.source) && c.window ? { window: toWindow(c.window) } : {}),
    ...(c.source === 'event' && toWhere(c.where) ? { where: toWhere(c.where) } : {}),
    ...(c.aggregation ? { aggregation: c.aggregation } : {}),
    ...(c.operator ? { operator: c.operator } : {}),
    ...(value !== undefined ? { value } : {}),
  };
}

/** The builder's tree as the API reads it (what checkSegmentTree checks and the save sends). */
export function toDraftTree(node: GroupInput, types: PropertyTypes): DraftGroup;
export function toDraftTree(node: NodeInput, types: PropertyTypes): DraftNode;
export function toDraftTree(node: NodeInput, types: PropertyTypes): DraftNode {
  if (node.kind === 'condition') return toCondition(node, types);
  return { kind: 'group', op: node.op, children: node.children.map((child) => toDraftTree(child, types)) };
}

/** What a request carries as `conditions` (the API checks it again, as checkSegmentTree did here). */
export type ConditionsBody = z.input<typeof SegmentConditions>;
export const asConditionsBody = (draft: DraftGroup): ConditionsBody => draft as unknown as ConditionsBody;

const text = (v: ScalarValue) => String(v);

function fromWindow(window: SegmentWindow | undefined): WindowInput | undefined {
  if (!window) return undefined;
  if (window.kind === 'last') return { kind: 'last', days: Number.isFinite(window.days) ? String(window.days) : '' };
  if (window.kind === 'between') return { kind: 'between', from: window.from, to: window.to };
  return { kind: 'ever' };
}

function fromCondition(c: SegmentCondition): ConditionInput {
  const value = c.value === undefined ? undefined : Array.isArray(c.value) ? c.value.map(text) : text(c.value);
  return {
    kind: 'condition',
    key: newKey(),
    source: c.source,
    ...(c.target && c.source !== 'status' ? { target: c.target } : {}),
    ...(c.events ? { events: [...c.events] } : {}),
    ...(c.window ? { window: fromWindow(c.window) } : {}),
    ...(c.where ? { where: { property: c.where.property, operator: c.where.operator, value: text(c.where.value) } } : {}),
    aggregation: c.aggregation,
    operator: c.operator,
    ...(value !== undefined ? { value } : {}),
  };
}

/** A saved segment's tree, ready to edit. */
export function fromSegmentTree(node: SegmentGroup): GroupInput;
export function fromSegmentTree(node: SegmentNode): NodeInput;
export function fromSegmentTree(node: SegmentNode): NodeInput {
  if (node.kind === 'condition') return fromCondition(node);
  return { kind: 'group', key: newKey(), op: node.op, children: node.children.map((child) => fromSegmentTree(child)) };
}

/** The tree without its keys: what "changed" is judged on. */
export function treeSignature(node: NodeInput): string {
  return JSON.stringify(node, (key, value: unknown) => (key === 'key' ? undefined : value));
}
