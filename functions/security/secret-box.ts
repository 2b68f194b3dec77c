import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getSigningKey } from '@functions/platform/config';

/**
 * Encrypts small secrets at rest (the TOTP seeds) with AES-256-GCM. The key is derived (HKDF) from
 * the deployment's signing secret in Secrets Manager, so a copy of the table alone reveals no seed.
 */
const VERSION = 'v1';

async function key(): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await getSigningKey(), Buffer.from('goniec'), Buffer.from('totp-secret-v1'), 32));
}

export async function seal(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export async function open(sealed: string): Promise<string> {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
