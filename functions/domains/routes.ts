import type { HandlersFor } from '@functions/platform/http';
import type { domainsRoutes } from '@shared/route-table/domains';
import { domainsService } from './service';

export const domainsHandlers: HandlersFor<typeof domainsRoutes> = {
  'domains.list': ({ ctx }) => domainsService.list(ctx.principal.accountId),
  'domains.add': ({ body, ctx }) => domainsService.add(ctx.principal, body.domain),
  'domains.get': ({ params, ctx }) => domainsService.get(ctx.principal.accountId, params.domain),
  'domains.check': ({ params, ctx }) => domainsService.check(ctx.principal.accountId, params.domain),
  'domains.senderDomains': async ({ ctx }) => ({ domains: await domainsService.senderDomains(ctx.principal.accountId) }),
  'domains.remove': ({ params, ctx }) => domainsService.remove(ctx.principal.accountId, params.domain),
};
