import type { HandlersFor } from '@functions/platform/http';
import type { teamsRoutes } from '@shared/route-table/teams';
import { teamsService } from './service';

const ok = { ok: true } as const;

export const teamsHandlers: HandlersFor<typeof teamsRoutes> = {
  'teams.list': ({ ctx }) => teamsService.list(ctx.principal.accountId),
  'teams.create': ({ body, ctx }) => teamsService.create(ctx.principal.accountId, body),
  'teams.update': ({ params, body, ctx }) => teamsService.update(ctx.principal.accountId, params.id, body),
  'teams.delete': async ({ params, ctx }) => (await teamsService.remove(ctx.principal.accountId, params.id), ok),
};
