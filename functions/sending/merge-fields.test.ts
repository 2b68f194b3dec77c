import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileExpressions, liquid, type Scope } from './merge-fields';

const render = (expression: string, scope: Scope) => String(liquid.parseAndRenderSync(`{{ ${expression} }}`, scope) ?? '');

describe('merge fields read straight from the scope', () => {
  it('render exactly as liquid does, with and without a fallback, for any value', () => {
    const expressions = [
      'firstname',
      'firstname | default: "Kliencie"',
      "city | default: 'Twoim mieście'",
      'points | default: 0',
      'points|default:-1.5',
      'firstname | upcase',
    ];
    const value = fc.oneof(fc.constant(undefined), fc.constant(''), fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.constant(0));
    fc.assert(
      fc.property(value, value, (firstname, points) => {
        const scope: Scope = {};
        if (firstname !== undefined) scope.firstname = firstname;
        if (points !== undefined) scope.points = points;
        expect(compileExpressions(expressions)(scope)).toEqual(expressions.map((e) => render(e, scope)));
      }),
    );
  });
});

describe('dates in merge fields', () => {
  it('render as stored, and a date without a year as MM-DD', async () => {
    const { scopeReader } = await import('./merge-fields');
    const { PERSONAL_PROPERTIES } = await import('@shared/properties');
    const read = scopeReader(PERSONAL_PROPERTIES);
    expect(read({ props: { birthday: '1990-05-10' } }, 'u').birthday).toBe('1990-05-10');
    expect(read({ props: { birthday: '--05-10' } }, 'u').birthday).toBe('05-10');
    expect(read({ props: { firstname: '--05-10' } }, 'u').firstname).toBe('--05-10');
  });
});
