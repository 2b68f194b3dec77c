import type { PropertyType } from '@shared/properties';
import { ACTIVITY_INDEX, type SegmentBatch } from '@shared/segments/batch';
import { civilDay, NO_DAY } from '@shared/segments/dates';
import { random } from './random';

/**
 * A deterministic data set for the segment benchmark, built straight into the evaluator's columnar
 * layout: subscribers with 20 properties and their activity over the last 90 days.
 */
export const PROPERTY_TYPES: Record<string, PropertyType> = {
  city: 'list',
  region: 'list',
  plan: 'list',
  nick: 'string',
  company: 'string',
  source: 'string',
  email: 'email',
  points: 'int',
  score: 'int',
  level: 'int',
  orders: 'int',
  visits: 'int',
  tags: 'multilist',
  interests: 'multilist',
  birthday: 'date',
  lastPurchase: 'date',
  createdAt: 'date',
  consent: 'spec_agr',
  smsConsent: 'spec_agr',
  gsm: 'gsm',
};

const CITIES = ['kraków', 'gdańsk', 'warszawa', 'poznań', 'wrocław', 'łódź', 'lublin', 'szczecin'];
const REGIONS = ['north', 'south', 'east', 'west'];
const PLANS = ['free', 'basic', 'pro', 'enterprise'];
const NICKS = ['ala', 'ola', 'bartek', 'ewa', 'adam', 'zosia', 'kuba', 'ania'];
const TAGS = ['vip', 'new', 'churn', 'b2b', 'b2c', 'promo'];
export const MAILING_COUNT = 60;

export interface BenchData {
  batch: SegmentBatch;
  today: number;
}

export function buildData(subscribers: number, events: number, seed = 20261122): BenchData {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const maybe = <T>(p: number, make: () => T): T | undefined => (rnd() < p ? make() : undefined);
  const today = civilDay('2026-11-22');

  const strings = new Map<string, (string | undefined)[]>();
  const numbers = new Map<string, Float64Array>();
  const days = new Map<string, Int32Array>();
  const lists = new Map<string, (string[] | undefined)[]>();
  for (const [key, type] of Object.entries(PROPERTY_TYPES)) {
    if (type === 'int') numbers.set(key, new Float64Array(subscribers));
    else if (type === 'date' || type === 'spec_agr') days.set(key, new Int32Array(subscribers));
    else if (type === 'multilist') lists.set(key, new Array(subscribers));
    else strings.set(key, new Array(subscribers));
  }
  const status = new Uint8Array(subscribers);
  const ids = new Array<string>(subscribers);
  const s = (k: string) => strings.get(k)!;
  const n = (k: string) => numbers.get(k)!;
  const d = (k: string) => days.get(k)!;
  const l = (k: string) => lists.get(k)!;
  for (let i = 0; i < subscribers; i++) {
    ids[i] = `s${i}`;
    status[i] = pick([5, 6, 8, 8, 8, 8, 3, 2, 7]);
    s('city')[i] = maybe(0.9, () => pick(CITIES));
    s('region')[i] = maybe(0.7, () => pick(REGIONS));
    s('plan')[i] = pick(PLANS);
    s('nick')[i] = maybe(0.8, () => pick(NICKS));
    s('company')[i] = maybe(0.4, () => `firma ${Math.floor(rnd() * 5000)}`);
    s('source')[i] = pick(['import', 'form', 'api', 'manual']);
    s('email')[i] = `user${i}@${pick(['gmail.com', 'wp.pl', 'onet.pl', 'firma.pl', 'outlook.com'])}`;
    s('gsm')[i] = maybe(0.6, () => `48${600000000 + Math.floor(rnd() * 99999999)}`);
    n('points')[i] = maybe(0.85, () => Math.floor(rnd() * 100)) ?? NaN;
    n('score')[i] = Math.floor(rnd() * 40);
    n('level')[i] = maybe(0.9, () => 1 + Math.floor(rnd() * 5)) ?? NaN;
    n('orders')[i] = Math.floor(rnd() * 20);
    n('visits')[i] = Math.floor(rnd() * 200);
    l('tags')[i] = maybe(0.6, () => TAGS.filter(() => rnd() < 0.25));
    l('interests')[i] = maybe(0.5, () => ['sport', 'music', 'travel', 'books'].filter(() => rnd() < 0.3));
    d('birthday')[i] = maybe(0.7, () => civilDay('1950-01-01') + Math.floor(rnd() * 20000)) ?? NO_DAY;
    d('lastPurchase')[i] = maybe(0.5, () => today - Math.floor(rnd() * 700)) ?? NO_DAY;
    d('createdAt')[i] = today - Math.floor(rnd() * 2000);
    d('consent')[i] = maybe(0.75, () => today - Math.floor(rnd() * 1500)) ?? NO_DAY;
    d('smsConsent')[i] = maybe(0.3, () => today - Math.floor(rnd() * 900)) ?? NO_DAY;
  }

  // Events: each subscriber gets a share around the mean; sorted by subscriber like the table keys.
  const offsets = new Uint32Array(subscribers + 1);
  const per = events / subscribers;
  let total = 0;
  for (let i = 0; i < subscribers; i++) {
    offsets[i] = total;
    total += Math.floor(rnd() * (2 * per + 1));
  }
  offsets[subscribers] = total;
  const type = new Uint8Array(total);
  const day = new Int32Array(total);
  const mailing = new Int32Array(total);
  const weights: [keyof typeof ACTIVITY_INDEX, number][] = [
    ['sent', 0.35],
    ['delivered', 0.33],
    ['opened', 0.18],
    ['clicked', 0.08],
    ['bounced', 0.03],
    ['complained', 0.01],
    ['unsubscribed', 0.02],
  ];
  for (let k = 0; k < total; k++) {
    let r = rnd();
    let chosen = weights[0]![0];
    for (const [t, w] of weights) {
      if (r < w) {
        chosen = t;
        break;
      }
      r -= w;
    }
    type[k] = ACTIVITY_INDEX[chosen];
    day[k] = today - Math.floor(rnd() * 90);
    mailing[k] = Math.floor(rnd() * MAILING_COUNT);
  }
  const mailings = new Map(Array.from({ length: MAILING_COUNT }, (_, m) => [`m${m}`, m] as const));
  return {
    batch: {
      size: subscribers,
      ids,
      status,
      numbers,
      strings,
      days,
      lists,
      events: { offsets, type, day, mailing },
      mailings,
      custom: { offsets: new Uint32Array(subscribers + 1), name: new Int32Array(0), day: new Int32Array(0), properties: [] },
      customNames: new Map(),
    },
    today,
  };
}

/** A window of rows [start, end) as its own batch; the arrays are views, nothing is copied. */
export function slice(batch: SegmentBatch, start: number, end: number): SegmentBatch {
  const view = <T>(m: Map<string, T>, cut: (v: T) => T) => new Map([...m].map(([k, v]) => [k, cut(v)] as const));
  return {
    size: end - start,
    ids: batch.ids.slice(start, end),
    status: batch.status.subarray(start, end),
    numbers: view(batch.numbers, (a) => a.subarray(start, end)),
    days: view(batch.days, (a) => a.subarray(start, end)),
    strings: view(batch.strings, (a) => a.slice(start, end)),
    lists: view(batch.lists, (a) => a.slice(start, end)),
    events: { ...batch.events, offsets: batch.events.offsets.subarray(start, end + 1) },
    custom: { ...batch.custom, offsets: batch.custom.offsets.subarray(start, end + 1) },
    mailings: batch.mailings,
    customNames: batch.customNames,
  };
}
