import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, TEXT_KINDS, textProblem, toSafeName, type TextKind } from './text';

const char = (code: number) => String.fromCodePoint(code);
const range = (from: number, to: number) => fc.integer({ min: from, max: to }).map(char);

/** Characters people write with: Latin with Polish letters, Greek, Cyrillic, Hebrew, Arabic, CJK, digits, punctuation, emoji. */
const printable = fc.oneof(
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
const printableText = fc
  .array(printable, { minLength: 1, maxLength: 40 })
  .map((parts) => parts.join('').trim())
  .filter((text) => text.length > 0 && !/^[\s\u200D\u200E\u200F]*$/.test(text));

/** Forbidden in every kind of text. */
const neverText = fc.oneof(range(0x00, 0x08), range(0x0b, 0x0c), range(0x0e, 0x1f), range(0xd800, 0xdfff));
/** Forbidden in all but content. */
const notInText = fc.oneof(neverText, range(0x7f, 0x9f), range(0x202a, 0x202e), range(0x2066, 0x2069), fc.constantFrom('\u2028', '\u2029', '\uFEFF'));
const lineBreak = fc.constantFrom('\n', '\r', '\r\n');
const invisibleOnly = fc
  .array(fc.constantFrom(' ', '\u200B', '\u200C', '\u200D', '\u2060', '\u3164', '\u2800', '\u00AD', '\u034F'), { minLength: 1, maxLength: 10 })
  .map((parts) => parts.join(''));

const withInside = (bad: fc.Arbitrary<string>) => fc.tuple(printableText, bad, printableText).map(([a, b, c]) => `${a}${b}${c}`);

describe('text rules', () => {
  it('accept any printable text in every kind (names without < > /)', () => {
    fc.assert(
      fc.property(printableText, fc.constantFrom(...TEXT_KINDS), (text, kind) => {
        const named = kind === 'name' ? text.replace(/[<>/]/g, 'x') : text;
        expect(textProblem(named, kind)).toBeNull();
      }),
    );
  });

  it('refuse NUL, other C0 controls and lone surrogates everywhere, content included', () => {
    fc.assert(
      fc.property(withInside(neverText), fc.constantFrom(...TEXT_KINDS), (text, kind) => {
        expect(textProblem(text, kind)).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
      }),
    );
  });

  it('refuse C1 controls, direction overrides and isolates, separators and byte order marks outside content', () => {
    fc.assert(
      fc.property(withInside(notInText), fc.constantFrom<TextKind>('name', 'singleLine', 'multiLine'), (text, kind) => {
        expect(textProblem(text, kind)).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
      }),
    );
    expect(textProblem('Invoice \u202Egpj.exe', 'content')).toBeNull();
  });

  it('refuse line breaks and tabs in single lines, allow them in multi-line text and content', () => {
    fc.assert(
      fc.property(withInside(lineBreak), (text) => {
        expect(textProblem(text, 'singleLine')).toBe('VALIDATION_LINE_BREAK');
        expect(textProblem(text, 'name')).toBe('VALIDATION_LINE_BREAK');
        expect(textProblem(text, 'multiLine')).toBeNull();
        expect(textProblem(text, 'content')).toBeNull();
      }),
    );
    expect(textProblem('Hello\r\nBcc: victim@example.com', 'singleLine')).toBe('VALIDATION_LINE_BREAK');
    expect(textProblem('a\tb', 'singleLine')).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
    expect(textProblem('a\tb', 'multiLine')).toBeNull();
  });

  it('refuse text made only of invisible characters, except as content', () => {
    fc.assert(
      fc.property(invisibleOnly.filter((t) => t.trim() !== ''), fc.constantFrom<TextKind>('name', 'singleLine', 'multiLine'), (text, kind) => {
        expect(textProblem(text, kind)).toBe('VALIDATION_NO_VISIBLE_CHARACTERS');
      }),
    );
    expect(textProblem('\uFEFF', 'name')).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
    expect(textProblem('\u200B', 'content')).toBeNull();
    expect(textProblem('', 'name')).toBeNull();
  });

  it('refuse < > / in names only', () => {
    expect(textProblem('Ala <b>', 'name')).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
    expect(textProblem('a/b', 'name')).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
    expect(textProblem('1 < 2', 'singleLine')).toBeNull();
  });

  it('find lone surrogates, not pairs', () => {
    expect(hasLoneSurrogate('😀')).toBe(false);
    expect(hasLoneSurrogate('\uD83D')).toBe(true);
    expect(hasLoneSurrogate('a\uDE00b')).toBe(true);
    expect(hasLoneSurrogate('\uDE00\uD83D')).toBe(true);
  });

  it('make any file name safe to send as a name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (name) => {
        const safe = toSafeName(name);
        const problem = textProblem(safe, 'name');
        expect(problem === null || problem === 'VALIDATION_NO_VISIBLE_CHARACTERS').toBe(true);
      }),
    );
    expect(toSafeName('photo\u202Egnp.exe')).toBe('photo_gnp.exe');
    expect(toSafeName('a/b<c>.csv')).toBe('a_b_c_.csv');
  });
});
