import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePath } from '@shared/api-routes';
import { openApiDocument, publicApiDocument } from './document';
import type { JsonSchema } from './json-schema';

type Operation = { parameters?: { name: string; in: string }[] };

function refs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refs(item, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refs(value, found);
    }
  return found;
}

function resolves(document: JsonSchema, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node !== undefined;
}

/** What holds for any document the generator writes: refs resolve inside it, path parameters are declared. */
function expectWellFormed(document: JsonSchema) {
  const all = refs(document);
  expect(all.filter((ref) => !resolves(document, ref))).toEqual([]);
  expect(JSON.stringify(document)).not.toContain('"$defs"');
  for (const [route, operations] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const op of Object.values(operations)) {
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort()).toEqual(compilePath(route).names.sort());
    }
  }
}

describe('the OpenAPI document', () => {
  it('converts every line of the route table, recursive schemas included, into a well-formed document', () => {
    const everything = openApiDocument(() => true);
    expect(Object.keys(everything.paths as object).length).toBeGreaterThan(100);
    expectWellFormed(everything);
  });

  it('is OpenAPI 3.1 of the /v1 lines alone, with the bearer scheme and the one error shape', () => {
    const document = publicApiDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths as object).every((p) => p.startsWith('/v1/'))).toBe(true);
    expect(document.security).toEqual([{ bearer: [] }]);
    expectWellFormed(document);
  });

  it('is the checked copy in docs/openapi.json (run `npm run openapi` after changing a /v1 line or its schemas)', () => {
    const checked = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8')) as unknown;
    expect(checked).toEqual(publicApiDocument());
  });
});
