import type { RouteDef } from '../route-def';
import { CurrentUser } from '../schemas/user';
import { EmptyBody, LoginBody, LostPasswordBody, OkResponse, RecoverBody, RefreshBody, RegisterBody, VerifyBody } from '../schemas/auth';

export const authRoutes = {
  'auth.register': { method: 'POST', path: '/auth/register', auth: 'public', permission: null, rateLimit: ['register.ip', 'register.email'], body: RegisterBody, response: OkResponse, status: 201 },
  'auth.verify': { method: 'POST', path: '/auth/verify', auth: 'public', permission: null, body: VerifyBody, response: OkResponse },
  'auth.login': { method: 'POST', path: '/auth/login', auth: 'public', permission: null, rateLimit: ['login.ip'], body: LoginBody, response: CurrentUser },
  'auth.logout': { method: 'POST', path: '/auth/logout', auth: 'public', permission: null, body: EmptyBody, response: OkResponse },
  'auth.refresh': { method: 'POST', path: '/auth/refresh', auth: 'public', permission: null, body: RefreshBody, response: OkResponse },
  'auth.lostPassword': { method: 'POST', path: '/auth/lost-password', auth: 'public', permission: null, rateLimit: ['lostPassword.ip', 'lostPassword.email'], body: LostPasswordBody, response: OkResponse },
  'auth.recover': { method: 'POST', path: '/auth/recover', auth: 'public', permission: null, body: RecoverBody, response: OkResponse },
} as const satisfies Record<string, RouteDef>;
