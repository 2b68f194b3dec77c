import type { SchemasFor } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { MailingListQuery } from '../schemas/schedule';
import { Mailing, MailingContent, MailingList, RejectMailingBody } from '../schemas/mailing';
import { TestSendBody, TestSendResult } from '../schemas/content';
import { MailingFromTemplateBody, RestorePoint, RestorePointList } from '../schemas/templates';
import { TagSuggestionList } from '../schemas/reports';
import type { mailingsRoutes } from './mailings';

/** The zod schemas of the lines in ./mailings.ts, by route id: the server validates with them, the web takes their types only. */
export const mailingsSchemas = {
  'mailings.list': { query: MailingListQuery, response: MailingList },
  'mailings.create': { body: MailingContent, response: Mailing },
  'mailings.get': { response: Mailing },
  'mailings.update': { body: MailingContent, response: Mailing },
  'mailings.send': { body: EmptyBody, response: Mailing },
  'mailings.resume': { body: EmptyBody, response: Mailing },
  'mailings.accept': { body: EmptyBody, response: Mailing },
  'mailings.reject': { body: RejectMailingBody, response: Mailing },
  'mailings.fromTemplate': { body: MailingFromTemplateBody, response: Mailing },
  'mailings.testSend': { body: TestSendBody, response: TestSendResult },
  'mailings.history': { response: RestorePointList },
  'mailings.restorePoint': { response: RestorePoint },
  'mailings.tagOptions': { response: TagSuggestionList },
} as const satisfies SchemasFor<typeof mailingsRoutes>;
