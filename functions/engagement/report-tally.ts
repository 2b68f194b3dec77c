import { bounceCode } from '@shared/rules/quarantine';
import { classify } from '@shared/rules/user-agents';
import type { Engagement } from '@functions/activity/repository';
import type { Occurrence } from './events';

/**
 * What one batch adds to a sending's report roll-ups (keys/sending.ts `ROLLUP#<mailing>#<name>`),
 * pure: the ingest (./report-counts.ts) says what was counted for the first time and writes the sums,
 * one update per roll-up.
 */

/** The first 48 hours after the sending started are counted by the hour, the days after by the day. */
export const HOURLY_FOR_MS = 48 * 3_600_000;

/** What one roll-up gains: the counters it adds, and the text it keeps (a link's url). */
export interface RollupDelta {
  add: Record<string, number>;
  set?: Record<string, string>;
}
/** Roll-up name → what it gains. */
export type RollupDeltas = Map<string, RollupDelta>;

/** One event of the batch as the report sees it. */
export interface TallyEvent {
  /** Its engagements counted for the first time now (their markers were just written). */
  first: readonly Engagement[];
  /** An open, click or soft bounce not counted before (its id's marker was just written). */
  occurrence?: Occurrence;
  /** Whether this is the recipient's first click of the occurrence's link. */
  firstOfLink: boolean;
  /** The recipient's domain's name (the claim keeps it) and when their message was sent. */
  domain: string;
  sentAt?: string;
}

/** The roll-up an event at `at` counts in: its hour within HOURLY_FOR_MS of the start, its day after. */
export function timeBucket(at: string, startedAt: string | undefined): string {
  const ms = Date.parse(at);
  const iso = Number.isNaN(ms) ? new Date().toISOString() : new Date(ms).toISOString();
  const start = startedAt ? Date.parse(startedAt) : NaN;
  return !Number.isNaN(start) && ms - start >= HOURLY_FOR_MS ? `d#${iso.slice(0, 10)}` : `h#${iso.slice(0, 13)}`;
}

/** The link roll-up's name: keys/sending.ts linkHash of the url. */
export type LinkName = (url: string) => string;

export function reportDeltas(events: readonly TallyEvent[], startedAt: string | undefined, linkName: LinkName): RollupDeltas {
  const deltas: RollupDeltas = new Map();
  const add = (name: string, counter: string, n = 1) => {
    let delta = deltas.get(name);
    if (!delta) deltas.set(name, (delta = { add: {} }));
    delta.add[counter] = (delta.add[counter] ?? 0) + n;
  };
  for (const event of events) {
    const occurrence = event.occurrence;
    const who =
      occurrence && occurrence.kind !== 'softBounce'
        ? classify({
            kind: occurrence.kind,
            userAgent: occurrence.userAgent,
            ip: occurrence.ip,
            method: occurrence.method,
            at: occurrence.at,
            sentAt: event.sentAt,
          })
        : undefined;
    const dom = `dom#${event.domain}`;
    for (const marker of event.first) {
      if (marker.type === 'delivered') add(dom, 'delivered');
      if (marker.type === 'bounced') {
        add(dom, 'bounced');
        add(`bc#${bounceCode(marker.detail) ?? 'other'}#hard`, 'count');
      }
      // The deliverability report's complaint rate by domain (a sending before it counts none there).
      if (marker.type === 'complained') add(dom, 'complained');
      if (marker.type !== 'opened' && marker.type !== 'clicked') continue;
      const [unique, machine, engaged] =
        marker.type === 'opened' ? ['uniqueOpens', 'opensMachine', 'opened'] : ['uniqueClicks', 'clicksMachine', 'clicked'];
      add(timeBucket(marker.at, startedAt), unique);
      add(dom, engaged);
      // The first one a machine made: the recipient counts as having opened (clicked), shown apart.
      if (who?.machine) add('t', machine);
    }
    if (!occurrence) continue;
    if (occurrence.kind === 'softBounce') {
      add('t', 'softBounced');
      add(dom, 'softBounced');
      add(`bc#${occurrence.code ?? 'other'}#soft`, 'count');
      continue;
    }
    const counter = occurrence.kind === 'open' ? 'opens' : 'clicks';
    add('t', counter);
    add(timeBucket(occurrence.at, startedAt), counter);
    // Devices and clients are people's: a prefetcher's or a scanner's says nothing of the audience.
    if (who && !who.machine) {
      add(`dev#${who.device}`, counter);
      add(`cl#${who.client}`, counter);
    }
    if (occurrence.kind === 'click' && occurrence.url) {
      const link = `l#${linkName(occurrence.url)}`;
      add(link, 'clicks');
      if (who?.machine) add(link, 'machine');
      if (event.firstOfLink) add(link, 'uniqueClicks');
      deltas.get(link)!.set = { url: occurrence.url };
    }
  }
  return deltas;
}
