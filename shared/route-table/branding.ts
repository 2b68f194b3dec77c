import type { RouteLine } from '../route-def';
import { LOGO_RULES } from '../rules/logo';

/**
 * The account's branding (spec section 2: /settings/company, the branding tab; settings need
 * PERM_POGOLNE): colours, font, links and words saved together, the logo uploaded on its own.
 */
export const brandingRoutes = {
  'branding.get': { method: 'GET', path: '/settings/company/branding', auth: 'session', permission: 'PERM_POGOLNE' },
  'branding.save': { method: 'PUT', path: '/settings/company/branding', auth: 'session', permission: 'PERM_POGOLNE' },
  'branding.uploadLogo': {
    method: 'POST',
    path: '/settings/company/branding/logo',
    auth: 'session',
    permission: 'PERM_POGOLNE',
    upload: { maxBytes: LOGO_RULES.maxBytes },
  },
  'branding.deleteLogo': { method: 'DELETE', path: '/settings/company/branding/logo', auth: 'session', permission: 'PERM_POGOLNE' },
} as const satisfies Record<string, RouteLine>;
