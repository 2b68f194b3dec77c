import type { HandlersFor } from '@functions/platform/http';
import type { scoringRoutes } from '@shared/route-table/scoring';
import { scoringService } from './service';

export const scoringHandlers: HandlersFor<typeof scoringRoutes> = {
  'scoring.get': ({ ctx }) => scoringService.state(ctx.principal),
  'scoring.save': ({ body, ctx }) => scoringService.save(ctx.principal, body),
  'scoring.recalculate': ({ ctx }) => scoringService.recalculate(ctx.principal),
  'reports.scoring': ({ ctx }) => scoringService.report(ctx.principal),
};
