import { createHash } from 'node:crypto';
import { takesParams, utmPairs, type Hasher, type LinkParams } from '@shared/rules/link-params';
import type { TrackingSettings } from '@shared/schemas/tracking-settings';
import { join, type Segmented, type Tokens } from './segments';

/** The hash parameter's value: the text as it is (`none`), or its MD5 or SHA-256 digest in lower-case hex (UTF-8 bytes). */
export function hashText(hasher: Hasher, text: string): string {
  if (hasher === 'none') return text;
  return createHash(hasher).update(text, 'utf8').digest('hex');
}

/**
 * The account's link parameters as one mailing uses them: every value cut into statics and merge
 * fields once (segments.ts). `fixed` holds the parameters when no value has a field (the same for
 * every recipient: applied to the href once, at compile time, and the link stays shared); otherwise
 * `forRecipient` renders them from the recipient's evaluated expressions.
 */
export interface CompiledLinkParams {
  fixed?: LinkParams;
  /** Renders them from one recipient's evaluated expressions: render.ts calls it once per message, not per link. */
  forRecipient: (raw: readonly string[]) => LinkParams;
  /** Whether a destination gets them (http(s), not the tracking host). */
  applies: (url: string) => boolean;
}

/** Undefined when the settings add nothing (no UTM value, hash parameter off). */
export function compileLinkParams(
  settings: TrackingSettings | undefined,
  tokens: Tokens,
  trackingOrigin?: string,
): CompiledLinkParams | undefined {
  if (!settings) return undefined;
  const utm = utmPairs(settings.utm).map(([name, value]) => [name, tokens.split(tokens.protect(value), 'raw')] as const);
  const hash = settings.hash.enabled && settings.hash.name !== '' ? settings.hash : undefined;
  const hashSeg = hash ? tokens.split(tokens.protect(hash.text), 'raw') : undefined;
  if (!utm.length && !hash) return undefined;
  const render = (seg: Segmented, raw: readonly string[]) =>
    seg.slots.length === 0
      ? seg.statics[0]!
      : join(
          seg,
          seg.slots.map((e) => raw[e] ?? ''),
        );
  const forRecipient = (raw: readonly string[]): LinkParams => ({
    utm: utm.map(([name, seg]) => [name, render(seg, raw)] as const),
    hash: hash && hashSeg ? { type: hash.type, name: hash.name, value: hashText(hash.hasher, render(hashSeg, raw)) } : undefined,
  });
  const personal = utm.some(([, seg]) => seg.slots.length > 0) || (hashSeg?.slots.length ?? 0) > 0;
  return {
    fixed: personal ? undefined : forRecipient([]),
    forRecipient,
    applies: (url) => takesParams(url, trackingOrigin),
  };
}
