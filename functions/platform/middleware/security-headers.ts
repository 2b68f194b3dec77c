import type { MiddlewareObj, Request } from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';

/**
 * middy's security headers (helmet's set), chosen for what these functions answer: JSON to the
 * web app and, from the tracking function, a pixel, a redirect and two small HTML pages.
 *
 * - On: X-Content-Type-Options nosniff, Referrer-Policy no-referrer, X-Frame-Options DENY (HTML),
 *   X-DNS-Prefetch-Control off, X-Download-Options noopen, X-Permitted-Cross-Domain-Policies none,
 *   and no Server / X-Powered-By.
 * - Off: the Content-Security-Policy (the tracking pages set their own, which lets their form post
 *   to itself; helmet's sandboxes it), the Cross-Origin-* policies (a mail client loads the pixel
 *   from another origin), Strict-Transport-Security (CloudFront's response headers policy sets it
 *   for the whole site, infra/stacks/web-stack.ts), and the reporting headers (no endpoint exists).
 *
 * Header names are answered in lower case, as the functions set their own (and HTTP/2 sends them),
 * so a header is never there twice in two spellings; headers helmet removes by setting undefined
 * are dropped.
 */
const helmet = httpSecurityHeaders({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  strictTransportSecurity: false,
  reportingEndpoints: false,
  reportTo: false,
  xssProtection: false,
  permissionsPolicy: false,
  originAgentCluster: false,
  // reportingEndpoints is in the middleware's defaults (index.js), not in its .d.ts.
} as Parameters<typeof httpSecurityHeaders>[0]);

interface HttpResult {
  headers?: Record<string, unknown>;
}

function lowerCaseHeaders(response: HttpResult | null | undefined): void {
  if (!response?.headers) return;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers[name.toLowerCase()] = String(value);
  response.headers = headers;
}

export function securityHeaders<E, R>(): MiddlewareObj<E, R> {
  return {
    after: async (request: Request<E, R>) => {
      await helmet.after!(request as Request);
      lowerCaseHeaders(request.response as HttpResult);
    },
    onError: async (request: Request<E, R>) => {
      // Only an error already answered (the API's catalogue middleware) gets headers; the rest fail the invocation.
      if (request.response === undefined || request.response === null) return;
      await helmet.onError!(request as Request);
      lowerCaseHeaders(request.response as HttpResult);
    },
  };
}
