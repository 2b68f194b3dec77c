import type { RouteLine } from '../route-def';

export const authRoutes = {
  'auth.register': {
    method: 'POST',
    path: '/auth/register',
    auth: 'public',
    permission: null,
    rateLimit: ['register.ip', 'register.email'],
    status: 201,
  },
  'auth.verify': { method: 'POST', path: '/auth/verify', auth: 'public', permission: null },
  'auth.login': { method: 'POST', path: '/auth/login', auth: 'public', permission: null, rateLimit: ['login.ip'] },
  'auth.logout': { method: 'POST', path: '/auth/logout', auth: 'public', permission: null },
  'auth.refresh': { method: 'POST', path: '/auth/refresh', auth: 'public', permission: null },
  'auth.lostPassword': {
    method: 'POST',
    path: '/auth/lost-password',
    auth: 'public',
    permission: null,
    rateLimit: ['lostPassword.ip', 'lostPassword.email'],
  },
  'auth.recover': { method: 'POST', path: '/auth/recover', auth: 'public', permission: null },
} as const satisfies Record<string, RouteLine>;
