import fc from 'fast-check';

/** Text generators for property-based tests of the text rules (shared/rules/text.ts) and the fields built on them. */

const char = (code: number) => String.fromCodePoint(code);
const range = (from: number, to: number) => fc.integer({ min: from, max: to }).map(char);

/** Characters people write with: Latin with Polish letters, Greek, Cyrillic, Hebrew, Arabic, CJK, digits, punctuation, emoji. */
export const printable = fc.oneof(
  fc.constantFrom(...'aąbcćdeęfghijklłmnńoóprsśtuwyzźżAĄĆĘŁŃÓŚŹŻ0123456789 .,;:!?-_()[]{}@#$%^&*+=~\'"`|\\'.split('')),
  range(0x0391, 0x03a1),
  range(0x0410, 0x044f),
  range(0x05d0, 0x05ea),
  range(0x0627, 0x064a),
  range(0x4e00, 0x9fff),
  range(0x1f600, 0x1f64f),
  // A joined emoji sequence and a right-to-left mark: legitimate invisible characters inside text.
  fc.constantFrom('👩\u200D👩\u200D👧', 'שלום\u200F', 'نص\u200E'),
);
/** Text with at least one visible character, no spaces at either end (the builders trim). */
export const printableText = fc
  .array(printable, { minLength: 1, maxLength: 40 })
  .map((parts) => parts.join('').trim())
  .filter((text) => text.length > 0 && !/^[\s\u200D\u200E\u200F]*$/.test(text));

/** Forbidden in every kind of text. */
export const neverText = fc.oneof(range(0x00, 0x08), range(0x0b, 0x0c), range(0x0e, 0x1f), range(0xd800, 0xdfff));
/** Forbidden in all but content. */
/** Forbidden in all but content, which may hold them. */
export const contentOnly = fc.oneof(
  range(0x7f, 0x9f),
  range(0x202a, 0x202e),
  range(0x2066, 0x2069),
  fc.constantFrom('\u2028', '\u2029', '\uFEFF'),
);
export const notInText = fc.oneof(neverText, contentOnly);
export const lineBreak = fc.constantFrom('\n', '\r', '\r\n');
export const invisibleOnly = fc
  .array(fc.constantFrom(' ', '\u200B', '\u200C', '\u200D', '\u2060', '\u3164', '\u2800', '\u00AD', '\u034F'), {
    minLength: 1,
    maxLength: 10,
  })
  .map((parts) => parts.join(''));

export const withInside = (bad: fc.Arbitrary<string>) => fc.tuple(printableText, bad, printableText).map(([a, b, c]) => `${a}${b}${c}`);
