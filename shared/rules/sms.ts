import { SegmentedMessage } from 'sms-segments-calculator';
import { DEFAULT_GSM_PREFIX } from './contacts';

/**
 * SMS text as the network carries it: GSM-7 when every character is in the GSM alphabet (160
 * characters in one part, 153 a part when split), UCS-2 otherwise (70 and 67). One Polish letter
 * such as "ą" switches the whole text to UCS-2, which is why the editor names the characters that
 * did. The counting is Twilio's segment calculator, not ours.
 */
export const SMS_MAX_PARTS = 10;
export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsParts {
  parts: number;
  encoding: SmsEncoding;
  characters: number;
  /** Characters outside the GSM alphabet: each forces UCS-2. */
  nonGsm: string[];
}

export function smsParts(text: string): SmsParts {
  if (text.length === 0) return { parts: 0, encoding: 'GSM-7', characters: 0, nonGsm: [] };
  const message = new SegmentedMessage(text, 'auto');
  return {
    parts: message.segmentsCount,
    encoding: message.encodingName === 'UCS-2' ? 'UCS-2' : 'GSM-7',
    characters: message.numberOfCharacters,
    nonGsm: [...new Set(message.getNonGsmCharacters())],
  };
}

/**
 * An alphanumeric sender ID as operators accept it: 3 to 11 letters and digits, at least one
 * letter (a sender of digits only would read as a phone number that cannot be answered).
 */
export const SENDER_ID_MIN = 3;
export const SENDER_ID_MAX = 11;
export const SENDER_ID_PATTERN = new RegExp(`^(?=.*[A-Za-z])[A-Za-z0-9]{${SENDER_ID_MIN},${SENDER_ID_MAX}}$`);
export const isValidSenderId = (sender: string): boolean => SENDER_ID_PATTERN.test(sender);

/** Spec section 9: "an option to send only to +48 numbers". Stored numbers are digits with the country code. */
export const passesPrefixRule = (gsm: string, onlyPrefix48: boolean): boolean => !onlyPrefix48 || gsm.startsWith(DEFAULT_GSM_PREFIX);

/** Test numbers are entered one at a time (spec section 5) and sent at once; a test is a handful, not a campaign. */
export const SMS_TEST_NUMBERS_MAX = 10;
