/**
 * The account's documents (/settings/company, documents tab): its terms of service and privacy
 * policy, each a link to the account's own page or an uploaded PDF; hosted sign-up forms link them.
 */
export const DOCUMENT_KINDS = ['terms', 'privacy'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const isDocumentKind = (value: string): value is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * An uploaded PDF may weigh at most 4 MB: the upload reaches the API Lambda as base64 inside its
 * event, and Lambda's 6 MB request limit leaves room for 4 MB of file (4 × 4/3 ≈ 5.3 MB) and the
 * multipart framing, not for more. A terms document is rarely over a few hundred kilobytes.
 */
export const DOCUMENT_MAX_BYTES = 4 * 1024 * 1024;
export const DOCUMENT_URL_MAX = 2048;

/** Every PDF starts with "%PDF-" (ISO 32000-1, 7.5.2); the bytes decide, never the name or the declared type. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];
export const hasPdfMagic = (data: Uint8Array) => data.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => data[i] === byte);

export type PdfCheck =
  | { ok: true }
  | { ok: false; code: 'FILE_SIZE_EXCEEDED' | 'FILE_WRONG_EXTENSION' | 'FILE_UPLOAD_FAILED'; params?: Record<string, string | number> };

/** Spec file errors: empty = upload failed, too heavy = size exceeded, not a .pdf name or not PDF bytes = wrong extension. */
export function checkPdf(file: { name: string; data: Uint8Array }): PdfCheck {
  if (file.data.length === 0) return { ok: false, code: 'FILE_UPLOAD_FAILED' };
  if (file.data.length > DOCUMENT_MAX_BYTES) return { ok: false, code: 'FILE_SIZE_EXCEEDED', params: { max: DOCUMENT_MAX_BYTES } };
  if (!/\.pdf$/i.test(file.name) || !hasPdfMagic(file.data)) return { ok: false, code: 'FILE_WRONG_EXTENSION', params: { allowed: 'pdf' } };
  return { ok: true };
}

/** An absolute http(s) URL with a dotted host name (a page on the internet, not localhost or a bare word). */
export function isPublicHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname) && !url.username && !url.password;
}
