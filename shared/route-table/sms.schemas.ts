import type { SchemasFor } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { ListQuery } from '../schemas/subscriber';
import { RejectMailingBody } from '../schemas/mailing';
import { Sms, SmsList, SmsSendBody, SmsTestBody, SmsTestResult } from '../schemas/sms';
import { SmsChangeTimeBody, SmsSchedulePreview, SmsSchedulePreviewBody } from '../schemas/sms-schedule';
import { SmsAbxBody, SmsAbxWinnerBody, SmsVariantReport } from '../schemas/sms-abx';
import type { smsRoutes } from './sms';

/** The zod schemas of the lines in ./sms.ts, by route id: the server validates with them, the web takes their types only. */
export const smsSchemas = {
  'sms.list': { query: ListQuery, response: SmsList },
  'sms.send': { body: SmsSendBody, response: Sms },
  'sms.get': { response: Sms },
  'sms.resume': { body: EmptyBody, response: Sms },
  'sms.accept': { body: EmptyBody, response: Sms },
  /** The same reason as a mailing's rejection (a sending's rejection, whatever its channel). */
  'sms.reject': { body: RejectMailingBody, response: Sms },
  'sms.test': { body: SmsTestBody, response: SmsTestResult },
  'sms.planned': { query: ListQuery, response: SmsList },
  'sms.schedulePreview': { body: SmsSchedulePreviewBody, response: SmsSchedulePreview },
  'sms.cancel': { body: EmptyBody, response: Sms },
  'sms.changeTime': { body: SmsChangeTimeBody, response: Sms },
  'sms.pause': { body: EmptyBody, response: Sms },
  'sms.abxSend': { body: SmsAbxBody, response: Sms },
  'sms.variants': { response: SmsVariantReport },
  'sms.chooseWinner': { body: SmsAbxWinnerBody, response: Sms },
} as const satisfies SchemasFor<typeof smsRoutes>;
