import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoredContent } from '@shared/schemas/content';

/**
 * Issue 16: `{{ calendar_url }}` is the public address of the mailing's event as an .ics file
 * (RFC 5545), served by the tracking function at /t/e/<account>/<mailing>.<signature>.ics. The
 * signature (HMAC of the deployment's signing key) makes the address unguessable: knowing one
 * mailing's link says nothing of another's. It is the same for every recipient, so it is a constant
 * of the mailing, not a per-recipient link.
 */
export const CALENDAR_PATH_PREFIX = '/t/e/';
const PATH = /^\/t\/e\/([0-9A-Za-z]{1,64})\/([0-9A-Za-z]{1,64})\.([A-Za-z0-9_-]{22})\.ics$/;

const signature = (key: Uint8Array, accountId: string, mailingId: string) =>
  createHmac('sha256', key).update(`goniec-calendar:${accountId}:${mailingId}`).digest().toString('base64url', 0, 16);

export function calendarUrl(base: string, key: Uint8Array, accountId: string, mailingId: string): string {
  return `${base.replace(/\/+$/, '')}${CALENDAR_PATH_PREFIX}${accountId}/${mailingId}.${signature(key, accountId, mailingId)}.ics`;
}

/** The account and mailing a calendar path names, when its signature holds. */
export function readCalendarPath(key: Uint8Array, path: string): { accountId: string; mailingId: string } | undefined {
  const m = PATH.exec(path);
  if (!m) return undefined;
  const [, accountId, mailingId, given] = m;
  const expected = Buffer.from(signature(key, accountId!, mailingId!));
  const got = Buffer.from(given!);
  return got.length === expected.length && timingSafeEqual(got, expected) ? { accountId: accountId!, mailingId: mailingId! } : undefined;
}

/** TEXT values escaped as RFC 5545 3.3.11 says: backslash, semicolon, comma, and line breaks as \n. */
export const icsText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Lines folded at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The event as a VCALENDAR with one VEVENT; `uid` is stable per mailing, so re-adding it updates the entry. */
export function icsFor(event: NonNullable<StoredContent['event']>, uid: string, stamp: string, senderAddress: string): string {
  const organiser = event.organiser?.trim();
  const isAddress = organiser !== undefined && /^[^\s@"]+@[^\s@"]+$/.test(organiser);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Goniec//Mailing event//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    // ORGANIZER is a CAL-ADDRESS (a URI): an organiser given by name is the CN of the mailing's sender address.
    ...(organiser
      ? [isAddress ? `ORGANIZER:mailto:${organiser}` : `ORGANIZER;CN="${organiser.replace(/["\r\n\\]/g, "'")}":mailto:${senderAddress}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
