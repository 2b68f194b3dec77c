import { SMS_MAX_PARTS, smsParts, type SmsEncoding, type SmsParts } from '@shared/rules/sms';

/** Where the text stands: nothing yet, one SMS, several billed parts, or more parts than may be sent. */
export type CounterLevel = 'empty' | 'single' | 'long' | 'tooLong';

export interface ContentCounter extends SmsParts {
  level: CounterLevel;
  /** Characters a part of this text holds (the network's split: 160/153 in GSM-7, 70/67 in UCS-2). */
  perPart: number;
}

/** Characters one part holds: a message split into parts loses 7 (GSM-7) or 3 (UCS-2) to the header joining them. */
export function charsPerPart(encoding: SmsEncoding, parts: number): number {
  if (encoding === 'UCS-2') return parts > 1 ? 67 : 70;
  return parts > 1 ? 153 : 160;
}

/** The live counter under the content: characters, parts, encoding and what the length means for sending. */
export function contentCounter(text: string): ContentCounter {
  const counted = smsParts(text);
  const level: CounterLevel =
    counted.parts === 0 ? 'empty' : counted.parts > SMS_MAX_PARTS ? 'tooLong' : counted.parts > 1 ? 'long' : 'single';
  return { ...counted, level, perPart: charsPerPart(counted.encoding, counted.parts) };
}

/**
 * A character as the counter names it: itself when it can be seen, its code point (U+00A0) when
 * it is a space, a control or an invisible character that would read as nothing in the list.
 */
export function visibleCharacter(char: string): string {
  if (/^[\p{L}\p{N}\p{P}\p{S}]+$/u.test(char)) return char;
  const codePoint = char.codePointAt(0) ?? 0;
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The characters that forced UCS-2, listed for the reader ("ą, ł, U+00A0"). */
export const nonGsmList = (chars: readonly string[]): string => chars.map(visibleCharacter).join(', ');
