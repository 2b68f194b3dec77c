import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/constants';
import { normalizeGsm } from '@shared/rules/contacts';
import { PROPERTY_FILTER_OPS, type SubscriberListQuery } from '@shared/schemas/subscriber';
import type { Property } from '@shared/schemas/properties';

export type FilterOp = (typeof PROPERTY_FILTER_OPS)[number];

export interface PropertyFilterState {
  id: string;
  op: FilterOp;
  value: string;
}

/** /subscribers/all's filters as the page holds them (and the address bar keeps them). */
export interface ListFilters {
  search: string;
  statuses: SubscriberStatus[];
  property: PropertyFilterState | null;
}

export const EMPTY_FILTERS: ListFilters = { search: '', statuses: [], property: null };

type FilterDef = Pick<Property, 'id' | 'type' | 'kind'>;

/** The operators that make sense for a type (the API compares numbers as numbers, so no "contains" there). */
export function operatorsFor(def: Pick<Property, 'type'>): FilterOp[] {
  switch (def.type) {
    case 'string':
    case 'email':
    case 'gsm':
      return ['contains', 'eq', 'empty', 'notEmpty'];
    case 'spec_agr':
      return ['notEmpty', 'empty'];
    default:
      return ['eq', 'empty', 'notEmpty'];
  }
}

export const needsValue = (op: FilterOp) => op === 'eq' || op === 'contains';

/** Every property can filter the list except the status, which has a filter of its own. */
export const filterableProperties = <P extends FilterDef>(items: readonly P[]): P[] => items.filter((p) => p.id !== 'status');

/** The value as the database keeps it: addresses in lower case, GSM numbers as digits with the country code. */
function storedForm(def: FilterDef, value: string): string {
  const text = value.trim();
  if (def.type === 'email') return text.toLowerCase();
  if (def.type === 'gsm') {
    const gsm = normalizeGsm(text, true);
    return 'gsm' in gsm ? gsm.gsm : text.replace(/\D/g, '');
  }
  return text;
}

type ListQueryInput = Omit<Partial<Record<keyof SubscriberListQuery, string>>, 'limit' | 'op'> & { op?: FilterOp };

/**
 * The query for GET /subscribers. An unfinished property filter (no property, or a value still
 * missing) is left out rather than sent to be refused. Base dates are timestamps, so "on a day" is
 * sent as "contains the day".
 */
export function toListQuery(filters: ListFilters, properties: readonly FilterDef[]): ListQueryInput {
  const query: ListQueryInput = {};
  const search = filters.search.trim().toLowerCase();
  if (search) query.search = search;
  if (filters.statuses.length) query.status = [...filters.statuses].sort((a, b) => a - b).join(',');
  const f = filters.property;
  const def = f ? properties.find((p) => p.id === f.id) : undefined;
  if (!f || !def || !operatorsFor(def).includes(f.op)) return query;
  if (!needsValue(f.op)) return { ...query, property: def.id, op: f.op };
  const value = storedForm(def, f.value);
  if (!value) return query;
  const op = def.type === 'date' && def.kind === 'base' && f.op === 'eq' ? 'contains' : f.op;
  return { ...query, property: def.id, op, value };
}

const isStatus = (n: number): n is SubscriberStatus => (SUBSCRIBER_STATUSES as readonly number[]).includes(n);
const isOp = (v: string | null): v is FilterOp => (PROPERTY_FILTER_OPS as readonly (string | null)[]).includes(v);

/** Filters read back from the address bar (a reload or a shared link keeps them); junk is ignored. */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const statuses = (params.get('status') ?? '').split(',').filter(Boolean).map(Number).filter(isStatus);
  const id = params.get('property');
  const op = params.get('op');
  return {
    search: params.get('search') ?? '',
    statuses: [...new Set(statuses)],
    property: id && isOp(op) ? { id, op, value: params.get('value') ?? '' } : null,
  };
}

export function filtersToParams(filters: ListFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.search) out.search = filters.search;
  if (filters.statuses.length) out.status = filters.statuses.join(',');
  if (filters.property) {
    out.property = filters.property.id;
    out.op = filters.property.op;
    if (needsValue(filters.property.op) && filters.property.value) out.value = filters.property.value;
  }
  return out;
}

export const hasFilters = (filters: ListFilters) => Boolean(filters.search.trim() || filters.statuses.length || filters.property);
