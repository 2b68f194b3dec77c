import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { getSigningKey } from './config';
import { BadRequestError } from './errors';

/**
 * Paging cursors are the last key read (dynamo.ts), and a key can name what the page left out: a
 * subscriber's id or address that a list filtered away for a user restricted to segments. Such lists
 * hand out the cursor sealed instead: AES-256-GCM under a key derived from the deployment's signing
 * secret, bound to the account, so it is opaque and cannot be forged or moved to another account.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Uint8Array, accountId: string, cursor: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const body = Buffer.concat([cipher.update(cursor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The cursor inside, or undefined when it was not sealed with this key for this account (or was changed). */
export function unseal(key: Uint8Array, accountId: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(accountId, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

async function cursorKey(): Promise<Buffer> {
  return createHmac('sha256', await getSigningKey())
    .update('goniec/cursor/v1')
    .digest();
}

/** The cursor as the caller gets it: sealed when `sealed` (the list was filtered for them), as is otherwise. */
export async function outgoingCursor(accountId: string, sealed: boolean, cursor: string | undefined): Promise<string | undefined> {
  return sealed && cursor ? seal(await cursorKey(), accountId, cursor) : cursor;
}

/** The inverse of outgoingCursor; a cursor that does not open is a bad request, like any malformed cursor. */
export async function incomingCursor(accountId: string, sealed: boolean, cursor: string | undefined): Promise<string | undefined> {
  if (!sealed || !cursor) return cursor;
  const opened = unseal(await cursorKey(), accountId, cursor);
  if (opened === undefined) throw new BadRequestError('BAD_REQUEST', { reason: 'cursor' });
  return opened;
}
