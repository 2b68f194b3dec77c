import { describe, expect, it } from 'vitest';
import { routes, type RouteId } from '@shared/routes';
import { bySpecificity, matchRoute } from './http';

describe('the router', () => {
  it('tries a literal segment before a parameter at the first place they differ', () => {
    expect(bySpecificity('/mailings/archive', '/mailings/{id}')).toBeLessThan(0);
    expect(bySpecificity('/mailings/{id}', '/mailings/archive')).toBeGreaterThan(0);
    // More parameters in all, but the literal comes first: it still wins.
    expect(bySpecificity('/a/b/{x}/{y}', '/a/{x}/c/d')).toBeLessThan(0);
    expect(bySpecificity('/a/{x}', '/b/{y}')).toBe(0);
  });

  it('tries a literal first wherever its route is declared (after the parameter’s, in another file)', () => {
    expect(matchRoute('GET', '/subscribers/scoring')?.id).toBe('scoring.get');
    expect(matchRoute('GET', '/subscribers/stats')?.id).toBe('subscribers.stats');
    expect(matchRoute('GET', '/subscribers/01J0000000000000000000000A')?.id).toBe('subscribers.get');
  });

  it('finds every route of the table by a path made from its own template', () => {
    for (const [id, def] of Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]) {
      const path = def.path.replace(/\{[^}]+\}/g, 'p0Z9');
      expect(matchRoute(def.method, path)?.id, `${def.method} ${def.path}`).toBe(id);
    }
  });
});
