import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Slow hashes of earlier passwords, kept only to refuse their reuse (Cognito holds and checks the
 * current password). scrypt with a random salt per entry; the parameters travel with each entry so
 * they can be raised later without breaking older ones.
 */
export interface PasswordHash {
  salt: string;
  hash: string;
  /** `scrypt:<N>:<r>:<p>` */
  params: string;
}

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return { salt: salt.toString('base64'), hash: key.toString('base64'), params: `scrypt:${N}:${R}:${P}` };
}

export async function matchesHash(password: string, entry: PasswordHash): Promise<boolean> {
  const [kind, n, r, p] = entry.params.split(':');
  if (kind !== 'scrypt') return false;
  const expected = Buffer.from(entry.hash, 'base64');
  const key = await derive(password, Buffer.from(entry.salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when the password matches any remembered hash (all are checked, so timing says nothing). */
export async function matchesAny(password: string, entries: readonly PasswordHash[]): Promise<boolean> {
  const results = await Promise.all(entries.map((entry) => matchesHash(password, entry)));
  return results.some(Boolean);
}
