import { normalizeGsm } from '@shared/rules/contacts';
import { SMS_TEST_NUMBERS_MAX, isValidSenderId } from '@shared/rules/sms';
import type { CounterLevel } from '../common/sms-counter';

/** Why a typed number was not added. */
export type TestNumberProblem = 'invalid' | 'duplicate' | 'limit';

/**
 * A test number as the list keeps it: digits with the country code, as the spec writes it
 * (48123123123). "48 123 123 123", "+48123123123" and "0048123123123" are that number, and so
 * is a bare nine-digit Polish number; a longer run of digits already starts with its country code
 * (4915112345678 is a German number, not a Polish one).
 */
export function normalizeTestNumber(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  const digits = compact.replace(/^(\+|00)/, '');
  const candidate = /^[1-9]\d{9,14}$/.test(digits) ? `+${digits}` : compact;
  if (!candidate) return null;
  const result = normalizeGsm(candidate, true);
  return 'gsm' in result ? result.gsm : null;
}

export interface AddResult {
  numbers: string[];
  /** What could not be added, left in the field to correct ("" when everything was). */
  rest: string;
  problem?: TestNumberProblem;
}

/**
 * Adds what was typed (one number, or several pasted with commas, semicolons or new lines) to the
 * list: each normalised, none twice, at most SMS_TEST_NUMBERS_MAX in all.
 */
export function addTestNumbers(numbers: readonly string[], typed: string): AddResult {
  const next = [...numbers];
  const left: string[] = [];
  let problem: TestNumberProblem | undefined;
  for (const raw of typed
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const number = normalizeTestNumber(raw);
    const refusal: TestNumberProblem | undefined =
      number === null ? 'invalid' : next.includes(number) ? 'duplicate' : next.length >= SMS_TEST_NUMBERS_MAX ? 'limit' : undefined;
    if (refusal || number === null) {
      problem ??= refusal;
      // A duplicate needs no correcting: it is dropped.
      if (refusal !== 'duplicate') left.push(raw);
    } else next.push(number);
  }
  return { numbers: next, rest: left.join(', '), ...(problem ? { problem } : {}) };
}

/** What keeps the test from being sent, in the order the user would fix it; null when it can go. */
export type TestBlocker = 'sender' | 'content' | 'tooLong' | 'numbers';

export function testBlocker(input: {
  sender: string;
  level: CounterLevel;
  numbers: readonly string[];
  /** A test group picked: its numbers are enough without typed ones. */
  testGroupId?: string;
}): TestBlocker | null {
  if (!isValidSenderId(input.sender.trim())) return 'sender';
  if (input.level === 'empty') return 'content';
  if (input.level === 'tooLong') return 'tooLong';
  if (input.numbers.length === 0 && !input.testGroupId) return 'numbers';
  return null;
}
