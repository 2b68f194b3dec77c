import type { LinkRow, TimelinePoint } from '@shared/schemas/reports';

/**
 * What the mailing report's panels compute from the report (pure: unit-tested in report-view.test.ts).
 * The numbers themselves come from the server's roll-ups; here only their shape for charts and the
 * click map.
 */

/** A rate 0..1 as a percentage in the user's language; '—' when there is no base yet. */
export function formatRate(value: number | null, language: string): string {
  return value === null ? '—' : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

export const TIMELINE_METRICS = ['opens', 'uniqueOpens', 'clicks', 'uniqueClicks'] as const;
export type TimelineMetric = (typeof TIMELINE_METRICS)[number];

/** A line chart's points of one metric, in time order, each bucket a point (an empty bucket between two is 0, not a gap). */
export function timelineSeries(points: readonly TimelinePoint[], metric: TimelineMetric, stepMs: number): { x: Date; y: number }[] {
  const sorted = [...points].sort((a, b) => a.at.localeCompare(b.at));
  const out: { x: Date; y: number }[] = [];
  for (const point of sorted) {
    const at = Date.parse(point.at);
    const last = out.at(-1);
    // Fill the buckets nobody engaged in, so the line drops to 0 instead of bridging them.
    if (last) for (let t = last.x.getTime() + stepMs; t < at; t += stepMs) out.push({ x: new Date(t), y: 0 });
    out.push({ x: new Date(at), y: point[metric] });
  }
  return out;
}

/** Query parameters the sending adds to every link (tracking settings' UTM): not part of which link it is. */
const ADDED_PARAMS = /^utm_/i;

/** A web link as the click map compares it: host, path and its own query, without the sending's UTM parameters or a fragment. */
export function linkIdentity(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  // Only web links are tracked (a mailto: or tel: link is not counted).
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const params = [...parsed.searchParams].filter(([name]) => !ADDED_PARAMS.test(name)).sort(([a], [b]) => a.localeCompare(b));
  const path = parsed.pathname.replace(/\/+$/, '') || '/';
  return `${parsed.protocol}//${parsed.host.toLowerCase()}${path}${params.length ? `?${new URLSearchParams(params).toString()}` : ''}`;
}

/** Each href's row of the report (undefined: nobody clicked it, or it is no tracked link); hrefs as they stand in the message. */
export function linksOfHrefs(hrefs: readonly string[], links: readonly LinkRow[]): (LinkRow | undefined)[] {
  const byIdentity = new Map<string, LinkRow>();
  for (const link of links) {
    const id = linkIdentity(link.url);
    if (!id) continue;
    const seen = byIdentity.get(id);
    // Two rows of one link (with and without UTM): the click map shows them together.
    byIdentity.set(
      id,
      seen
        ? {
            ...seen,
            clicks: seen.clicks + link.clicks,
            uniqueClicks: seen.uniqueClicks + link.uniqueClicks,
            machine: seen.machine + link.machine,
          }
        : link,
    );
  }
  return hrefs.map((href) => {
    const id = linkIdentity(href);
    return id ? byIdentity.get(id) : undefined;
  });
}

/** A link's share of all the mailing's clicks, 0..1 (null without clicks). */
export function clickShare(link: Pick<LinkRow, 'clicks'>, links: readonly Pick<LinkRow, 'clicks'>[]): number | null {
  const total = links.reduce((sum, l) => sum + l.clicks, 0);
  return total > 0 ? link.clicks / total : null;
}

/** Rows by a count, largest first, ties by name: the order of every breakdown table. */
export function largestFirst<T>(rows: readonly T[], count: (row: T) => number, name: (row: T) => string): T[] {
  return [...rows].sort((a, b) => count(b) - count(a) || name(a).localeCompare(name(b)));
}
