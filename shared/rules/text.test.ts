import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, TEXT_KINDS, textProblem, toSafeName, type TextKind } from './text';
import { invisibleOnly, lineBreak, neverText, notInText, printableText, withInside } from './text-arbitraries';

const char = (code: number) => String.fromCodePoint(code);

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
      fc.property(
        invisibleOnly.filter((t) => t.trim() !== ''),
        fc.constantFrom<TextKind>('name', 'singleLine', 'multiLine'),
        (text, kind) => {
          expect(textProblem(text, kind)).toBe('VALIDATION_NO_VISIBLE_CHARACTERS');
        },
      ),
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

  it('take the quick way for ASCII and Latin letters with the same answers', () => {
    const plain = fc
      .array(fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xc0, max: 0x24f })).map(char), { maxLength: 30 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(plain, fc.constantFrom(...TEXT_KINDS), (text, kind) => {
        const blank = kind !== 'content' && text.trim() === '';
        const expected =
          kind === 'name' && /[<>/]/.test(text)
            ? 'VALIDATION_FORBIDDEN_CHARACTERS'
            : blank && text.length > 0
              ? 'VALIDATION_NO_VISIBLE_CHARACTERS'
              : null;
        expect(textProblem(text, kind)).toBe(expected);
        // A no-break space is past the quick alphabet: the patterns' way gives the same answers.
        expect(textProblem(`${text}\u00A0`, kind)).toBe(blank && expected === null ? 'VALIDATION_NO_VISIBLE_CHARACTERS' : expected);
      }),
    );
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
