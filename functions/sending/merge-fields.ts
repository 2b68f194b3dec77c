import { Context, Liquid, type Template } from 'liquidjs';
import { BASE_PROPERTIES, PERSONAL_PROPERTIES, PLACEHOLDER_NAME, type PropertyDef } from '@shared/properties';
import type { FieldError } from '@shared/errors';
import { isYearlessDate } from '@shared/rules/calendar-dates';

/**
 * Merge fields (`{{ firstname | default: "Kliencie" }}`) through liquidjs, in a sandbox: output
 * expressions only (no `{% %}` tags, so no include/render/layout, loops or assignments), no file
 * system, own properties only, known filters only, and parse/render limits. Every subscriber
 * property is a field under its placeholder name; `unsubscribe_url` is the recipient's signed link.
 */

/** Fields every mailing may use besides the account's properties. */
export const BUILTIN_FIELDS = ['unsubscribe_url', 'calendar_url'] as const;

/** `{{ ... }}` outputs; a `{% ... %}` tag is refused when the mailing is saved. */
export const EXPRESSION = /\{\{-?([\s\S]*?)-?\}\}/g;
const TAG = /\{%[\s\S]*?%\}/;

const refuseFiles = () => {
  throw new Error('merge fields read no files');
};

export const liquid = new Liquid({
  strictFilters: true,
  ownPropertyOnly: true,
  // Fields a subscriber does not hold render empty (or as their fallback); unknown ones are refused at save time.
  strictVariables: false,
  cache: false,
  relativeReference: false,
  root: [],
  partials: [],
  fs: {
    exists: async () => false,
    existsSync: () => false,
    readFile: refuseFiles,
    readFileSync: refuseFiles,
    resolve: refuseFiles,
    sep: '/',
  },
  parseLimit: 250_000,
  // Milliseconds per render of one expression. Without tags nothing can loop, so this only guards a
  // filter gone wrong; it is generous because a busy host's pause would count against it too.
  renderLimit: 1000,
  memoryLimit: 1_000_000,
});

/** Placeholder names a mailing of this account may use. */
export function fieldNames(defs: readonly PropertyDef[]): Set<string> {
  return new Set([...defs.map((d) => d.placeholderName).filter((n) => PLACEHOLDER_NAME.test(n)), ...BUILTIN_FIELDS]);
}

export const DEFAULT_FIELDS: readonly PropertyDef[] = [...BASE_PROPERTIES, ...PERSONAL_PROPERTIES];

/** The canonical text of one expression (`{{name}}` and `{{ name }}` are one field to evaluate). */
export const normaliseExpression = (body: string) => body.trim();

/**
 * Problems of a subject or body, for the save: a tag, an expression liquid cannot parse, an
 * unknown field (named) or filter. Nothing is checked at send time: a saved mailing renders.
 */
export function templateProblems(path: string, text: string, known: ReadonlySet<string>): FieldError[] {
  if (TAG.test(text)) return [{ path, code: 'VALIDATION_INVALID_VALUE', params: { reason: 'tag' } }];
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(EXPRESSION)) {
    const expression = normaliseExpression(match[1]!);
    if (seen.has(expression)) continue;
    seen.add(expression);
    let parsed: Template[];
    try {
      parsed = liquid.parse(`{{ ${expression} }}`);
    } catch {
      problems.push({ path, code: 'VALIDATION_INVALID_VALUE', params: { expression: expression.slice(0, 100) } });
      continue;
    }
    for (const name of liquid.globalVariablesSync(parsed)) {
      if (!known.has(name)) problems.push({ path, code: 'PROPERTY_NOT_FOUND', params: { name: name.slice(0, 64) } });
    }
  }
  return problems;
}

export type Scope = Record<string, string | number>;

const asText = (value: unknown): string | number | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'number' ? value : String(value);
};

/** A subscriber as liquid sees it: base fields by name, `props` by their property's placeholder name. */
export interface FieldSource {
  email?: string;
  props?: Record<string, unknown>;
  [base: string]: unknown;
}

/** How to read each field of an account: compiled once per mailing, used per recipient. */
export function scopeReader(defs: readonly PropertyDef[]): (subscriber: FieldSource, unsubscribeUrl: string) => Scope {
  const fields = defs
    .filter((d) => PLACEHOLDER_NAME.test(d.placeholderName))
    .map((d) => ({ name: d.placeholderName, id: d.id, base: d.kind === 'base', date: d.type === 'date' }));
  return (subscriber, unsubscribeUrl) => {
    const scope: Scope = { unsubscribe_url: unsubscribeUrl };
    for (const f of fields) {
      const value = asText(f.base ? subscriber[f.id] : subscriber.props?.[f.id]);
      // Dates render as stored (YYYY-MM-DD); one without a year (--MM-DD, an imported birthday) as MM-DD, the same order without the year.
      if (value !== undefined) scope[f.name] = f.date && typeof value === 'string' && isYearlessDate(value) ? value.slice(2) : value;
    }
    return scope;
  };
}

/** `field` or `field | default: "text"` (or a number): what nearly every merge field is. */
const SIMPLE = /^([A-Za-z_][\w]*)\s*(?:\|\s*default\s*:\s*(?:"([^"]*)"|'([^']*)'|(-?\d+(?:\.\d+)?)))?$/;

/**
 * A simple field read straight from the scope, as liquid would render it: `default` replaces what
 * Liquid holds empty (nothing, false, an empty text), not 0. Anything else goes through liquid.
 */
function simpleField(expression: string): ((scope: Scope) => string) | undefined {
  const m = SIMPLE.exec(expression);
  if (!m) return undefined;
  const [, name, dq, sq, num] = m;
  const fallback = dq ?? sq ?? num;
  return (scope) => {
    const value = Object.hasOwn(scope, name!) ? scope[name!] : undefined;
    if (value === undefined || value === '') return fallback ?? '';
    return String(value);
  };
}

/** Each distinct expression parsed once; evaluated per recipient to its raw (unescaped) text. */
export function compileExpressions(expressions: readonly string[]): (scope: Scope) => string[] {
  const simple = expressions.map(simpleField);
  const templates = expressions.map((e, i) => (simple[i] ? undefined : liquid.parse(`{{ ${e} }}`)));
  const needsLiquid = templates.some(Boolean);
  return (scope) => {
    // One context for a recipient's expressions (what renderSync would build for each); the render limit counts from here.
    const ctx = needsLiquid ? new Context(scope, liquid.options, { sync: true }, { liquid }) : undefined;
    return expressions.map((_, i) => simple[i]?.(scope) ?? String(liquid.renderSync(templates[i]!, ctx!) ?? ''));
  };
}
