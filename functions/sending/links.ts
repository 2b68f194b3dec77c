import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Tracking and unsubscribe links carry who and what in the URL, signed with HMAC, so the public
 * tracking function verifies them without a database read and a forged link learns nothing.
 */
export type LinkKind = 'o' | 'c' | 'u' | 'k';
export interface LinkPayload {
  k: LinkKind;
  /** account, mailing, subscriber */
  a: string;
  m: string;
  s: string;
  /** target URL (clicks only: `c` of an e-mail, `k` of a text, functions/sms/abx-links.ts) */
  u?: string;
}

/**
 * What a token's data says: a recipient of a mailing (`p`), a shared link's target (`t`), a whole
 * personal click (`c`) or a click in a text (`k`). The kind is signed with the rest, so an e-mail's
 * click and a text's are not each other's: each path (/t/c/, /t/k/) counts its own channel's only.
 */
type Data =
  | { k: 'p'; a: string; m: string; s: string }
  | { k: 't'; m: string; u: string }
  | { k: 'c' | 'k'; a: string; m: string; s: string; u: string };

/**
 * One HMAC-SHA512 yields four independent 16-byte tags, one per purpose: a recipient's open,
 * unsubscribe and shared-click tokens carry the same data and differ in the tag, so they cost one
 * signature, and no one of them can stand in for another (knowing one tag says nothing of the rest).
 */
const TAG_BYTES = 16;
const TAG = { whole: 0, open: 1, unsubscribe: 2, click: 3 } as const;
type Tag = (typeof TAG)[keyof typeof TAG];

/** The signing key imported once: importing raw key bytes on every HMAC costs as much as the HMAC. */
const keyObjects = new WeakMap<Uint8Array, KeyObject>();
function keyObject(key: Uint8Array): KeyObject {
  let object = keyObjects.get(key);
  if (!object) keyObjects.set(key, (object = createSecretKey(key)));
  return object;
}

const digestOf = (key: Uint8Array, data: string) => createHmac('sha512', keyObject(key)).update(`goniec-link:${data}`).digest();
const tagOf = (digest: Buffer, tag: Tag) => digest.toString('base64url', tag * TAG_BYTES, (tag + 1) * TAG_BYTES);
const dataOf = (data: Data) => Buffer.from(JSON.stringify(data)).toString('base64url');

function token(key: Uint8Array, data: Data, tag: Tag): string {
  const encoded = dataOf(data);
  return `${encoded}.${tagOf(digestOf(key, encoded), tag)}`;
}

/** A token for one payload (the sender makes them through `mailingLinks`; this is for tests and tools). */
export function encodeLink(key: Uint8Array, payload: LinkPayload): string {
  const { a, m, s } = payload;
  if (payload.k === 'c' || payload.k === 'k') return token(key, { k: payload.k, a, m, s, u: payload.u ?? '' }, TAG.whole);
  return token(key, { k: 'p', a, m, s }, payload.k === 'o' ? TAG.open : TAG.unsubscribe);
}

/** The data behind `data.tag`, when the tag for that purpose holds. */
function verified(key: Uint8Array, data: string | undefined, tag: string | undefined, purpose: Tag): Record<string, string> | undefined {
  if (!data || !tag) return undefined;
  // Compare the encoded strings: base64 decoding ignores trailing pad bits, so two texts can decode alike.
  const given = Buffer.from(tag);
  const expected = Buffer.from(tagOf(digestOf(key, data), purpose));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A token is `data.tag`, or for a click on a shared link `target.tag.recipient.tag`: every part
 * signed for its purpose, both parts of one mailing.
 */
export function decodeLink(key: Uint8Array, token: string, kind: LinkKind): LinkPayload | undefined {
  const parts = token.split('.');
  let payload: LinkPayload | undefined;
  const isClick = kind === 'c' || kind === 'k';
  if (parts.length === 2 && !isClick) {
    const who = verified(key, parts[0], parts[1], kind === 'o' ? TAG.open : TAG.unsubscribe);
    if (who?.k === 'p') payload = { k: kind, a: who.a!, m: who.m!, s: who.s! };
  } else if (parts.length === 2) {
    const click = verified(key, parts[0], parts[1], TAG.whole);
    if (click?.k === kind) payload = { k: kind, a: click.a!, m: click.m!, s: click.s!, u: click.u };
  } else if (parts.length === 4 && kind === 'c') {
    const target = verified(key, parts[0], parts[1], TAG.whole);
    const who = verified(key, parts[2], parts[3], TAG.click);
    if (target?.k === 't' && who?.k === 'p' && target.m === who.m) payload = { k: 'c', a: who.a!, m: who.m!, s: who.s!, u: target.u };
  }
  if (!payload || !payload.a || !payload.m || !payload.s) return undefined;
  if (isClick && !/^https?:\/\//i.test(payload.u ?? '')) return undefined;
  return payload;
}

/** A recipient's tracking URLs (what render.ts fills a message with). */
export interface RecipientLinks {
  open: string;
  unsubscribe: string;
  /** `personal`: the URL holds the recipient's own fields, so it is signed whole for them. */
  click: (url: string, personal?: boolean) => string;
  /** A link every recipient shares is `shared.links.prefix(url) + shared.who`. */
  shared?: { links: SharedLinks; who: string };
}

/** The part of a shared link's click URL every recipient of the mailing has in common. */
export interface SharedLinks {
  prefix(url: string): string;
}

/**
 * One mailing's links for one signing key and base URL, made once per container and mailing: the
 * target part of each shared link is signed once, and each recipient costs one signature (open,
 * unsubscribe and the recipient's part of every shared click) plus one per personal link.
 */
export class MailingLinks implements SharedLinks {
  private readonly prefixes = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly key: Uint8Array,
    private readonly mailingId: string,
  ) {}

  prefix(url: string): string {
    let prefix = this.prefixes.get(url);
    if (prefix === undefined) {
      if (this.prefixes.size >= 10_000) this.prefixes.clear();
      prefix = `${this.base}/t/c/${token(this.key, { k: 't', m: this.mailingId, u: url }, TAG.whole)}.`;
      this.prefixes.set(url, prefix);
    }
    return prefix;
  }

  recipient(accountId: string, subscriberId: string): RecipientLinks {
    const { base, key, mailingId: m } = this;
    const data = dataOf({ k: 'p', a: accountId, m, s: subscriberId });
    const digest = digestOf(key, data);
    const who = `${data}.${tagOf(digest, TAG.click)}`;
    return {
      open: `${base}/t/o/${data}.${tagOf(digest, TAG.open)}`,
      unsubscribe: `${base}/t/u/${data}.${tagOf(digest, TAG.unsubscribe)}`,
      click: (url, personal = false) =>
        personal ? `${base}/t/c/${token(key, { k: 'c', a: accountId, m, s: subscriberId, u: url }, TAG.whole)}` : this.prefix(url) + who,
      shared: { links: this, who },
    };
  }
}

const signers = new WeakMap<Uint8Array, Map<string, MailingLinks>>();
/** The mailing's links, kept per key, base and mailing (a container sends a few mailings at most). */
export function mailingLinks(base: string, key: Uint8Array, mailingId: string): MailingLinks {
  let byMailing = signers.get(key);
  if (!byMailing) signers.set(key, (byMailing = new Map()));
  const id = `${base} ${mailingId}`;
  let links = byMailing.get(id);
  if (!links) {
    if (byMailing.size >= 1_000) byMailing.clear();
    byMailing.set(id, (links = new MailingLinks(base, key, mailingId)));
  }
  return links;
}

/** One recipient's links (`ids`: account, mailing, subscriber). */
export const trackingUrls = (base: string, key: Uint8Array, ids: { a: string; m: string; s: string }): RecipientLinks =>
  mailingLinks(base, key, ids.m).recipient(ids.a, ids.s);
