import middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const answer = (result: APIGatewayProxyStructuredResultV2) =>
  middy(async () => result).use(securityHeaders())({}, {} as Context) as Promise<APIGatewayProxyStructuredResultV2>;

describe('security headers middleware', () => {
  it("keeps an HTML page's own CSP (its form posts to itself) and adds the frame and sniffing headers", async () => {
    const csp = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'";
    const res = await answer({
      statusCode: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp },
      body: '<p>',
    });
    expect(res.headers).toMatchObject({
      'content-security-policy': csp,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(Object.keys(res.headers!).filter((h) => /^(cross-origin-|strict-transport|report|x-xss|permissions-policy)/.test(h))).toEqual(
      [],
    );
  });
  it('lets the tracking pixel load from any origin (no Cross-Origin-Resource-Policy) and keeps its body', async () => {
    const res = await answer({ statusCode: 200, headers: { 'content-type': 'image/gif' }, body: 'R0lG', isBase64Encoded: true });
    expect(res).toMatchObject({ statusCode: 200, body: 'R0lG', isBase64Encoded: true });
    expect(res.headers).not.toHaveProperty('cross-origin-resource-policy');
  });
  it('answers every header name once, in lower case, and no header without a value', async () => {
    const res = await answer({ statusCode: 302, headers: { Location: 'https://example.com/', 'X-Content-Type-Options': 'nosniff' } });
    expect(res.headers!.location).toBe('https://example.com/');
    expect(Object.keys(res.headers!).every((h) => h === h.toLowerCase())).toBe(true);
    expect(Object.values(res.headers!).every((v) => typeof v === 'string' && v !== 'undefined')).toBe(true);
    expect(res.headers).not.toHaveProperty('server');
    expect(res.headers).not.toHaveProperty('x-powered-by');
  });
});
