import type { SchemasFor } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { DeleteFooterResult, Footer, FooterBody, FooterList, MailingFooters } from '../schemas/footers';
import type { footersRoutes } from './footers';

/** The zod schemas of the lines in ./footers.ts, by route id: the server validates with them, the web takes their types only. */
export const footersSchemas = {
  'footers.list': { response: FooterList },
  'footers.create': { body: FooterBody, response: Footer },
  'footers.update': { body: FooterBody, response: Footer },
  'footers.setDefault': { body: EmptyBody, response: Footer },
  'footers.delete': { response: DeleteFooterResult },
  'footers.forMailings': { response: MailingFooters },
} as const satisfies SchemasFor<typeof footersRoutes>;
