import { createHmac } from 'node:crypto';
import { getSigningKey } from '@functions/platform/config';

/**
 * A one-way fingerprint of an address or number forgotten under GDPR: HMAC-SHA256 with the
 * deployment's secret, per account. It cannot be turned back into the address (nor guessed from a
 * list of addresses without the secret), yet a later import of the same address finds it.
 */
export async function contactFingerprint(accountId: string, kind: 'email' | 'gsm', value: string): Promise<string> {
  return createHmac('sha256', await getSigningKey())
    .update(`${accountId}\u0000${kind}\u0000${value}`)
    .digest('base64url');
}

export async function fingerprintsOf(accountId: string, contact: { email?: string; gsm?: string }): Promise<string[]> {
  const out: string[] = [];
  if (contact.email) out.push(await contactFingerprint(accountId, 'email', contact.email));
  if (contact.gsm) out.push(await contactFingerprint(accountId, 'gsm', contact.gsm));
  return out;
}
