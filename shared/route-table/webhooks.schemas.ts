import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import {
  Webhook,
  WebhookAttempt,
  WebhookAttemptPage,
  WebhookAttemptQuery,
  WebhookBody,
  WebhookList,
  WebhookSecret,
} from '../schemas/webhooks';
import type { webhooksRoutes } from './webhooks';

export const webhooksSchemas = {
  'webhooks.list': { response: WebhookList },
  'webhooks.create': { body: WebhookBody, response: Webhook.extend(WebhookSecret.shape) },
  'webhooks.get': { response: Webhook },
  'webhooks.update': { body: WebhookBody, response: Webhook },
  'webhooks.remove': { body: EmptyBody, response: OkResponse },
  'webhooks.secret': { response: WebhookSecret },
  'webhooks.rotateSecret': { body: EmptyBody, response: WebhookSecret },
  // The test event is delivered at once, and its attempt answered (it is also in the log).
  'webhooks.test': { body: EmptyBody, response: WebhookAttempt },
  'webhooks.attempts': { query: WebhookAttemptQuery, response: WebhookAttemptPage },
} as const satisfies SchemasFor<typeof webhooksRoutes>;
