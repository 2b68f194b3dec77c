import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tracking and unsubscribe links carry who and what in the URL, signed with HMAC-SHA256, so the
 * public tracking function verifies them without a database read and a forged link learns nothing.
 */
export type LinkKind = 'o' | 'c' | 'u';
export interface LinkPayload {
  k: LinkKind;
  /** account, mailing, subscriber */
  a: string;
  m: string;
  s: string;
  /** target URL (clicks only) */
  u?: string;
}

const SIG_BYTES = 16;

function sign(key: Uint8Array, data: string): string {
  return createHmac('sha256', key).update(`goniec-link:${data}`).digest().subarray(0, SIG_BYTES).toString('base64url');
}

export function encodeLink(key: Uint8Array, payload: LinkPayload): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(key, data)}`;
}

export function decodeLink(key: Uint8Array, token: string, kind: LinkKind): LinkPayload | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const data = token.slice(0, dot);
  // Compare the encoded strings: base64 decoding ignores trailing pad bits, so two texts can decode alike.
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(key, data));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as LinkPayload;
    if (payload.k !== kind || !payload.a || !payload.m || !payload.s) return undefined;
    if (kind === 'c' && !/^https?:\/\//i.test(payload.u ?? '')) return undefined;
    return payload;
  } catch {
    return undefined;
  }
}

export function trackingUrls(base: string, key: Uint8Array, ids: { a: string; m: string; s: string }) {
  return {
    open: `${base}/t/o/${encodeLink(key, { k: 'o', ...ids })}`,
    unsubscribe: `${base}/t/u/${encodeLink(key, { k: 'u', ...ids })}`,
    click: (url: string) => `${base}/t/c/${encodeLink(key, { k: 'c', ...ids, u: url })}`,
  };
}
