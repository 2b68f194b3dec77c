import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERMISSION_KEYS } from './permissions';
import { API_V1_PREFIX, compilePath, buildPath, routes, type RouteDef } from './api-routes';
import { routes as lines } from './routes';

describe('the route table', () => {
  const all = Object.entries(routes) as [string, RouteDef][];

  it('has one line per method and path', () => {
    const keys = all.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names only the spec’s permission keys, and public routes need none', () => {
    for (const [id, r] of all) {
      if (r.permission !== null) expect(PERMISSION_KEYS, id).toContain(r.permission);
      if (r.auth === 'public') expect(r.permission, id).toBeNull();
      // Token routes (issue 19) live under the versioned prefix and name the scope they need; nothing else is
      // there but the public document that describes them.
      expect(r.auth === 'token' || (r.auth === 'public' && id === 'openapi.document'), id).toBe(r.path.startsWith(`${API_V1_PREFIX}/`));
      if (r.auth === 'token') expect(r.permission, id).not.toBeNull();
      if (r.method === 'GET') expect(r.body, id).toBeUndefined();
    }
  });

  it('is the lines of shared/routes.ts, in their order, each with its schemas', () => {
    expect(Object.keys(routes)).toEqual(Object.keys(lines));
    for (const [id, r] of all) {
      expect(r.response, id).toBeInstanceOf(z.ZodType);
      const { body, query, response, ...line } = r;
      void body;
      void query;
      void response;
      expect(line, id).toEqual(lines[id as keyof typeof lines]);
    }
  });

  it('keeps zod out of the lines the web app loads (plain data only)', () => {
    for (const [id, line] of Object.entries(lines)) expect(JSON.parse(JSON.stringify(line)), id).toEqual(line);
  });

  it('matches and builds paths with parameters', () => {
    const { regex, names } = compilePath('/mailings/{id}/send');
    expect(names).toEqual(['id']);
    expect(regex.exec('/mailings/01ABC/send')?.[1]).toBe('01ABC');
    expect(regex.test('/mailings/01ABC/send/x')).toBe(false);
    expect(buildPath('/subscribers/{id}', { id: 'a/b' })).toBe('/subscribers/a%2Fb');
  });
});
