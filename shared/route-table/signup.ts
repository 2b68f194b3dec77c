import type { RouteLine } from '../route-def';

/**
 * Scenarios (spec section 2: /v2/settings/scenarios, PERM_PSCENARIUSZE): consents (their texts and
 * versions), the confirm scenario (double opt-in) and its hosted sign-up forms. The hosted pages
 * themselves are public and served by the tracking function under /t/f/ (functions/signup/public.ts).
 */
export const signupRoutes = {
  'consents.list': { method: 'GET', path: '/settings/scenarios/consents', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
  'consents.create': {
    method: 'POST',
    path: '/settings/scenarios/consents',
    auth: 'session',
    permission: 'PERM_PSCENARIUSZE',
    status: 201,
  },
  'consents.update': { method: 'PUT', path: '/settings/scenarios/consents/{id}', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
  'consents.versions': {
    method: 'GET',
    path: '/settings/scenarios/consents/{id}/versions',
    auth: 'session',
    permission: 'PERM_PSCENARIUSZE',
  },
  'consents.delete': { method: 'DELETE', path: '/settings/scenarios/consents/{id}', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
  'consents.history': { method: 'GET', path: '/subscribers/{id}/consents', auth: 'session', permission: 'PERM_APRZEALL' },
  'signupForms.list': { method: 'GET', path: '/settings/scenarios/forms', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
  'signupForms.create': {
    method: 'POST',
    path: '/settings/scenarios/forms',
    auth: 'session',
    permission: 'PERM_PSCENARIUSZE',
    status: 201,
  },
  'signupForms.get': { method: 'GET', path: '/settings/scenarios/forms/{id}', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
  'signupForms.update': { method: 'PUT', path: '/settings/scenarios/forms/{id}', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
  'signupForms.delete': { method: 'DELETE', path: '/settings/scenarios/forms/{id}', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
  'confirmSettings.get': { method: 'GET', path: '/settings/scenarios/confirm', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
  'confirmSettings.save': { method: 'PUT', path: '/settings/scenarios/confirm', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
} as const satisfies Record<string, RouteLine>;
