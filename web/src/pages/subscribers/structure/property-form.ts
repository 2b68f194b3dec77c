import type { ErrorCode } from '@shared/errors';
import { PROPERTY_LIMITS, type PropertyType } from '@shared/properties';
import type { Property, PropertyBody } from '@shared/schemas/properties';

/** The structure editor's form: numbers as typed, list values one per row. */
export interface PropertyFormValues {
  type: PropertyType;
  name: string;
  displayName: string;
  placeholderName: string;
  useName: boolean;
  maxChar: string;
  signed: boolean;
  minNum: string;
  maxNum: string;
  values: string[];
}

/** Types the editor creates (every property type). */
export const EDITABLE_TYPES: readonly PropertyType[] = ['string', 'int', 'list', 'multilist', 'spec_agr', 'email', 'gsm', 'date'];

export const isListType = (type: PropertyType) => type === 'list' || type === 'multilist';

export function propertyFormValues(p?: Property): PropertyFormValues {
  return {
    type: p?.type ?? 'string',
    name: p?.name ?? '',
    displayName: p?.displayName ?? '',
    placeholderName: p?.placeholderName ?? '',
    useName: p?.useName ?? true,
    maxChar: String(p?.maxChar ?? PROPERTY_LIMITS.maxCharMax),
    signed: p?.signed ?? true,
    minNum: p?.minNum === undefined ? '' : String(p.minNum),
    maxNum: p?.maxNum === undefined ? '' : String(p.maxNum),
    values: p?.values?.length ? [...p.values] : [''],
  };
}

/** A number as typed: blank is "none", an integer is that integer, anything else stays text for the schema to refuse. */
const number = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** The placeholder a blank one becomes (as the API derives it). */
export const derivedPlaceholder = (name: string) => name.trim().toLowerCase().replace(/-/g, '_');

type BodyInput = Partial<Record<keyof PropertyBody, unknown>>;

/** The body PropertyBody checks (in the browser and the API alike): only the options the type uses. */
export function toPropertyBody(v: PropertyFormValues): BodyInput {
  return {
    type: v.type,
    name: v.name,
    displayName: v.displayName,
    ...(v.placeholderName.trim() ? { placeholderName: v.placeholderName } : {}),
    useName: v.useName,
    ...(v.type === 'string' ? { maxChar: number(v.maxChar) } : {}),
    ...(v.type === 'int' ? { signed: v.signed, minNum: number(v.minNum), maxNum: number(v.maxNum) } : {}),
    ...(isListType(v.type) ? { values: v.values.filter((value) => value.trim() !== '') } : {}),
  };
}

/** Each row's own problem (spec section 5: a value ≤ 255 characters, no value twice); the whole list is judged by the schema. */
export function valueRowProblems(values: readonly string[]): (ErrorCode | null)[] {
  const seen = new Set<string>();
  return values.map((value) => {
    const text = value.trim();
    if (!text) return null;
    if (text.length > PROPERTY_LIMITS.listValueMax) return 'PROPERTY_LIST_VALUE_TOO_LONG';
    const key = text.toLowerCase();
    if (seen.has(key)) return 'PROPERTY_LIST_DUPLICATE';
    seen.add(key);
    return null;
  });
}

/** Characters the list uses of its 1020 (spec section 9), counted as the rule counts them. */
export const listLength = (values: readonly string[]) =>
  values
    .map((v) => v.trim())
    .filter(Boolean)
    .join('').length;

/** The range an int property may have, by its sign. */
export const intLimits = (signed: boolean) => (signed ? PROPERTY_LIMITS.signed : PROPERTY_LIMITS.unsigned);
