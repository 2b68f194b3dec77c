import type { HandlersFor } from '@functions/platform/http';
import type { invitationsRoutes } from '@shared/route-table/invitations';
import { invitationsService } from './service';

const ok = { ok: true } as const;

export const invitationsHandlers: HandlersFor<typeof invitationsRoutes> = {
  'invitations.mine': ({ ctx }) => invitationsService.mine(ctx.principal.userId),
  'invitations.get': ({ params, ctx }) => invitationsService.get(ctx.principal.userId, params.id),
  'invitations.accept': ({ params, ctx }) => invitationsService.accept(ctx, params.id),
  'invitations.decline': async ({ params, ctx }) => (await invitationsService.decline(ctx, params.id), ok),
  'invitations.resend': ({ params, ctx }) => invitationsService.resend(ctx, params.id),
  'invitations.cancel': async ({ params, ctx }) => (await invitationsService.cancel(ctx, params.id), ok),
};
