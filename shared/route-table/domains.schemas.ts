import type { SchemasFor } from '../route-def';
import { AddSendingDomainBody, RemoveSendingDomainResult, SenderDomains, SendingDomain, SendingDomainList } from '../schemas/domains';
import type { domainsRoutes } from './domains';

/** The zod schemas of the lines in ./domains.ts, by route id: the server validates with them, the web takes their types only. */
export const domainsSchemas = {
  'domains.list': { response: SendingDomainList },
  'domains.add': { body: AddSendingDomainBody, response: SendingDomain },
  'domains.get': { response: SendingDomain },
  'domains.check': { response: SendingDomain },
  'domains.senderDomains': { response: SenderDomains },
  'domains.remove': { response: RemoveSendingDomainResult },
} as const satisfies SchemasFor<typeof domainsRoutes>;
