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
