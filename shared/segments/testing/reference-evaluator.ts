import type { PropertyType } from '../../properties';
import type { SubscriberInput } from '../batch';
import { ANY_MAILING, type ScalarValue, type SegmentCondition, type SegmentNode } from '../model';
import { targetType, valueKind } from '../typing';

/**
 * A deliberately naive evaluator for tests: it reads plain objects row by row, recomputes every date
 * with Intl and walks calendars day by day, and shares no code with the compiled evaluator beyond the
 * type rules. Property-based tests hold the two to the same answers.
 */
export interface ReferenceContext {
  propertyType: (id: string) => PropertyType | undefined;
  now: Date;
  timeZone: string;
}

const localDate = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

function toDate(value: string, timeZone: string): string {
  return value.length === 10 ? value : localDate(new Date(value), timeZone);
}

const parse = (date: string) => ({ y: Number(date.slice(0, 4)), m: Number(date.slice(5, 7)), d: Number(date.slice(8, 10)) });
const utc = (date: string) => Date.UTC(parse(date).y, parse(date).m - 1, parse(date).d);
const daysBetween = (a: string, b: string) => Math.round((utc(b) - utc(a)) / 86_400_000);
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const lastDay = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function addDays(date: string, n: number): string {
  const t = new Date(utc(date) + n * 86_400_000);
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Steps forward one day at a time until the month and day match (29 Feb counts as 28 Feb in common years). */
function anniversary(date: string, today: string): number {
  const { m, d } = parse(date);
  for (let n = 0; n <= 366; n++) {
    const day = parse(addDays(today, n));
    const target = m === 2 && d === 29 && !isLeap(day.y) ? 28 : d;
    if (day.m === m && day.d === target) return n;
  }
  throw new Error('no anniversary within a year');
}

/** Counts whole months by adding them one by one (clamping to the month's last day). */
function months(date: string, today: string): number {
  if (today < date) return -months(today, date);
  const start = parse(date);
  let n = 0;
  for (;;) {
    const total = start.m - 1 + n + 1;
    const y = start.y + Math.floor(total / 12);
    const mo = (total % 12) + 1;
    if (iso(y, mo, Math.min(start.d, lastDay(y, mo))) > today) return n;
    n++;
  }
}

function compareNumber(n: number | null, op: SegmentCondition['operator'], values: ScalarValue[]): boolean {
  const v = values.map(Number);
  if (op === 'isNull') return n === null;
  if (op === 'isNotNull') return n !== null;
  if (op === 'neq') return n === null || n !== v[0];
  if (op === 'notIn') return n === null || !v.includes(n);
  if (n === null) return false;
  switch (op) {
    case 'eq':
      return n === v[0];
    case 'gt':
      return n > v[0]!;
    case 'lt':
      return n < v[0]!;
    case 'gte':
      return n >= v[0]!;
    case 'lte':
      return n <= v[0]!;
    case 'between':
      return n >= v[0]! && n <= v[1]!;
    case 'in':
      return v.includes(n);
    default:
      return false;
  }
}

function compareString(s: string | null, op: SegmentCondition['operator'], values: ScalarValue[]): boolean {
  const v = values.map((x) => String(x).toLowerCase());
  const x = s === null ? null : s.toLowerCase();
  if (op === 'isNull') return x === null;
  if (op === 'isNotNull') return x !== null;
  if (op === 'neq') return x === null || x !== v[0];
  if (op === 'notIn') return x === null || !v.includes(x);
  if (op === 'notContains') return x === null || !x.includes(v[0]!);
  if (x === null) return false;
  switch (op) {
    case 'eq':
      return x === v[0];
    case 'in':
      return v.includes(x);
    case 'contains':
      return x.includes(v[0]!);
    case 'startsWith':
      return x.startsWith(v[0]!);
    case 'endsWith':
      return x.endsWith(v[0]!);
    default:
      return false;
  }
}

/** An event's property against a filter, written out case by case. */
function whereHolds(
  where: NonNullable<SegmentCondition['where']>,
  properties: Record<string, string | number | boolean> | undefined,
): boolean {
  const has = properties !== undefined && Object.prototype.hasOwnProperty.call(properties, where.property);
  const v = has ? properties[where.property] : undefined;
  const text = v === undefined ? null : String(v).toLowerCase();
  const wanted = String(where.value).toLowerCase();
  if (where.operator === 'eq') return text === wanted;
  if (where.operator === 'neq') return text !== wanted;
  if (where.operator === 'contains') return text !== null && text.indexOf(wanted) >= 0;
  if (typeof v !== 'number') return false;
  const n = Number(where.value);
  return where.operator === 'gt' ? v > n : where.operator === 'gte' ? v >= n : where.operator === 'lt' ? v < n : v <= n;
}

function condition(c: SegmentCondition, row: SubscriberInput, ctx: ReferenceContext): boolean {
  const values = Array.isArray(c.value) ? c.value : c.value === undefined ? [] : [c.value];
  const today = localDate(ctx.now, ctx.timeZone);
  if (c.source === 'status') return compareNumber(row.status, c.operator, values);
  if (c.source === 'activity' || c.source === 'event') {
    const from =
      c.window?.kind === 'last' ? addDays(today, -(c.window.days - 1)) : c.window?.kind === 'between' ? c.window.from : '0000-01-01';
    const to = c.window?.kind === 'last' ? today : c.window?.kind === 'between' ? c.window.to : '9999-12-31';
    const happened =
      c.source === 'event'
        ? (row.customEvents ?? []).filter((e) => e.name === c.target && (!c.where || whereHolds(c.where, e.properties))).map((e) => e.time)
        : row.events
            .filter((e) => (c.events ?? []).includes(e.type) && (c.target === ANY_MAILING || e.mailingId === c.target))
            .map((e) => e.at);
    const agos: number[] = [];
    for (const at of happened) {
      const day = toDate(at, ctx.timeZone);
      if (day < from || day > to) continue;
      agos.push(daysBetween(day, today));
    }
    const n =
      c.aggregation === 'count'
        ? agos.length
        : agos.length === 0
          ? c.aggregation === 'sum'
            ? 0
            : null
          : c.aggregation === 'sum'
            ? agos.reduce((a, b) => a + b, 0)
            : c.aggregation === 'avg'
              ? agos.reduce((a, b) => a + b, 0) / agos.length
              : c.aggregation === 'max'
                ? Math.max(...agos)
                : Math.min(...agos);
    return compareNumber(n, c.operator, values);
  }
  const type = targetType(c, ctx.propertyType);
  const raw = c.target in row.fields ? row.fields[c.target] : row.props[c.target];
  const kind = valueKind(c, type);
  if (kind === 'multilist') {
    const items = Array.isArray(raw) && raw.length ? raw.map((s) => s.toLowerCase()) : null;
    const v = values.map((x) => String(x).toLowerCase());
    switch (c.operator) {
      case 'isNull':
        return items === null;
      case 'isNotNull':
        return items !== null;
      case 'contains':
        return items !== null && items.includes(v[0]!);
      case 'notContains':
        return items === null || !items.includes(v[0]!);
      case 'in':
        return items !== null && items.some((i) => v.includes(i));
      case 'notIn':
        return items === null || !items.some((i) => v.includes(i));
      default:
        return false;
    }
  }
  if (type === 'multilist') return compareNumber(Array.isArray(raw) ? raw.length : 0, c.operator, values);
  if (kind === 'string') return compareString(raw === undefined || raw === '' ? null : String(raw), c.operator, values);
  if (type === 'int') return compareNumber(typeof raw === 'number' ? raw : null, c.operator, values);
  // A date without a year (--MM-DD): present, with an anniversary, a day and a month; nothing else is known.
  if (typeof raw === 'string' && raw.startsWith('--')) {
    const mmdd = `0000-${raw.slice(2)}`;
    if (kind === 'date') return c.operator === 'isNotNull' || (c.operator !== 'isNull' && compareNumber(null, c.operator, values));
    const n =
      c.aggregation === 'anniversary'
        ? anniversary(mmdd, today)
        : c.aggregation === 'day'
          ? parse(mmdd).d
          : c.aggregation === 'month'
            ? parse(mmdd).m
            : null;
    return compareNumber(n, c.operator, values);
  }
  // Dates and consents.
  const date = typeof raw === 'string' ? toDate(raw, ctx.timeZone) : null;
  if (kind === 'date' || kind === 'consent') {
    const asDays = (d: string) => daysBetween('1970-01-01', d);
    return compareNumber(
      date === null ? null : asDays(date),
      c.operator,
      values.map((v) => asDays(String(v))),
    );
  }
  if (date === null) return compareNumber(null, c.operator, values);
  const p = parse(date);
  const n =
    c.aggregation === 'anniversary'
      ? anniversary(date, today)
      : c.aggregation === 'daysDiff'
        ? daysBetween(date, today)
        : c.aggregation === 'monthsDiff'
          ? months(date, today)
          : c.aggregation === 'day'
            ? p.d
            : c.aggregation === 'month'
              ? p.m
              : p.y;
  return compareNumber(n, c.operator, values);
}

export function referenceMatches(node: SegmentNode, row: SubscriberInput, ctx: ReferenceContext): boolean {
  if (node.kind === 'condition') return condition(node, row, ctx);
  return node.op === 'and'
    ? node.children.every((c) => referenceMatches(c, row, ctx))
    : node.children.some((c) => referenceMatches(c, row, ctx));
}
