import type { RouteLine } from '../route-def';

/**
 * The public API v1's transactional messages (issue 19): one template to one address, one text to
 * one number, each at most once per `Idempotency-Key`, and their delivery status by id. The scope is
 * the permission a web user needs to send in that channel.
 */
export const v1TransactionalRoutes = {
  'v1.transactional.sendEmail': {
    method: 'POST',
    path: '/v1/transactional/email',
    auth: 'token',
    permission: 'PERM_MWYSYL',
    status: 202,
    idempotencyKey: true,
  },
  'v1.transactional.getEmail': { method: 'GET', path: '/v1/transactional/email/{id}', auth: 'token', permission: 'PERM_MWYSYL' },
  'v1.transactional.sendSms': {
    method: 'POST',
    path: '/v1/transactional/sms',
    auth: 'token',
    permission: 'PERM_SMS',
    status: 202,
    idempotencyKey: true,
  },
  'v1.transactional.getSms': { method: 'GET', path: '/v1/transactional/sms/{id}', auth: 'token', permission: 'PERM_SMS' },
} as const satisfies Record<string, RouteLine>;
