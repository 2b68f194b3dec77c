import type { SchemasFor } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { BrandingResponse, BrandingSettings, LogoUploadBody } from '../schemas/branding';
import type { brandingRoutes } from './branding';

/** The zod schemas of the lines in ./branding.ts, by route id. */
export const brandingSchemas = {
  'branding.get': { response: BrandingResponse },
  'branding.save': { body: BrandingSettings, response: BrandingResponse },
  'branding.uploadLogo': { body: LogoUploadBody, response: BrandingResponse },
  'branding.deleteLogo': { body: EmptyBody, response: BrandingResponse },
} as const satisfies SchemasFor<typeof brandingRoutes>;
