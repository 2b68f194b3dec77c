import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLinkParams, takesParams, utmPairs, type LinkParams } from './link-params';

const utm = (pairs: Record<string, string>): LinkParams => ({ utm: utmPairs(pairs) });

describe('applyLinkParams', () => {
  it('adds the UTM parameters in the spec order, leaving empty ones out', () => {
    expect(
      applyLinkParams('https://shop.example/a', utm({ source: 'goniec', medium: 'email', campaign: '', term: 'buty', content: 'top' })),
    ).toBe('https://shop.example/a?utm_source=goniec&utm_medium=email&utm_term=buty&utm_content=top');
  });

  it('appends to an existing query with & and keeps it as written', () => {
    expect(applyLinkParams('https://shop.example/a?x=1&y=%20a+b', utm({ source: 's' }))).toBe(
      'https://shop.example/a?x=1&y=%20a+b&utm_source=s',
    );
    expect(applyLinkParams('https://shop.example/a?', utm({ source: 's' }))).toBe('https://shop.example/a?utm_source=s');
    expect(applyLinkParams('https://shop.example/a?x=1&', utm({ source: 's' }))).toBe('https://shop.example/a?x=1&utm_source=s');
  });

  it('never overrides a parameter the link already has, however it is encoded', () => {
    expect(applyLinkParams('https://s.example/?utm_source=own', utm({ source: 'goniec', medium: 'email' }))).toBe(
      'https://s.example/?utm_source=own&utm_medium=email',
    );
    expect(applyLinkParams('https://s.example/?utm%5Fsource=own', utm({ source: 'goniec' }))).toBe('https://s.example/?utm%5Fsource=own');
  });

  it('puts query parameters before the anchor and keeps the anchor', () => {
    expect(applyLinkParams('https://s.example/p?x=1#sekcja', utm({ source: 's' }))).toBe('https://s.example/p?x=1&utm_source=s#sekcja');
    expect(applyLinkParams('https://s.example/p#a?b', utm({ source: 's' }))).toBe('https://s.example/p?utm_source=s#a?b');
  });

  it('percent-encodes values (spaces, Polish letters, & = # ?)', () => {
    expect(applyLinkParams('https://s.example/', utm({ campaign: 'Zima & wiosna #1 ?=ż' }))).toBe(
      'https://s.example/?utm_campaign=Zima%20%26%20wiosna%20%231%20%3F%3D%C5%BC',
    );
  });

  it('never throws on a lone surrogate in a value (U+FFFD instead)', () => {
    expect(applyLinkParams('https://s.example/', utm({ source: 'a\uD800b' }))).toBe('https://s.example/?utm_source=a%EF%BF%BDb');
  });

  it('adds the hash parameter to the query (param) or after the anchor (anchor)', () => {
    const hash = (type: 'param' | 'anchor'): LinkParams => ({ utm: utmPairs({ source: 's' }), hash: { type, name: 'h', value: 'abc' } });
    expect(applyLinkParams('https://s.example/p#top', hash('param'))).toBe('https://s.example/p?utm_source=s&h=abc#top');
    expect(applyLinkParams('https://s.example/p', hash('anchor'))).toBe('https://s.example/p?utm_source=s#h=abc');
    expect(applyLinkParams('https://s.example/p#top', hash('anchor'))).toBe('https://s.example/p?utm_source=s#top&h=abc');
    expect(applyLinkParams('https://s.example/p#', hash('anchor'))).toBe('https://s.example/p?utm_source=s#h=abc');
    expect(applyLinkParams('https://s.example/p#h=own', hash('anchor'))).toBe('https://s.example/p?utm_source=s#h=own');
  });

  it('keeps every character of the original link, in order, and the result parses with each parameter once', () => {
    const value = fc.string({ maxLength: 20 });
    const url = fc.webUrl({ withQueryParameters: true, withFragments: true });
    fc.assert(
      fc.property(url, value, value, (link, source, text) => {
        const out = applyLinkParams(link, { utm: utmPairs({ source }), hash: { type: 'param', name: 'h', value: text } });
        const hashAt = link.indexOf('#');
        const base = hashAt < 0 ? link : link.slice(0, hashAt);
        // The part before the anchor is kept as its prefix, the anchor as the suffix.
        expect(out.startsWith(base.replace(/&+$/, ''))).toBe(true);
        if (hashAt >= 0) expect(out.endsWith(link.slice(hashAt))).toBe(true);
        const parsed = new URL(out);
        const had = new URL(link).searchParams;
        if (source !== '' && !had.has('utm_source')) expect(parsed.searchParams.get('utm_source')).toBe(source);
        if (!had.has('h')) expect(parsed.searchParams.get('h')).toBe(text);
        expect(parsed.searchParams.getAll('utm_source').length).toBeLessThanOrEqual(Math.max(1, had.getAll('utm_source').length));
      }),
      { numRuns: 300 },
    );
  });

  it('is idempotent: applying the same parameters twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ maxLength: 10 }), (link, v) => {
        const params: LinkParams = { utm: utmPairs({ source: v, medium: 'email' }), hash: { type: 'anchor', name: 'h', value: v } };
        const once = applyLinkParams(link, params);
        expect(applyLinkParams(once, params)).toBe(once);
      }),
    );
  });
});

describe('takesParams', () => {
  it('takes http(s) links only, never the tracking host itself', () => {
    expect(takesParams('https://shop.example/a')).toBe(true);
    expect(takesParams('HTTP://shop.example/a')).toBe(true);
    expect(takesParams('mailto:a@b.pl')).toBe(false);
    expect(takesParams('tel:+48500100200')).toBe(false);
    expect(takesParams('https://go.example/t/u/abc', 'https://go.example')).toBe(false);
    expect(takesParams('https://go.example', 'https://go.example/')).toBe(false);
    expect(takesParams('https://go.example.evil.pl/x', 'https://go.example')).toBe(true);
  });
});
