import type { HandlerTable } from '@functions/platform/http';
import { authRoutes } from '@functions/auth/routes';
import { mailingRoutes } from '@functions/mailings/routes';
import { subscriberRoutes } from '@functions/subscribers/routes';
import { userRoutes } from '@functions/users/routes';

/** Binds a handler to every line of the shared route table (shared/routes.ts); a missing one fails to compile. */
export const handlers: HandlerTable = {
  'auth.register': authRoutes.register,
  'auth.verify': authRoutes.verify,
  'auth.login': authRoutes.login,
  'auth.logout': authRoutes.logout,
  'auth.refresh': authRoutes.refresh,
  'auth.lostPassword': authRoutes.lostPassword,
  'auth.recover': authRoutes.recover,
  'users.me': userRoutes.me,
  'users.updateMe': userRoutes.updateMe,
  'subscribers.list': subscriberRoutes.list,
  'subscribers.create': subscriberRoutes.create,
  'subscribers.get': subscriberRoutes.get,
  'mailings.list': mailingRoutes.list,
  'mailings.create': mailingRoutes.create,
  'mailings.get': mailingRoutes.get,
  'mailings.update': mailingRoutes.update,
  'mailings.send': mailingRoutes.send,
};
