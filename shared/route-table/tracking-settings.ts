import type { RouteLine } from '../route-def';

/**
 * The account's link parameters (spec section 2: /settings/company, its tracking part; settings
 * need PERM_POGOLNE): default UTM parameters and the link hash parameter, applied when sending.
 */
export const trackingSettingsRoutes = {
  'trackingSettings.get': { method: 'GET', path: '/settings/company/tracking', auth: 'session', permission: 'PERM_POGOLNE' },
  'trackingSettings.save': { method: 'PUT', path: '/settings/company/tracking', auth: 'session', permission: 'PERM_POGOLNE' },
} as const satisfies Record<string, RouteLine>;
