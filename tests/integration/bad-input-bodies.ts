import fc from 'fast-check';
import type { z } from 'zod';
import type { TextKind } from '@shared/rules/text';
import { textFields } from '@shared/validation';

/**
 * Bodies for the bad-input sweep, built from the route table's zod schemas: a walk of a schema makes
 * bodies that the schema accepts (one per option of every union), and a walk of a body beside its
 * schema finds every string in it with the text rules its field follows. Zod 4 describes every
 * schema in `_zod.def` (its `type`, and per type the shape, element, options, inner type…).
 */

type Schema = z.core.$ZodType;
type Def = Record<string, any> & { type: string };
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (schema: Schema, value: unknown) => (schema as unknown as z.ZodType).safeParse(value).success;

/** What rules a string of a body follows: a text kind (shared/validation.ts builders), or a format (an id, an enum, an e-mail) refusing any odd character. */
export type LeafKind = TextKind | 'format';
export interface Leaf {
  path: (string | number)[];
  value: string;
  kind: LeafKind;
}

/** Strings tried, in order, where a body needs one: the first the field accepts is used. */
const STRING_CANDIDATES = [
  'Sweep',
  '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  '123456',
  'Europe/Warsaw',
  '192.0.2.1',
  '48601234567',
  '00-950',
  '2026-01-01',
  'email',
];
const NUMBER_CANDIDATES = [1, 0, 8, 10, 100, 1000];

let unique = 0;
const emailCandidate = () => `sweep-${Date.now()}-${++unique}@example.com`;

/** Strings matching the field's own patterns (ids, codes, sender names), generated from the pattern. */
function patternCandidates(schema: Schema): string[] {
  const patterns = (schema as unknown as { _zod: { bag?: { patterns?: Set<RegExp> } } })._zod.bag?.patterns;
  return [...(patterns ?? [])].flatMap((pattern) => fc.sample(fc.stringMatching(pattern), { numRuns: 20, seed: 42 }));
}

/** The innermost string schema of a field: its text kind is registered there. */
function kindOf(schema: Schema): LeafKind {
  let current: Schema | undefined = schema;
  for (let hops = 0; current && hops < 20; hops++) {
    const kind = textFields.get(current as z.ZodType)?.kind;
    if (kind) return kind;
    const def = defOf(current);
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return 'format';
}

/**
 * Makes a value the schema accepts, or undefined. `choose(n, i)` picks the option of the i-th union
 * met (n options); the caller varies it so every option is made once.
 */
function make(schema: Schema, choose: (options: number, index: number) => number, counter: { unions: number[] }, lazyDepth = 0): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'pipe':
    case 'custom': {
      const candidates = [
        ...STRING_CANDIDATES.slice(0, 1),
        emailCandidate(),
        ...STRING_CANDIDATES.slice(1),
        ...patternCandidates(schema),
        ...NUMBER_CANDIDATES,
        true,
        false,
      ];
      if (def.type === 'pipe' && defOf(def.in).type !== 'string') return make(def.in, choose, counter, lazyDepth);
      return candidates.find((c) => accepts(schema, c));
    }
    case 'number':
      return NUMBER_CANDIDATES.find((n) => accepts(schema, n));
    case 'boolean':
      return true;
    case 'literal':
      return def.values[0];
    case 'enum':
      return Object.values(def.entries)[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return make(def.innerType, choose, counter, lazyDepth);
    case 'lazy':
      return lazyDepth > 3 ? undefined : make(def.getter(), choose, counter, lazyDepth + 1);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        const value = make(field, choose, counter, lazyDepth);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const item = make(def.element, choose, counter, lazyDepth);
      return item === undefined ? [] : [item];
    }
    case 'union': {
      const index = counter.unions.length;
      counter.unions.push(def.options.length);
      return make(def.options[choose(def.options.length, index)], choose, counter, lazyDepth);
    }
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** Bodies the schema accepts: the first options of every union, then each other option of each union once. */
export function bodiesFor(schema: Schema): unknown[] {
  const counter = { unions: [] as number[] };
  const first = make(schema, () => 0, counter);
  const bodies = [first];
  counter.unions.forEach((options, index) => {
    for (let option = 1; option < options; option++) bodies.push(make(schema, (n, i) => (i === index ? option % n : 0), { unions: [] }));
  });
  return bodies.filter((body) => body !== undefined && accepts(schema, body));
}

/** Every string of `value`, with the path to it and the rules of the field it is in. */
export function leavesOf(schema: Schema, value: unknown, path: (string | number)[] = []): Leaf[] {
  if (value === undefined || value === null) return [];
  const def = defOf(schema);
  if (typeof value === 'string') return [{ path, value, kind: kindOf(schema) }];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return leavesOf(def.innerType, value, path);
    case 'pipe':
      return leavesOf(def.in, value, path);
    case 'lazy':
      return leavesOf(def.getter(), value, path);
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
        leavesOf(field, (value as Record<string, unknown>)[key], [...path, key]),
      );
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => leavesOf(def.element, item, [...path, i])) : [];
    case 'union': {
      const option = (def.options as Schema[]).find((o) => accepts(o, value)) ?? def.options[0];
      return leavesOf(option, value, path);
    }
    case 'record':
      // Keys are checked by the record's key schema; values of unknown type (subscriber properties) are the API's business.
      return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
        defOf(def.valueType).type === 'unknown' ? [] : leavesOf(def.valueType, item, [...path, key]),
      );
    default:
      return [];
  }
}

/** A copy of `body` with the string at `path` replaced. */
export function withValue(body: unknown, path: (string | number)[], value: string): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[path[0]!] = withValue(copy[path[0]!], path.slice(1), value);
  return copy;
}
