import { ACTIVITY_INDEX, type SegmentBatch } from '@shared/segments/batch';
import { daysToAnniversary, monthOf, monthsBetween, NO_DAY, yearOf } from '@shared/segments/dates';
import type { SegmentCondition, SegmentGroup } from '@shared/segments/model';

/**
 * Ten condition trees of depth 3 for the benchmark, each with a hand-written loop that answers the
 * same question straight from the arrays: the baseline the evaluator is measured against.
 */
export interface BenchTree {
  name: string;
  tree: SegmentGroup;
  baseline: (batch: SegmentBatch, today: number) => number;
}

const and = (...children: SegmentGroup['children']): SegmentGroup => ({ kind: 'group', op: 'and', children });
const or = (...children: SegmentGroup['children']): SegmentGroup => ({ kind: 'group', op: 'or', children });
const prop = (
  target: string,
  aggregation: SegmentCondition['aggregation'],
  operator: SegmentCondition['operator'],
  value?: SegmentCondition['value'],
): SegmentCondition => ({
  kind: 'condition',
  source: 'property',
  target,
  aggregation,
  operator,
  ...(value === undefined ? {} : { value }),
});
const activity = (
  events: SegmentCondition['events'],
  window: SegmentCondition['window'],
  aggregation: SegmentCondition['aggregation'],
  operator: SegmentCondition['operator'],
  value: number,
  target = '*',
): SegmentCondition => ({
  kind: 'condition',
  source: 'activity',
  target,
  events,
  window,
  aggregation,
  operator,
  value,
});
const status = (operator: SegmentCondition['operator'], value: SegmentCondition['value']): SegmentCondition => ({
  kind: 'condition',
  source: 'status',
  target: '',
  aggregation: 'none',
  operator,
  value,
});

const T = ACTIVITY_INDEX;

/** Counts events of one type in [from, to] (and one mailing when given), and tracks the smallest "days ago". */
function scan(b: SegmentBatch, i: number, typeIndex: number, from: number, to: number, mailing = -1) {
  const { offsets, type, day, mailing: mailings } = b.events;
  let count = 0;
  let sum = 0;
  let min = Infinity;
  for (let k = offsets[i]!, end = offsets[i + 1]!; k < end; k++) {
    if (type[k] !== typeIndex) continue;
    const d = day[k]!;
    if (d < from || d > to) continue;
    if (mailing >= 0 && mailings[k] !== mailing) continue;
    count++;
    sum += to - d;
    if (to - d < min) min = to - d;
  }
  return { count, sum, min };
}

const count = (b: SegmentBatch, test: (i: number) => boolean) => {
  let n = 0;
  for (let i = 0; i < b.size; i++) if (test(i)) n++;
  return n;
};

export const BENCH_TREES: BenchTree[] = [
  {
    name: 'example: opened ≥3 in 30 days AND (city in [Kraków, Gdańsk] OR birthday within 7 days) AND NOT clicked mailing m7',
    tree: and(
      activity(['opened'], { kind: 'last', days: 30 }, 'count', 'gte', 3),
      or(prop('city', 'none', 'in', ['Kraków', 'Gdańsk']), prop('birthday', 'anniversary', 'lte', 7)),
      activity(['clicked'], { kind: 'ever' }, 'count', 'eq', 0, 'm7'),
    ),
    baseline: (b, today) => {
      const city = b.strings.get('city')!;
      const birthday = b.days.get('birthday')!;
      const m7 = b.mailings.get('m7')!;
      return count(b, (i) => {
        const c = city[i];
        if (!(c === 'kraków' || c === 'gdańsk' || (birthday[i] !== NO_DAY && daysToAnniversary(birthday[i]!, today) <= 7))) return false;
        if (scan(b, i, T.opened, today - 29, today).count < 3) return false;
        return scan(b, i, T.clicked, -Infinity, Infinity, m7).count === 0;
      });
    },
  },
  {
    name: 'points ≥ 50 AND (plan = pro OR tags contains vip)',
    tree: and(prop('points', 'none', 'gte', 50), or(prop('plan', 'none', 'eq', 'pro'), prop('tags', 'none', 'contains', 'vip'))),
    baseline: (b) => {
      const points = b.numbers.get('points')!;
      const plan = b.strings.get('plan')!;
      const tags = b.lists.get('tags')!;
      return count(b, (i) => points[i]! >= 50 && (plan[i] === 'pro' || tags[i]?.includes('vip') === true));
    },
  },
  {
    name: 'status in [5, 6, 8] AND (consent given AND consent at most 365 days old)',
    tree: and(
      status('in', [5, 6, 8]),
      and(
        { kind: 'condition', source: 'consent', target: 'consent', aggregation: 'none', operator: 'isNotNull' },
        { kind: 'condition', source: 'consent', target: 'consent', aggregation: 'daysDiff', operator: 'lte', value: 365 },
      ),
    ),
    baseline: (b, today) => {
      const consent = b.days.get('consent')!;
      return count(b, (i) => {
        const s = b.status[i];
        return (s === 5 || s === 6 || s === 8) && consent[i] !== NO_DAY && today - consent[i]! <= 365;
      });
    },
  },
  {
    name: 'clicked in the last 7 days OR (opened ≥ 5 in 90 days AND born 1980–1995)',
    tree: or(
      activity(['clicked'], { kind: 'last', days: 7 }, 'count', 'gte', 1),
      and(activity(['opened'], { kind: 'last', days: 90 }, 'count', 'gte', 5), prop('birthday', 'year', 'between', [1980, 1995])),
    ),
    baseline: (b, today) => {
      const birthday = b.days.get('birthday')!;
      return count(b, (i) => {
        const born = birthday[i] === NO_DAY ? NaN : yearOf(birthday[i]!);
        if (born >= 1980 && born <= 1995 && scan(b, i, T.opened, today - 89, today).count >= 5) return true;
        return scan(b, i, T.clicked, today - 6, today).count >= 1;
      });
    },
  },
  {
    name: 'delivered ≥ 10 ever AND (no bounce in 90 days AND no complaint ever)',
    tree: and(
      activity(['delivered'], { kind: 'ever' }, 'count', 'gte', 10),
      and(
        activity(['bounced'], { kind: 'last', days: 90 }, 'count', 'eq', 0),
        activity(['complained'], { kind: 'ever' }, 'count', 'eq', 0),
      ),
    ),
    baseline: (b, today) =>
      count(
        b,
        (i) =>
          scan(b, i, T.delivered, -Infinity, Infinity).count >= 10 &&
          scan(b, i, T.bounced, today - 89, today).count === 0 &&
          scan(b, i, T.complained, -Infinity, Infinity).count === 0,
      ),
  },
  {
    name: 'nick starts with a OR (e-mail ends with .pl AND score between 10 and 20)',
    tree: or(
      prop('nick', 'none', 'startsWith', 'a'),
      and(prop('email', 'none', 'endsWith', '.pl'), prop('score', 'none', 'between', [10, 20])),
    ),
    baseline: (b) => {
      const nick = b.strings.get('nick')!;
      const email = b.strings.get('email')!;
      const score = b.numbers.get('score')!;
      return count(
        b,
        (i) => nick[i]?.startsWith('a') === true || (email[i]?.endsWith('.pl') === true && score[i]! >= 10 && score[i]! <= 20),
      );
    },
  },
  {
    name: 'joined ≥ 6 months ago AND (opened within 14 days OR visits > 100)',
    tree: and(
      prop('createdAt', 'monthsDiff', 'gte', 6),
      or(activity(['opened'], { kind: 'ever' }, 'daysDiff', 'lte', 14), prop('visits', 'none', 'gt', 100)),
    ),
    baseline: (b, today) => {
      const created = b.days.get('createdAt')!;
      const visits = b.numbers.get('visits')!;
      return count(
        b,
        (i) => monthsBetween(created[i]!, today) >= 6 && (visits[i]! > 100 || scan(b, i, T.opened, -Infinity, today).min <= 14),
      );
    },
  },
  {
    name: 'tags in [b2b, promo] AND (level not in [1, 2] OR region empty)',
    tree: and(prop('tags', 'none', 'in', ['b2b', 'promo']), or(prop('level', 'none', 'notIn', [1, 2]), prop('region', 'none', 'isNull'))),
    baseline: (b) => {
      const tags = b.lists.get('tags')!;
      const level = b.numbers.get('level')!;
      const region = b.strings.get('region')!;
      return count(b, (i) => {
        const t = tags[i];
        if (!t || !(t.includes('b2b') || t.includes('promo'))) return false;
        return (level[i] !== 1 && level[i] !== 2) || region[i] === undefined;
      });
    },
  },
  {
    name: 'never unsubscribed AND (sent ≥ 5 in 60 days AND no opens in 60 days)',
    tree: and(
      activity(['unsubscribed'], { kind: 'ever' }, 'count', 'eq', 0),
      and(
        activity(['sent'], { kind: 'last', days: 60 }, 'count', 'gte', 5),
        activity(['opened'], { kind: 'last', days: 60 }, 'count', 'eq', 0),
      ),
    ),
    baseline: (b, today) =>
      count(
        b,
        (i) =>
          scan(b, i, T.unsubscribed, -Infinity, Infinity).count === 0 &&
          scan(b, i, T.sent, today - 59, today).count >= 5 &&
          scan(b, i, T.opened, today - 59, today).count === 0,
      ),
  },
  {
    name: 'born in November AND (city ≠ Warszawa OR points > 10)',
    tree: and(prop('birthday', 'month', 'eq', 11), or(prop('city', 'none', 'neq', 'Warszawa'), prop('points', 'none', 'gt', 10))),
    baseline: (b) => {
      const birthday = b.days.get('birthday')!;
      const city = b.strings.get('city')!;
      const points = b.numbers.get('points')!;
      return count(b, (i) => birthday[i] !== NO_DAY && monthOf(birthday[i]!) === 11 && (city[i] !== 'warszawa' || points[i]! > 10));
    },
  },
];
