import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import {
  Connector,
  ConnectorAttemptPage,
  ConnectorAttemptQuery,
  ConnectorBody,
  ConnectorList,
  ConnectorSecret,
  ConnectorSecretBody,
  ConnectorUpdateBody,
  InboundAnswer,
} from '../schemas/connectors';
import type { connectorsRoutes } from './connectors';

export const connectorsSchemas = {
  'connectors.list': { response: ConnectorList },
  // WooCommerce and PrestaShop connectors are created with a generated secret, answered here once.
  'connectors.create': { body: ConnectorBody, response: Connector.extend({ secret: ConnectorSecret.shape.secret.optional() }) },
  'connectors.get': { response: Connector },
  'connectors.update': { body: ConnectorUpdateBody, response: Connector },
  'connectors.remove': { body: EmptyBody, response: OkResponse },
  'connectors.secret': { response: ConnectorSecret },
  'connectors.rotateSecret': { body: ConnectorSecretBody, response: ConnectorSecret },
  'connectors.attempts': { query: ConnectorAttemptQuery, response: ConnectorAttemptPage },
  // The body is the shop's own format, read raw and checked by the platform's mapper.
  'connectors.inbound': { response: InboundAnswer },
} as const satisfies SchemasFor<typeof connectorsRoutes>;
