import type { PropertyType, PropertyValue } from '../properties';
import type { EventPropertyValue } from '../rules/custom-events';
import { ACTIVITY_TYPES, type ActivityType } from '../schemas/subscriber-records';
import { civilDay, NO_DAY, zonedDays } from './dates';

/**
 * Subscribers laid out by column for evaluation: one typed array per field a segment reads, and the
 * activity as one flat list per batch (each subscriber's events between offsets[i] and offsets[i+1]).
 * Evaluating millions of rows this way touches only the data a condition needs, with no object per
 * row. Strings are kept lower-cased: segment text comparisons ignore case.
 */
export interface SegmentBatch {
  size: number;
  ids: string[];
  status: Uint8Array;
  /** Numeric properties; NaN where empty. */
  numbers: Map<string, Float64Array>;
  strings: Map<string, (string | undefined)[]>;
  /** Dates as day numbers (consents: the day given; timestamps: the local day); NO_DAY where empty. */
  days: Map<string, Int32Array>;
  lists: Map<string, (string[] | undefined)[]>;
  events: { offsets: Uint32Array; type: Uint8Array; day: Int32Array; mailing: Int32Array };
  /** Mailing id → the index events.mailing uses (-1: no mailing). */
  mailings: Map<string, number>;
  /** Custom events laid out as activity is, only those of the names a segment counts (`name`: the index in customNames). */
  custom: {
    offsets: Uint32Array;
    name: Int32Array;
    day: Int32Array;
    properties: (Readonly<Record<string, EventPropertyValue>> | undefined)[];
  };
  customNames: Map<string, number>;
}

export const ACTIVITY_INDEX: Record<ActivityType, number> = Object.fromEntries(ACTIVITY_TYPES.map((t, i) => [t, i])) as Record<
  ActivityType,
  number
>;

/** The columns a compiled segment reads, by layout. */
export interface ColumnNeeds {
  numbers: Set<string>;
  strings: Set<string>;
  days: Set<string>;
  lists: Set<string>;
  events: boolean;
  /** The names of the custom events counted. */
  customEvents: Set<string>;
}

export const emptyNeeds = (): ColumnNeeds => ({
  numbers: new Set(),
  strings: new Set(),
  days: new Set(),
  lists: new Set(),
  events: false,
  customEvents: new Set(),
});

/** How a field or property is laid out for the evaluator, by its type. */
export function layoutOf(type: PropertyType): 'numbers' | 'strings' | 'days' | 'lists' {
  if (type === 'int') return 'numbers';
  if (type === 'date' || type === 'spec_agr') return 'days';
  if (type === 'multilist') return 'lists';
  return 'strings';
}

/** One subscriber as stored, with its activity: what a batch is built from. */
export interface SubscriberInput {
  id: string;
  status: number;
  /** Base fields (text and dates) and the engagement score (a number). */
  fields: Record<string, string | number | undefined>;
  props: Record<string, PropertyValue | undefined>;
  events: readonly { type: ActivityType; at: string; mailingId?: string }[];
  /** Custom events (issue 19): read only when a segment counts some. */
  customEvents?: readonly { name: string; time: string; properties?: Readonly<Record<string, EventPropertyValue>> }[];
}

/**
 * Builds a batch from stored subscribers, materialising only the needed columns. Base date fields
 * and consents are moments (ISO times): their day is taken in the account's time zone.
 */
export function buildBatch(rows: readonly SubscriberInput[], needs: ColumnNeeds, timeZone: string): SegmentBatch {
  const zone = zonedDays(timeZone);
  const size = rows.length;
  const batch: SegmentBatch = {
    size,
    ids: rows.map((r) => r.id),
    status: Uint8Array.from(rows, (r) => r.status),
    numbers: new Map(),
    strings: new Map(),
    days: new Map(),
    lists: new Map(),
    events: { offsets: new Uint32Array(size + 1), type: new Uint8Array(0), day: new Int32Array(0), mailing: new Int32Array(0) },
    mailings: new Map(),
    custom: { offsets: new Uint32Array(size + 1), name: new Int32Array(0), day: new Int32Array(0), properties: [] },
    customNames: new Map([...needs.customEvents].map((name, i) => [name, i])),
  };
  const valueOf = (r: SubscriberInput, key: string) => (key in r.fields ? r.fields[key] : r.props[key]);
  for (const key of needs.numbers)
    batch.numbers.set(
      key,
      Float64Array.from(rows, (r) => (typeof valueOf(r, key) === 'number' ? (valueOf(r, key) as number) : NaN)),
    );
  for (const key of needs.strings)
    batch.strings.set(
      key,
      rows.map((r) => {
        const v = valueOf(r, key);
        return v === undefined || v === '' ? undefined : String(v).toLowerCase();
      }),
    );
  for (const key of needs.lists)
    batch.lists.set(
      key,
      rows.map((r) => {
        const v = valueOf(r, key);
        return Array.isArray(v) ? v.map((s) => s.toLowerCase()) : undefined;
      }),
    );
  for (const key of needs.days) {
    batch.days.set(
      key,
      Int32Array.from(rows, (r) => {
        const v = valueOf(r, key);
        if (typeof v !== 'string') return NO_DAY;
        // Civil dates (YYYY-MM-DD, or --MM-DD without a year) are days already; moments are taken in the zone.
        return v.length === 10 || v.length === 7 ? civilDay(v) : zone.ofIso(v);
      }),
    );
  }
  if (needs.events) {
    const total = rows.reduce((n, r) => n + r.events.length, 0);
    const events = {
      offsets: batch.events.offsets,
      type: new Uint8Array(total),
      day: new Int32Array(total),
      mailing: new Int32Array(total),
    };
    let k = 0;
    rows.forEach((r, i) => {
      events.offsets[i] = k;
      for (const e of r.events) {
        events.type[k] = ACTIVITY_INDEX[e.type];
        events.day[k] = zone.ofIso(e.at);
        let m = -1;
        if (e.mailingId) {
          m = batch.mailings.get(e.mailingId) ?? batch.mailings.size;
          if (m === batch.mailings.size) batch.mailings.set(e.mailingId, m);
        }
        events.mailing[k] = m;
        k++;
      }
    });
    events.offsets[size] = k;
    batch.events = events;
  }
  if (needs.customEvents.size > 0) batch.custom = customColumns(rows, batch.customNames, zone);
  return batch;
}

/** The custom events of the names counted, one flat list as activity's: the others are not copied. */
function customColumns(
  rows: readonly SubscriberInput[],
  names: ReadonlyMap<string, number>,
  zone: ReturnType<typeof zonedDays>,
): SegmentBatch['custom'] {
  const counted = rows.map((r) => (r.customEvents ?? []).filter((e) => names.has(e.name)));
  const total = counted.reduce((n, list) => n + list.length, 0);
  const custom: SegmentBatch['custom'] = {
    offsets: new Uint32Array(rows.length + 1),
    name: new Int32Array(total),
    day: new Int32Array(total),
    properties: new Array(total),
  };
  let k = 0;
  counted.forEach((list, i) => {
    custom.offsets[i] = k;
    for (const e of list) {
      custom.name[k] = names.get(e.name)!;
      custom.day[k] = zone.ofIso(e.time);
      custom.properties[k] = e.properties;
      k++;
    }
  });
  custom.offsets[rows.length] = k;
  return custom;
}
