import type { Currency } from '../constants';

/**
 * What one part of a text costs, by the destination's country calling code, in each currency an
 * account may keep its amounts in (spec "Currencies"). A list price of our own, net of VAT: the
 * provider's price (SNS's `priceInUSD` in its delivery logs) is its cost, not the customer's, and
 * arrives only after the text went. Poland first (the product's market); the neighbours and the
 * countries Polish senders reach most after it; everything else pays `default`. A new country is a
 * line here; the roll-ups name the prefix matched (`other` for the default), so a report's
 * per-prefix table has at most this many rows.
 *
 * Costs are counted in millionths of the currency (integers, so a million parts sum exactly).
 */
export const SMS_PART_PRICES: readonly { prefix: string; country: string; price: Record<Currency, number> }[] = [
  { prefix: '48', country: 'PL', price: { PLN: 0.16, EUR: 0.037, USD: 0.04 } },
  { prefix: '49', country: 'DE', price: { PLN: 0.42, EUR: 0.098, USD: 0.105 } },
  { prefix: '420', country: 'CZ', price: { PLN: 0.3, EUR: 0.07, USD: 0.075 } },
  { prefix: '421', country: 'SK', price: { PLN: 0.33, EUR: 0.077, USD: 0.082 } },
  { prefix: '370', country: 'LT', price: { PLN: 0.28, EUR: 0.065, USD: 0.07 } },
  { prefix: '380', country: 'UA', price: { PLN: 0.36, EUR: 0.084, USD: 0.09 } },
  { prefix: '44', country: 'GB', price: { PLN: 0.18, EUR: 0.042, USD: 0.045 } },
  { prefix: '1', country: 'US', price: { PLN: 0.04, EUR: 0.0095, USD: 0.01 } },
];
export const SMS_DEFAULT_PART_PRICE: Record<Currency, number> = { PLN: 0.5, EUR: 0.116, USD: 0.125 };
/** The per-prefix name of every number no line above matches. */
export const OTHER_PREFIX = 'other';

export const MICROS = 1_000_000;

/** The table's line for a number (digits with the country code), the longest prefix that matches. */
export function smsPrefixOf(gsm: string): string {
  let best: string | undefined;
  for (const { prefix } of SMS_PART_PRICES) if (gsm.startsWith(prefix) && (!best || prefix.length > best.length)) best = prefix;
  return best ?? OTHER_PREFIX;
}

/** A part's price to a prefix (as smsPrefixOf names it), in millionths of the currency. */
export function partPriceMicros(prefix: string, currency: Currency): number {
  const line = SMS_PART_PRICES.find((p) => p.prefix === prefix);
  return Math.round((line?.price ?? SMS_DEFAULT_PART_PRICE)[currency] * MICROS);
}

/** What a text of `parts` parts to `gsm` costs: its prefix, and the cost in millionths of the currency. */
export function smsCost(gsm: string, parts: number, currency: Currency): { prefix: string; costMicros: number } {
  const prefix = smsPrefixOf(gsm);
  return { prefix, costMicros: parts * partPriceMicros(prefix, currency) };
}
