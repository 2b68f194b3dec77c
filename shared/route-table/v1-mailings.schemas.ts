import type { SchemasFor } from '../route-def';
import { V1Mailing, V1MailingList } from '../schemas/api-v1-mailings';
import { MailingReport } from '../schemas/reports';
import { MailingListQuery } from '../schemas/schedule';
import { SmsList } from '../schemas/sms';
import { SmsReport } from '../schemas/sms-reports';
import { ListQuery } from '../schemas/subscriber';
import type { v1MailingsRoutes } from './v1-mailings';

/** The web API's schemas for the same calls; a mailing in its public subset (shared/schemas/api-v1-mailings.ts). */
export const v1MailingsSchemas = {
  'v1.mailings.list': { query: MailingListQuery, response: V1MailingList },
  'v1.mailings.get': { response: V1Mailing },
  'v1.mailings.report': { response: MailingReport },
  'v1.sms.list': { query: ListQuery, response: SmsList },
  'v1.sms.report': { response: SmsReport },
} as const satisfies SchemasFor<typeof v1MailingsRoutes>;
