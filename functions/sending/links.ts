import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

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

/** The signing key imported once: importing raw key bytes on every HMAC costs as much as the HMAC. */
const keyObjects = new WeakMap<Uint8Array, KeyObject>();
function keyObject(key: Uint8Array): KeyObject {
  let object = keyObjects.get(key);
  if (!object) keyObjects.set(key, (object = createSecretKey(key)));
  return object;
}

function sign(key: Uint8Array, data: string): string {
  return createHmac('sha256', keyObject(key)).update(`goniec-link:${data}`).digest().subarray(0, SIG_BYTES).toString('base64url');
}

/** `payload` is a LinkPayload, or one of the two parts of a shared link's click (below). */
export function encodeLink(key: Uint8Array, payload: LinkPayload | TargetPart | RecipientPart): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(key, data)}`;
}

/** The signed part of a click on a link every recipient shares: the mailing and the target, signed once per mailing. */
interface TargetPart { k: 't'; m: string; u: string }
/** The recipient's part of such a click: who, signed once per recipient for all of that mailing's shared links. */
interface RecipientPart { k: 'r'; a: string; m: string; s: string }

/** The JSON behind `data.sig`, when the signature holds. */
function verified(key: Uint8Array, data: string | undefined, sig: string | undefined): Record<string, string> | undefined {
  if (!data || !sig) return undefined;
  // Compare the encoded strings: base64 decoding ignores trailing pad bits, so two texts can decode alike.
  const given = Buffer.from(sig);
  const expected = Buffer.from(sign(key, data));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A token is `data.sig`, or for a click on a shared link `target.sig.recipient.sig`: both parts
 * signed, of one mailing, each of its own kind (so no open or unsubscribe token can stand in).
 */
export function decodeLink(key: Uint8Array, token: string, kind: LinkKind): LinkPayload | undefined {
  const parts = token.split('.');
  let payload: LinkPayload | undefined;
  if (parts.length === 2) payload = verified(key, parts[0], parts[1]) as LinkPayload | undefined;
  else if (parts.length === 4 && kind === 'c') {
    const target = verified(key, parts[0], parts[1]) as TargetPart | undefined;
    const who = verified(key, parts[2], parts[3]) as RecipientPart | undefined;
    if (target?.k === 't' && who?.k === 'r' && target.m === who.m) payload = { k: 'c', a: who.a, m: who.m, s: who.s, u: target.u };
  }
  if (!payload || payload.k !== kind || !payload.a || !payload.m || !payload.s) return undefined;
  if (kind === 'c' && !/^https?:\/\//i.test(payload.u ?? '')) return undefined;
  return payload;
}

/** Signed target parts by key and mailing and URL: the same 25 links are signed once, not once per recipient. */
const targets = new WeakMap<Uint8Array, Map<string, string>>();
function targetPart(key: Uint8Array, m: string, u: string): string {
  let byLink = targets.get(key);
  if (!byLink) targets.set(key, (byLink = new Map()));
  const id = `${m} ${u}`;
  let token = byLink.get(id);
  if (token === undefined) {
    if (byLink.size >= 10_000) byLink.clear();
    token = encodeLink(key, { k: 't', m, u });
    byLink.set(id, token);
  }
  return token;
}

/**
 * A recipient's links. `click(url, personal)`: a URL with the recipient's own merge fields is
 * signed whole for them; a URL every recipient shares is its target part (signed once per
 * mailing) joined with the recipient's part (signed once per recipient).
 */
export function trackingUrls(base: string, key: Uint8Array, ids: { a: string; m: string; s: string }) {
  let who: string | undefined;
  return {
    /** A shared link's click URL in two parts: the same for every recipient (`prefix`), and theirs (`who`); the URL is `prefix + who`. */
    sharedClick: (url: string) => {
      who ??= encodeLink(key, { k: 'r', ...ids });
      return { prefix: `${base}/t/c/${targetPart(key, ids.m, url)}.`, who };
    },
    open: `${base}/t/o/${encodeLink(key, { k: 'o', ...ids })}`,
    unsubscribe: `${base}/t/u/${encodeLink(key, { k: 'u', ...ids })}`,
    click: (url: string, personal = false) => {
      if (personal) return `${base}/t/c/${encodeLink(key, { k: 'c', ...ids, u: url })}`;
      who ??= encodeLink(key, { k: 'r', ...ids });
      return `${base}/t/c/${targetPart(key, ids.m, url)}.${who}`;
    },
  };
}
