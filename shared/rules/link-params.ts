/**
 * The account's link parameters (spec section 3, "UTM parameters" and "Link hash params"; issue 15,
 * the tracking tab of /settings/company), applied to the destination of every tracked link when a
 * mailing is sent. Pure string work on the URL as the author wrote it, never a URL parser's
 * re-serialisation: a link reaches the recipient's browser exactly as written plus what is added.
 */

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export const HASH_TYPES = ['param', 'anchor'] as const;
export type HashType = (typeof HASH_TYPES)[number];
export const HASHERS = ['none', 'md5', 'sha256'] as const;
export type Hasher = (typeof HASHERS)[number];

/** Limits of the settings (the spec gives none): a UTM value or the hash text, and the hash parameter's name. */
export const LINK_PARAM_VALUE_MAX = 255;
export const HASH_NAME_MAX = 64;
/** The hash parameter's name: URL-safe characters only, so it is written as typed and read back the same. */
export const HASH_NAME = /^[A-Za-z0-9_.~-]+$/;

/** What one link receives: UTM pairs (rendered values, empty ones left out) and the hash parameter with its final value. */
export interface LinkParams {
  utm: readonly (readonly [string, string])[];
  hash?: { type: HashType; name: string; value: string };
}

/** A lone surrogate would make encodeURIComponent throw (and fail the recipient's message): it becomes U+FFFD, as UTF-8 encoding would make it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const enc = (s: string) => encodeURIComponent(s.replace(LONE_SURROGATE, '\uFFFD'));

function decodedKey(piece: string): string {
  const raw = piece.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The names a query (or a `k=v&…` fragment) already holds, decoded: `utm_source` and `utm%5Fsource` are one. */
const keysOf = (query: string) => new Set(query.split('&').filter(Boolean).map(decodedKey));

/**
 * Whether a link's destination gets parameters: http(s) only (mailto:, tel: and the rest are no
 * page to track), never a link to the tracking host itself (its own pages, the unsubscribe link).
 */
export function takesParams(url: string, trackingOrigin?: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  if (!trackingOrigin) return true;
  const origin = trackingOrigin.replace(/\/+$/, '').toLowerCase();
  const lower = url.toLowerCase();
  return !(lower === origin || lower.startsWith(`${origin}/`) || lower.startsWith(`${origin}?`) || lower.startsWith(`${origin}#`));
}

/**
 * The URL with the parameters added: the query ones before the `#` (after an existing query, with
 * `&`), a parameter the link already has left as the author set it; the anchor type after the `#`
 * (`#name=value`, or `#existing&name=value` when the link has an anchor already). Names and values
 * are percent-encoded; nothing already in the URL is re-encoded.
 */
export function applyLinkParams(url: string, params: LinkParams): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  let fragment = hashAt < 0 ? undefined : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  let query = queryAt < 0 ? undefined : beforeHash.slice(queryAt + 1);

  const taken = keysOf(query ?? '');
  const add: string[] = [];
  const addQuery = (name: string, value: string) => {
    if (taken.has(name)) return;
    taken.add(name);
    add.push(`${enc(name)}=${enc(value)}`);
  };
  for (const [name, value] of params.utm) if (value !== '') addQuery(name, value);
  const hash = params.hash;
  if (hash && hash.type === 'param') addQuery(hash.name, hash.value);
  if (add.length) query = query === undefined || query === '' ? add.join('&') : `${query.replace(/&+$/, '')}&${add.join('&')}`;

  if (hash && hash.type === 'anchor') {
    const pair = `${enc(hash.name)}=${enc(hash.value)}`;
    if (fragment === undefined || fragment === '') fragment = pair;
    else if (!keysOf(fragment).has(hash.name)) fragment = `${fragment}&${pair}`;
  }
  return `${path}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`;
}

/** The UTM pairs of settings values: `utm_<key>`, in the spec's order, empty ones left out. */
export function utmPairs(utm: Partial<Record<UtmKey, string>>): [string, string][] {
  return UTM_KEYS.filter((k) => (utm[k] ?? '') !== '').map((k) => [`utm_${k}`, utm[k]!]);
}
