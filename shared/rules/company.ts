/**
 * Polish company identifiers and address rules (spec sections 3 and 5). Inputs may carry spaces and
 * dashes as people type them; `normalize*` returns the digits or undefined when the shape is wrong.
 */

export const LEGAL_FORMS = [
  'SP_ZOO',
  'SP_AKCYJNE',
  'SP_KOMANDYTOWE',
  'SP_KOMANDYTOWO_AKCYJNE',
  'SP_PARTNERSKIE',
  'SP_JAWNE',
  'SP_CYWILNE',
  'JEDNOOSOBOWA_DZIALALNOSC_GOSPODARCZA',
  'OTHER',
] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** Forms entered in the court register (KRS), so a KRS number is expected for them. */
export const KRS_LEGAL_FORMS: readonly LegalForm[] = [
  'SP_ZOO',
  'SP_AKCYJNE',
  'SP_KOMANDYTOWE',
  'SP_KOMANDYTOWO_AKCYJNE',
  'SP_PARTNERSKIE',
  'SP_JAWNE',
];

const digitsOnly = (value: string, lengths: readonly number[]): string | undefined => {
  const cleaned = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(cleaned) && lengths.includes(cleaned.length) ? cleaned : undefined;
};

const weightedSum = (digits: string, weights: readonly number[]) => weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0);

/** NIP: 10 digits; the weighted sum of the first nine mod 11 is the tenth (10 is never valid). */
export function isValidNip(value: string): boolean {
  const nip = digitsOnly(value.replace(/^PL/i, ''), [10]);
  if (!nip) return false;
  const check = weightedSum(nip, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === Number(nip[9]);
}

/** REGON: 9 or 14 digits with a mod-11 check digit (10 counts as 0). */
export function isValidRegon(value: string): boolean {
  const regon = digitsOnly(value, [9, 14]);
  if (!regon) return false;
  const weights = regon.length === 9 ? [8, 9, 2, 3, 4, 5, 6, 7] : [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
  const check = (weightedSum(regon, weights) % 11) % 10;
  if (check !== Number(regon[regon.length - 1])) return false;
  // A 14-digit REGON (a local unit) extends a valid 9-digit one.
  return regon.length === 9 || isValidRegon(regon.slice(0, 9));
}

/** KRS: a 10-digit court register number without a check digit. */
export function isValidKrs(value: string): boolean {
  const krs = digitsOnly(value, [10]);
  return krs !== undefined && krs !== '0000000000';
}

/** Polish postal code: NN-NNN. */
export function isValidPostalCode(value: string): boolean {
  return /^\d{2}-\d{3}$/.test(value.trim());
}

export const normalizeDigits = (value: string) => value.replace(/^PL/i, '').replace(/[\s-]/g, '');

/** At most this many representatives (board members, partners, proxies) on the profile. */
export const REPRESENTATIVES_MAX = 10;

/**
 * Share capital as typed ("5 000,00", "5000", "1.234.567,5"): an amount of at most 2 decimals, with
 * spaces or dots as thousands separators and a comma or a dot before the decimals. Returns the plain
 * decimal ("5000.00"), or undefined when the shape is wrong.
 */
export function normalizeAmount(value: string): string | undefined {
  const compact = value.replace(/[\s\u00a0]/g, '');
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const whole = match[1]!.replace(/\./g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > 15) return undefined;
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}
