import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routes } from '@shared/api-routes';
import { hasPermission } from '@shared/permissions';
import { authenticate } from '@functions/auth/session';
import { domainsService } from '@functions/domains/service';
import { ForbiddenError, toHttpError } from '@functions/platform/errors';
import { requestContext } from '@functions/platform/http';

/**
 * The local runtime's "mark verified" for a sending domain: no DNS answers the emulator, so a
 * developer marks the domain verified to walk the flow (add a domain, a sender on it, a mailing).
 * Served by infra/local/server.ts only, so no deployed function has it; it asks what the domains
 * routes ask (a session with PERM_POGOLNE, the CSRF header) and acts on the caller's own account.
 */
export async function markDomainVerified(event: APIGatewayProxyEventV2, domain: string): Promise<APIGatewayProxyStructuredResultV2> {
  const json = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  });
  try {
    const principal = await authenticate(requestContext(event), 'POST');
    // The domains page's own permission: marking verified is what its check would find.
    const permission = routes['domains.check'].permission;
    if (!hasPermission(principal.permissions, permission)) throw new ForbiddenError('PERMISSION_DENIED', { permission });
    return json(200, await domainsService.markVerifiedLocally(principal.accountId, domain));
  } catch (error) {
    const { status, body } = toHttpError(error);
    return json(status, body);
  }
}
