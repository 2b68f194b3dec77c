import { SUBSCRIBER_STATUSES } from './constants';
import type { ErrorCode } from './errors';
import { isStoredDate, isValidDate } from './rules/calendar-dates';
import { normalizeEmail, normalizeGsm } from './rules/contacts';
import { textProblem } from './rules/text';

/**
 * Subscriber properties (spec sections 3, 5 and 9): the base fields every subscriber has, the
 * personal properties every account gets, and the account's own custom properties. A value is kept
 * on the subscriber under its property's id and checked against the property on every write path
 * (form, API, import) by `checkPropertyValue`.
 *
 * `date` is not in the spec's list of types; birthdays need it (spec: "a birthday uses a valid format
 * such as Y-m-d", and segments have an anniversary aggregation), so it is one here.
 */
export const PROPERTY_TYPES = ['string', 'int', 'list', 'multilist', 'spec_agr', 'email', 'gsm', 'date'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_KINDS = ['base', 'custom'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

/** Spec section 9. */
export const PROPERTY_LIMITS = {
  maxCharMax: 255,
  listValueMax: 255,
  listTotalMax: 1020,
  signed: { min: -2147483648, max: 2147483647 },
  unsigned: { min: 0, max: 4294967295 },
  /** Custom properties per account; the spec gives no number. */
  customMax: 100,
} as const;

/** Letters, digits, - and _ (spec section 5). */
export const PROPERTY_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A mailing placeholder: {{placeholderName}}. */
export const PLACEHOLDER_NAME = /^[a-z0-9_]{1,64}$/;

export interface PropertyDef {
  id: string;
  type: PropertyType;
  /** Technical name (imports, exports, API). */
  name: string;
  /** Whether the placeholder may be used to personalise mailings. */
  useName: boolean;
  displayName: string;
  placeholderName: string;
  personalProperty: boolean;
  kind: PropertyKind;
  maxChar?: number;
  signed?: boolean;
  minNum?: number;
  maxNum?: number;
  values?: string[];
  createdAt?: string;
}

const base = (id: string, type: PropertyType, extra: Partial<PropertyDef> = {}): PropertyDef => ({
  id,
  type,
  name: id,
  useName: false,
  displayName: id,
  placeholderName: id,
  personalProperty: false,
  kind: 'base',
  ...extra,
});

/** Fields of the subscriber record itself; not deletable (spec: base properties cannot be deleted). */
export const BASE_PROPERTIES: readonly PropertyDef[] = [
  base('email', 'email', { useName: true }),
  base('gsm', 'gsm', { useName: true }),
  base('name', 'string', { maxChar: 255, useName: true }),
  base('status', 'list', { values: SUBSCRIBER_STATUSES.map(String) }),
  base('emailType', 'list', { values: ['normal', 'transactional', 'followup'] }),
  base('source', 'string', { maxChar: 255 }),
  base('comment', 'string', { maxChar: 255 }),
  base('createdAt', 'date'),
  base('unsubscribedAt', 'date'),
];

const personal = (id: string, type: PropertyType, extra: Partial<PropertyDef> = {}): PropertyDef => ({
  id,
  type,
  name: id,
  useName: true,
  displayName: id,
  placeholderName: id,
  personalProperty: true,
  kind: 'custom',
  ...extra,
});

/** Every account has these; they cannot be edited or deleted (spec section 3). */
export const PERSONAL_PROPERTIES: readonly PropertyDef[] = [
  personal('firstname', 'string', { maxChar: 100 }),
  personal('lastname', 'string', { maxChar: 100 }),
  personal('birthday', 'date'),
  personal('city', 'string', { maxChar: 100 }),
];

export const RESERVED_PROPERTY_NAMES = new Set(
  [...BASE_PROPERTIES, ...PERSONAL_PROPERTIES].map((p) => p.name.toLowerCase()).concat(['id', 'props', 'unsubscribe_url']),
);

/** Personal and consent properties keep their definition for good; base ones are fixed in code. */
export const isPropertyEditable = (p: Pick<PropertyDef, 'kind' | 'personalProperty' | 'type'>) =>
  p.kind === 'custom' && !p.personalProperty && p.type !== 'spec_agr';
export const isPropertyDeletable = isPropertyEditable;

export type PropertyValue = string | number | string[];

export interface ValueContext {
  /** The account allows GSM numbers outside +48. */
  allowOtherGsmPrefixes: boolean;
  /** The moment a consent given as "yes" is dated. */
  now: () => string;
}

export type ValueCheck =
  { ok: true; value: PropertyValue | null } | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

const YES = new Set(['1', 'true', 'yes', 'tak', 't', 'y']);
const NO = new Set(['0', 'false', 'no', 'nie', 'n']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const bad = (code: ErrorCode, params?: Record<string, string | number>): ValueCheck =>
  params ? { ok: false, code, params } : { ok: false, code };

function intRange(def: PropertyDef): { min: number; max: number } {
  const limits = def.signed === false ? PROPERTY_LIMITS.unsigned : PROPERTY_LIMITS.signed;
  return { min: Math.max(def.minNum ?? limits.min, limits.min), max: Math.min(def.maxNum ?? limits.max, limits.max) };
}

/**
 * The values a multilist cell of a file holds: split on |, , or ; and each freed of one pair of
 * double quotes around it (Mailchimp writes tags as `"VIP","Newsletter"`).
 */
export function multilistParts(text: string): string[] {
  return text
    .split(/[|,;]/)
    .map((part) => part.trim())
    .map((part) => (part.length >= 2 && part.startsWith('"') && part.endsWith('"') ? part.slice(1, -1).trim() : part))
    .filter((part) => part !== '');
}

/** Matches a list value ignoring case and surrounding spaces; answers the defined spelling. */
const listMatch = (def: PropertyDef, raw: string) => def.values?.find((v) => v.toLowerCase() === raw.trim().toLowerCase());

/**
 * Checks and normalises one value for a property. Empty input (null, undefined, '' or []) clears
 * the value. Strings from files are accepted for every type ("12" for an int, "a|b" or "a,b" for a
 * multilist, "tak"/"yes"/"1" or a date for a consent).
 */
export function checkPropertyValue(def: PropertyDef, raw: unknown, ctx: ValueContext): ValueCheck {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0))
    return { ok: true, value: null };
  switch (def.type) {
    case 'string': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return bad('PROPERTY_VALUE_INVALID');
      const text = String(raw).trim();
      // A text property lands in mailings (personalised subjects among them): one line, the API's text rules.
      const problem = textProblem(text, 'singleLine');
      if (problem) return bad(problem);
      const max = def.maxChar ?? PROPERTY_LIMITS.maxCharMax;
      return text.length > max ? bad('PROPERTY_VALUE_TOO_LONG', { max }) : { ok: true, value: text };
    }
    case 'int': {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().replace(/\s/g, '') : '';
      if (!/^[+-]?\d{1,12}$/.test(text)) return bad('PROPERTY_VALUE_INVALID');
      const n = Number(text);
      const { min, max } = intRange(def);
      return n < min || n > max ? bad('PROPERTY_VALUE_OUT_OF_RANGE', { min, max }) : { ok: true, value: n };
    }
    case 'list': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return bad('PROPERTY_VALUE_INVALID');
      const value = listMatch(def, String(raw));
      return value === undefined ? bad('PROPERTY_VALUE_NOT_IN_LIST') : { ok: true, value };
    }
    case 'multilist': {
      const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? multilistParts(raw) : undefined;
      if (!parts || parts.some((p) => typeof p !== 'string')) return bad('PROPERTY_VALUE_INVALID');
      const values: string[] = [];
      for (const part of (parts as string[]).filter((p) => p.trim() !== '')) {
        const value = listMatch(def, part);
        if (value === undefined) return bad('PROPERTY_VALUE_NOT_IN_LIST');
        if (!values.includes(value)) values.push(value);
      }
      return { ok: true, value: values.length ? values : null };
    }
    case 'spec_agr': {
      if (raw === true) return { ok: true, value: ctx.now() };
      if (raw === false) return { ok: true, value: null };
      if (typeof raw !== 'string' && typeof raw !== 'number') return bad('PROPERTY_VALUE_INVALID');
      const text = String(raw).trim().toLowerCase();
      if (YES.has(text)) return { ok: true, value: ctx.now() };
      if (NO.has(text)) return { ok: true, value: null };
      // A consent given on a known date: the date (and time, when the file has it) is kept.
      if (
        ISO_TIME.test(String(raw).trim()) &&
        isValidDate(String(raw).trim().slice(0, 10)) &&
        !Number.isNaN(Date.parse(String(raw).trim()))
      ) {
        return { ok: true, value: new Date(String(raw).trim()).toISOString() };
      }
      return bad('PROPERTY_VALUE_INVALID');
    }
    case 'email': {
      const email = typeof raw === 'string' ? normalizeEmail(raw) : undefined;
      return email ? { ok: true, value: email } : bad('SUBSCRIBER_INVALID_EMAIL');
    }
    case 'gsm': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return bad('SUBSCRIBER_INVALID_GSM');
      const result = normalizeGsm(String(raw), ctx.allowOtherGsmPrefixes);
      return 'gsm' in result ? { ok: true, value: result.gsm } : bad(result.problem);
    }
    case 'date': {
      // YYYY-MM-DD, or --MM-DD: a date without a year (a birthday), which anniversary, day and month conditions read.
      const text = typeof raw === 'string' ? raw.trim() : '';
      return isStoredDate(text) ? { ok: true, value: text } : bad('SUBSCRIBER_INVALID_DATE');
    }
  }
}

/** The first broken rule of a list definition (spec section 5), or null. */
export function listRulesError(
  values: readonly string[],
): 'PROPERTY_LIST_EMPTY' | 'PROPERTY_LIST_VALUE_TOO_LONG' | 'PROPERTY_LIST_TOO_LONG' | 'PROPERTY_LIST_DUPLICATE' | null {
  const trimmed = values.map((v) => v.trim()).filter((v) => v !== '');
  if (trimmed.length === 0) return 'PROPERTY_LIST_EMPTY';
  if (trimmed.some((v) => v.length > PROPERTY_LIMITS.listValueMax)) return 'PROPERTY_LIST_VALUE_TOO_LONG';
  if (trimmed.join('').length > PROPERTY_LIMITS.listTotalMax) return 'PROPERTY_LIST_TOO_LONG';
  if (new Set(trimmed.map((v) => v.toLowerCase())).size !== trimmed.length) return 'PROPERTY_LIST_DUPLICATE';
  return null;
}
