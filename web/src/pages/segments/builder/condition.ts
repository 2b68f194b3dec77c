import type { PropertyType } from '@shared/properties';
import {
  ANY_MAILING,
  isEventSource,
  type ActivityType,
  type Aggregation,
  type SegmentOperator,
  type Source,
  type ValueKind,
} from '@shared/segments/model';
import { allowedAggregations, allowedOperators, LIST_OPS, NO_VALUE_OPS, RANGE_OPS } from '@shared/segments/typing';
import { conditionKind, conditionType, type ConditionInput, type PropertyTypes, type WhereInput, type WindowInput } from './draft';

/**
 * One condition's edits, each keeping the rest consistent: a new source starts the condition over, a
 * new target or aggregation keeps only the parts its type still allows, a new operator reshapes the
 * value (one, a list, a range or none). The builder offers only what typing.ts allows, and these
 * keep an earlier choice only while it is still allowed.
 */

/** The aggregation to start with: events' usual count, a data value as it is, or none while the target is unknown. */
function defaultAggregation(source: Source, type: PropertyType | undefined): Aggregation | undefined {
  if (isEventSource(source)) return 'count';
  const allowed = allowedAggregations({ source, target: '' }, type);
  return allowed.includes('none') ? 'none' : allowed[0];
}

/**
 * A new source: everything else is chosen again. Activity starts as "how many, in the last 30 days,
 * of any mailing"; a custom event as "how many, in the last 30 days" of a name still to be given.
 */
export function setSource(c: ConditionInput, source: Source): ConditionInput {
  const base: ConditionInput = { kind: 'condition', key: c.key, source };
  if (source === 'activity')
    return {
      ...base,
      target: ANY_MAILING,
      events: [],
      window: { kind: 'last', days: '30' },
      aggregation: 'count',
      operator: 'gte',
      value: '',
    };
  if (source === 'event') return { ...base, window: { kind: 'last', days: '30' }, aggregation: 'count', operator: 'gte', value: '' };
  if (source === 'status') return { ...base, aggregation: defaultAggregation(source, 'int') };
  return base;
}

/** Keeps the operator while the new shape allows it, and the value while it is still compared as the same kind. */
function keepFitting(next: ConditionInput, types: PropertyTypes, before: ValueKind | undefined): ConditionInput {
  if (!next.source || !next.aggregation) return { ...next, operator: undefined, value: undefined };
  const type = conditionType(next, types);
  const operators = allowedOperators({ source: next.source, target: next.target ?? '', aggregation: next.aggregation }, type);
  const operator = next.operator && operators.includes(next.operator) ? next.operator : undefined;
  if (!operator) return { ...next, operator: undefined, value: undefined };
  const value = before === conditionKind(next, types) ? next.value : undefined;
  return { ...next, operator, value: value ?? emptyValue(operator) };
}

/** A new target (a field, property or mailing): the aggregation stays when the new type allows it, else the usual one. */
export function setTarget(c: ConditionInput, target: string, types: PropertyTypes): ConditionInput {
  if (!c.source) return c;
  const before = conditionKind(c, types);
  const type = conditionType({ source: c.source, target }, types);
  const allowed = allowedAggregations({ source: c.source, target }, type);
  const aggregation = c.aggregation && allowed.includes(c.aggregation) ? c.aggregation : defaultAggregation(c.source, type);
  return keepFitting({ ...c, target, aggregation }, types, before);
}

export function setAggregation(c: ConditionInput, aggregation: Aggregation, types: PropertyTypes): ConditionInput {
  return keepFitting({ ...c, aggregation }, types, conditionKind(c, types));
}

/** The value an operator starts with. */
function emptyValue(operator: SegmentOperator): ConditionInput['value'] {
  if (NO_VALUE_OPS.includes(operator)) return undefined;
  if (LIST_OPS.includes(operator)) return [];
  if (RANGE_OPS.includes(operator)) return ['', ''];
  return '';
}

/** A new operator: the value is reshaped, keeping what was typed where it still fits. */
export function setOperator(c: ConditionInput, operator: SegmentOperator): ConditionInput {
  const typed = (Array.isArray(c.value) ? c.value : c.value === undefined ? [] : [c.value]).filter((v) => v.trim() !== '');
  let value: ConditionInput['value'];
  if (NO_VALUE_OPS.includes(operator)) value = undefined;
  else if (LIST_OPS.includes(operator)) value = typed;
  else if (RANGE_OPS.includes(operator)) value = [typed[0] ?? '', typed[1] ?? ''];
  else value = typed[0] ?? '';
  return { ...c, operator, value };
}

export const setEvents = (c: ConditionInput, events: ActivityType[]): ConditionInput => ({ ...c, events });
export const setWindow = (c: ConditionInput, window: WindowInput): ConditionInput => ({ ...c, window });
/** A part of a custom event's property filter. */
export const setWhere = (c: ConditionInput, part: Partial<WhereInput>): ConditionInput => ({
  ...c,
  where: { property: '', value: '', ...c.where, ...part },
});

/** The window of a kind, keeping what was typed for it before. */
export function windowOfKind(kind: WindowInput['kind'], previous: WindowInput | undefined): WindowInput {
  if (previous?.kind === kind) return previous;
  if (kind === 'last') return { kind, days: '30' };
  if (kind === 'between') return { kind, from: '', to: '' };
  return { kind };
}

/** Which input the value gets. */
export type ValueInputKind = 'none' | 'number' | 'text' | 'date' | 'select' | 'multiselect' | 'tokens' | 'numberRange' | 'dateRange';

/**
 * The value input for an operator and what the value is compared as: nothing for is (not) empty,
 * tokens or a multiselect (when the target has its own values) for in / not in, two inputs for
 * between, and one number, date, text or select otherwise.
 */
export function valueInputKind(operator: SegmentOperator | undefined, kind: ValueKind | undefined, hasChoices: boolean): ValueInputKind {
  if (!operator || !kind || NO_VALUE_OPS.includes(operator)) return 'none';
  const dates = kind === 'date' || kind === 'consent';
  if (LIST_OPS.includes(operator)) return hasChoices ? 'multiselect' : 'tokens';
  if (RANGE_OPS.includes(operator)) return dates ? 'dateRange' : 'numberRange';
  if (hasChoices) return 'select';
  if (kind === 'number') return 'number';
  if (dates) return 'date';
  return 'text';
}

/** Tokens typed into a list input: split on commas and new lines, trimmed, each once, in order. */
export function splitTokens(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\n]/)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}
