import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { Property, PropertyBody, PropertyList, StructureSettings, StructureSettingsBody } from '../schemas/properties';
import type { propertiesRoutes } from './properties';

/** The zod schemas of the lines in ./properties.ts, by route id: the server validates with them, the web takes their types only. */
export const propertiesSchemas = {
  'properties.list': { response: PropertyList },
  'properties.create': { body: PropertyBody, response: Property },
  'properties.update': { body: PropertyBody, response: Property },
  'properties.delete': { body: EmptyBody, response: OkResponse },
  'properties.settings': { response: StructureSettings },
  'properties.saveSettings': { body: StructureSettingsBody, response: StructureSettings },
} as const satisfies SchemasFor<typeof propertiesRoutes>;
