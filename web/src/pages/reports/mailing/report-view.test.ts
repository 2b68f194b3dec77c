import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clickShare, formatRate, largestFirst, linkIdentity, linksOfHrefs, timelineSeries } from './report-view';

const HOUR = 3_600_000;
const point = (at: string, opens: number) => ({ at, opens, uniqueOpens: opens, clicks: 0, uniqueClicks: 0 });

describe('the mailing report’s view', () => {
  it('formats rates in the user’s language and shows a dash without a base', () => {
    expect(formatRate(0.1234, 'pl')).toBe('12,3%');
    expect(formatRate(0.5, 'en-US')).toBe('50%');
    expect(formatRate(null, 'pl')).toBe('—');
  });

  it('puts the timeline in time order and fills the empty buckets between points with zeros', () => {
    const series = timelineSeries([point('2026-11-01T12:00:00.000Z', 2), point('2026-11-01T09:00:00.000Z', 5)], 'opens', HOUR);
    expect(series.map((p) => [p.x.toISOString().slice(11, 13), p.y])).toEqual([
      ['09', 5],
      ['10', 0],
      ['11', 0],
      ['12', 2],
    ]);
    expect(timelineSeries([], 'opens', HOUR)).toEqual([]);
  });

  it('keeps every point’s count and spaces points one step apart (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 20 }), fc.nat(50), (hours, n) => {
        const base = Date.parse('2026-11-01T00:00:00.000Z');
        const points = hours.map((h) => point(new Date(base + h * HOUR).toISOString(), n + h));
        const series = timelineSeries(points, 'opens', HOUR);
        expect(series.reduce((s, p) => s + p.y, 0)).toBe(points.reduce((s, p) => s + p.opens, 0));
        for (let i = 1; i < series.length; i++) expect(series[i]!.x.getTime() - series[i - 1]!.x.getTime()).toBe(HOUR);
      }),
    );
  });

  it('recognises a link with or without the sending’s UTM parameters, a trailing slash or a fragment', () => {
    expect(linkIdentity('https://Shop.example/promo/?utm_source=goniec&id=2#top')).toBe('https://shop.example/promo?id=2');
    expect(linkIdentity('https://shop.example')).toBe('https://shop.example/');
    expect(linkIdentity('mailto:a@b.pl')).toBeUndefined();
    expect(linkIdentity('{{unsubscribe}}')).toBeUndefined();
    const links = [
      { url: 'https://shop.example/promo?id=2&utm_medium=email', clicks: 3, uniqueClicks: 2, machine: 1 },
      { url: 'https://shop.example/promo?id=2', clicks: 1, uniqueClicks: 1, machine: 0 },
    ];
    expect(linksOfHrefs(['https://shop.example/promo?id=2', 'https://shop.example/other', 'x'], links)).toEqual([
      { url: links[0]!.url, clicks: 4, uniqueClicks: 3, machine: 1 },
      undefined,
      undefined,
    ]);
  });

  it('gives each link its share of the clicks, and orders rows largest first, ties by name', () => {
    expect(clickShare({ clicks: 1 }, [{ clicks: 1 }, { clicks: 3 }])).toBe(0.25);
    expect(clickShare({ clicks: 0 }, [{ clicks: 0 }])).toBeNull();
    const rows = [
      { n: 'b', c: 1 },
      { n: 'a', c: 1 },
      { n: 'c', c: 5 },
    ];
    expect(
      largestFirst(
        rows,
        (r) => r.c,
        (r) => r.n,
      ).map((r) => r.n),
    ).toEqual(['c', 'a', 'b']);
  });
});
