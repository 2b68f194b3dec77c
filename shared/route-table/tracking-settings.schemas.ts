import type { SchemasFor } from '../route-def';
import { TrackingSettings } from '../schemas/tracking-settings';
import type { trackingSettingsRoutes } from './tracking-settings';

/** The zod schemas of the lines in ./tracking-settings.ts, by route id. */
export const trackingSettingsSchemas = {
  'trackingSettings.get': { response: TrackingSettings },
  'trackingSettings.save': { body: TrackingSettings, response: TrackingSettings },
} as const satisfies SchemasFor<typeof trackingSettingsRoutes>;
