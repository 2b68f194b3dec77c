import { createHmac, timingSafeEqual } from 'node:crypto';
import { isDocumentKind, type DocumentKind } from '@shared/rules/company-documents';

/**
 * The public link of an account's document: `/t/d/<account>.<kind>.<tag>`, the tag an HMAC of the
 * two with the platform's signing key (its own prefix, so no other token of the product can stand
 * in for it). It names the account and the kind, never a file: a replaced PDF keeps its link (a form
 * embedded on someone's site goes on working), and a forged or guessed link is a plain 404.
 */
export const DOCUMENT_PATH_PREFIX = '/t/d/';
const TAG_CHARS = 32;

const tagOf = (key: Uint8Array, accountId: string, kind: DocumentKind) =>
  createHmac('sha256', key).update(`goniec-document:${accountId}:${kind}`).digest('base64url').slice(0, TAG_CHARS);

export function documentToken(key: Uint8Array, accountId: string, kind: DocumentKind): string {
  return `${accountId}.${kind}.${tagOf(key, accountId, kind)}`;
}

export function readDocumentToken(key: Uint8Array, token: string): { accountId: string; kind: DocumentKind } | undefined {
  const [accountId, kind, tag, ...rest] = token.split('.');
  if (rest.length || !accountId || !/^[0-9A-Za-z]{1,64}$/.test(accountId) || !kind || !isDocumentKind(kind) || !tag) return undefined;
  const given = Buffer.from(tag);
  const expected = Buffer.from(tagOf(key, accountId, kind));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { accountId, kind } : undefined;
}
