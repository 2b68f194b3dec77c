import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, nameField, toFieldErrors } from './validation';

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
    expect(errorsOf({ name: 'x'.repeat(101), email: 'a@b.pl' })).toEqual([{ path: 'name', code: 'VALIDATION_TOO_LONG', params: { max: 100 } }]);
    expect(errorsOf({ name: 'Ala', email: 'nope' })).toEqual([{ path: 'email', code: 'VALIDATION_INVALID_EMAIL' }]);
    expect(errorsOf({ name: 'a<b', email: 'a@b.pl' })).toEqual([{ path: 'name', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }]);
    expect(errorsOf({ name: 'Ala', email: 'a@b.pl', age: 'x' })).toEqual([{ path: 'age', code: 'VALIDATION_INVALID_TYPE', params: { expected: 'number' } }]);
    expect(errorsOf({ name: 'Ala', email: 'a@b.pl', role: 'ADMIN' })).toEqual([{ path: 'role', code: 'VALIDATION_UNKNOWN_FIELD' }]);
  });
  it('normalises email case and spaces', () => {
    expect(schema.parse({ name: 'Ala', email: '  Ala@Example.PL ' }).email).toBe('ala@example.pl');
  });
});
