import type { HandlersFor } from '@functions/platform/http';
import type { predefinedRoutes } from '@shared/route-table/predefined';
import { sendersService } from './senders-service';
import { tagsService } from './tags-service';
import { testGroupsService } from './test-groups-service';

export const predefinedHandlers: HandlersFor<typeof predefinedRoutes> = {
  'senders.list': ({ ctx }) => sendersService.list(ctx.principal.accountId),
  'senders.add': ({ body, ctx }) => sendersService.add(ctx.principal, body),
  'senders.update': ({ params, body, ctx }) => sendersService.update(ctx.principal, params.id, body),
  'senders.remove': ({ params, ctx }) => sendersService.remove(ctx.principal.accountId, params.id),
  'senders.options': ({ ctx }) => sendersService.options(ctx.principal.accountId),
  'testGroups.list': ({ ctx }) => testGroupsService.list(ctx.principal.accountId),
  'testGroups.add': ({ body, ctx }) => testGroupsService.add(ctx.principal.accountId, body),
  'testGroups.update': ({ params, body, ctx }) => testGroupsService.update(ctx.principal.accountId, params.id, body),
  'testGroups.remove': ({ params, ctx }) => testGroupsService.remove(ctx.principal.accountId, params.id),
  'testGroups.smsOptions': ({ ctx }) => testGroupsService.options(ctx.principal.accountId),
  'testGroups.mailOptions': ({ ctx }) => testGroupsService.options(ctx.principal.accountId),
  'tags.list': ({ ctx }) => tagsService.list(ctx.principal.accountId),
  'tags.add': ({ body, ctx }) => tagsService.add(ctx.principal.accountId, body),
  'tags.update': ({ params, body, ctx }) => tagsService.update(ctx.principal.accountId, params.id, body),
  'tags.remove': ({ params, ctx }) => tagsService.remove(ctx.principal.accountId, params.id),
};
