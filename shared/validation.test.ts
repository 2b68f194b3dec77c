import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundFieldErrors,
  contentField,
  emailField,
  MAX_FIELD_ERRORS,
  multiLineField,
  nameField,
  secretField,
  singleLineField,
  textFields,
  toFieldErrors,
} from './validation';
import { contentOnly, lineBreak, neverText, printableText, withInside } from './rules/text-arbitraries';

const schema = z.strictObject({ name: nameField(2, 100), email: emailField(), age: z.number().int().min(0).optional() });
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error.issues, input);
};

describe('toFieldErrors', () => {
  it('reports a missing field as required and an empty one as required too', () => {
    expect(errorsOf({ email: 'a@b.pl' })).toEqual([{ path: 'name', code: 'VALIDATION_REQUIRED' }]);
    expect(errorsOf({ name: '', email: 'a@b.pl' })).toEqual([{ path: 'name', code: 'VALIDATION_TOO_SHORT', params: { min: 2 } }]);
  });
  it('maps lengths, formats, forbidden characters, wrong types and unknown fields to catalogue codes', () => {
    expect(errorsOf({ name: 'x'.repeat(101), email: 'a@b.pl' })).toEqual([
      { path: 'name', code: 'VALIDATION_TOO_LONG', params: { max: 100 } },
    ]);
    expect(errorsOf({ name: 'Ala', email: 'nope' })).toEqual([{ path: 'email', code: 'VALIDATION_INVALID_EMAIL' }]);
    expect(errorsOf({ name: 'a<b', email: 'a@b.pl' })).toEqual([{ path: 'name', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]);
    expect(errorsOf({ name: 'Ala', email: 'a@b.pl', age: 'x' })).toEqual([
      { path: 'age', code: 'VALIDATION_INVALID_TYPE', params: { expected: 'number' } },
    ]);
    expect(errorsOf({ name: 'Ala', email: 'a@b.pl', role: 'ADMIN' })).toEqual([{ path: 'role', code: 'VALIDATION_UNKNOWN_FIELD' }]);
  });
  it('normalises email case and spaces', () => {
    expect(schema.parse({ name: 'Ala', email: '  Ala@Example.PL ' }).email).toBe('ala@example.pl');
  });
});

describe('text field builders', () => {
  const form = z.strictObject({
    name: nameField(2, 100),
    subject: singleLineField(1, 255),
    note: multiLineField(0, 2000),
    html: contentField(1, 1000),
    password: secretField(128),
  });
  const valid = { name: 'Ala', subject: 'Nowości', note: 'a\nb', html: '<p>\u202Ex</p>\n', password: ' Spacje.1 ' };
  const errorsFor = (patch: Record<string, unknown>) => {
    const input = { ...valid, ...patch };
    const result = form.safeParse(input);
    return result.success ? [] : toFieldErrors(result.error.issues, input);
  };

  it('take valid text, trimming all but content and passwords', () => {
    expect(form.parse({ ...valid, name: '  Ala  ' })).toEqual({ ...valid, name: 'Ala' });
  });

  it('give one catalogue code per problem, before any length rule', () => {
    expect(errorsFor({ name: '\u0000' })).toEqual([{ path: 'name', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]);
    expect(errorsFor({ name: 'Ala\u202Ema' })).toEqual([{ path: 'name', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]);
    expect(errorsFor({ name: '\u200B\u200D' })).toEqual([{ path: 'name', code: 'VALIDATION_NO_VISIBLE_CHARACTERS' }]);
    expect(errorsFor({ subject: 'Hi\r\nBcc: x@example.com' })).toEqual([{ path: 'subject', code: 'VALIDATION_LINE_BREAK' }]);
    expect(errorsFor({ note: 'a\u2066b' })).toEqual([{ path: 'note', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]);
    expect(errorsFor({ html: '<p>\u0000</p>' })).toEqual([{ path: 'html', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]);
    expect(errorsFor({ password: 'Kampania\u0007.1' })).toEqual([{ path: 'password', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]);
    expect(errorsFor({ subject: 'x'.repeat(256) })).toEqual([{ path: 'subject', code: 'VALIDATION_TOO_LONG', params: { max: 255 } }]);
  });

  const builders = {
    name: nameField(1, 2000),
    singleLine: singleLineField(1, 2000),
    multiLine: multiLineField(1, 2000),
    content: contentField(1, 2000),
  };
  const codeOf = (schema: z.ZodType, text: string) => {
    const result = schema.safeParse(text);
    return result.success ? null : toFieldErrors(result.error.issues, text)[0]?.code;
  };

  it('accept any printable text within their limits', () => {
    fc.assert(
      fc.property(printableText, (text) => {
        for (const [kind, schema] of Object.entries(builders))
          expect(schema.safeParse(kind === 'name' ? text.replace(/[<>/]/g, 'x') : text).success, kind).toBe(true);
      }),
    );
  });

  it('refuse any text with a forbidden character, whatever its length, with one code', () => {
    fc.assert(
      fc.property(withInside(neverText), (text) => {
        for (const schema of Object.values(builders)) expect(codeOf(schema, text)).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
        expect(codeOf(singleLineField(1, 3), text)).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
      }),
    );
    fc.assert(
      fc.property(withInside(contentOnly), (text) => {
        for (const schema of [builders.name, builders.singleLine, builders.multiLine])
          expect(codeOf(schema, text)).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
        expect(builders.content.safeParse(text).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(withInside(lineBreak), (text) => {
        expect(codeOf(builders.singleLine, text)).toBe('VALIDATION_LINE_BREAK');
        expect(builders.multiLine.safeParse(text).success).toBe(true);
      }),
    );
  });

  it('say which kind of text each field is', () => {
    expect(textFields.get(form.shape.name)).toEqual({ kind: 'name' });
    expect(textFields.get(form.shape.note.optional())).toBeUndefined();
    expect(textFields.get(singleLineField(0, 10).refine(() => true))).toEqual({ kind: 'singleLine' });
    expect(textFields.get(form.shape.html)).toEqual({ kind: 'content' });
  });
});

describe('error answers', () => {
  it('name a bounded number of field errors, with bounded paths, whatever the input', () => {
    const keys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`${'k'.repeat(500)}${i}`, 1]));
    const result = schema.safeParse({ name: 'Ala', email: 'a@b.pl', ...keys });
    const errors = toFieldErrors(result.error!.issues, keys);
    expect(errors).toHaveLength(MAX_FIELD_ERRORS);
    expect(JSON.stringify(errors).length).toBeLessThan(4096);
  });

  it('cut long paths and parameters, never between the halves of a pair', () => {
    const [error] = boundFieldErrors([
      { path: `${'a'.repeat(118)}😀😀`, code: 'VALIDATION_INVALID_VALUE', params: { field: 'x'.repeat(1000) } },
    ]);
    expect(error!.path.length).toBeLessThanOrEqual(120);
    expect(error!.path.endsWith('a…')).toBe(true);
    expect(String(error!.params!.field).length).toBe(64);
  });
});
