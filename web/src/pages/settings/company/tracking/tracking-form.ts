import { applyLinkParams, utmPairs, type Hasher, type HashType } from '@shared/rules/link-params';
import type { TrackingSettings } from '@shared/schemas/tracking-settings';

/** The form's state, flat and keyed by the API's field paths, so a server field error lands on its input. */
export interface TrackingValues {
  'utm.source': string;
  'utm.medium': string;
  'utm.campaign': string;
  'utm.term': string;
  'utm.content': string;
  'hash.enabled': boolean;
  'hash.type': HashType;
  'hash.name': string;
  'hash.text': string;
  'hash.hasher': Hasher;
}

export const toValues = (s: TrackingSettings): TrackingValues => ({
  'utm.source': s.utm.source,
  'utm.medium': s.utm.medium,
  'utm.campaign': s.utm.campaign,
  'utm.term': s.utm.term,
  'utm.content': s.utm.content,
  'hash.enabled': s.hash.enabled,
  'hash.type': s.hash.type,
  'hash.name': s.hash.name,
  'hash.text': s.hash.text,
  'hash.hasher': s.hash.hasher,
});

export const toBody = (v: TrackingValues): TrackingSettings => ({
  utm: { source: v['utm.source'], medium: v['utm.medium'], campaign: v['utm.campaign'], term: v['utm.term'], content: v['utm.content'] },
  hash: { enabled: v['hash.enabled'], type: v['hash.type'], name: v['hash.name'], text: v['hash.text'], hasher: v['hash.hasher'] },
});

export const EXAMPLE_URL = 'https://shop.example/offer?id=7#details';
const SAMPLE_EMAIL = 'jan@example.com';

/** A merge field as the example shows it: `{{ email }}` as a sample address, any other as its field name. */
const sample = (text: string) =>
  text.replace(/\{\{-?\s*([A-Za-z_]\w*)?[\s\S]*?-?\}\}/g, (_, name: string | undefined) =>
    name === 'email' ? SAMPLE_EMAIL : (name ?? ''),
  );

/**
 * The example link after the parameters, as the sender adds them (shared/rules/link-params.ts). A
 * digest is shown as `MD5(text)` / `SHA256(text)`: the browser has no MD5, and the point is where
 * the value goes and of what it is made.
 */
export function exampleLink(v: TrackingValues, url = EXAMPLE_URL): string {
  const body = toBody(v);
  const utm = utmPairs(Object.fromEntries(Object.entries(body.utm).map(([k, value]) => [k, sample(value)])));
  const hash = body.hash;
  const text = sample(hash.text);
  const value = hash.hasher === 'none' ? text : `${hash.hasher.toUpperCase()}(${text})`;
  return applyLinkParams(url, { utm, hash: hash.enabled && hash.name !== '' ? { type: hash.type, name: hash.name, value } : undefined });
}
