import type { SchemasFor } from '../route-def';
import { SmsContactPage } from '../schemas/sms';
import { EmptyBody, OkResponse } from '../schemas/auth';
import {
  BulkSubscribersBody,
  BulkSubscribersResult,
  ClearQuarantineBody,
  CreateSubscriberBody,
  ForgetBody,
  Subscriber,
  SubscriberCount,
  SubscriberCountQuery,
  SubscriberList,
  SubscriberListQuery,
  UpdateSubscriberBody,
} from '../schemas/subscriber';
import {
  ActivityPage,
  ActivityQuery,
  ChangePage,
  ContactPage,
  HistoryQuery,
  Note,
  NoteBody,
  NoteList,
  StatsQuery,
  SubscriberStats,
} from '../schemas/subscriber-records';
import { CustomEventList, CustomEventListQuery } from '../schemas/custom-events';
import type { subscribersRoutes } from './subscribers';

/** The zod schemas of the lines in ./subscribers.ts, by route id: the server validates with them, the web takes their types only. */
export const subscribersSchemas = {
  'subscribers.list': { query: SubscriberListQuery, response: SubscriberList },
  'subscribers.count': { query: SubscriberCountQuery, response: SubscriberCount },
  'subscribers.create': { body: CreateSubscriberBody, response: Subscriber },
  'subscribers.stats': { query: StatsQuery, response: SubscriberStats },
  'subscribers.accountHistory': { query: HistoryQuery, response: ChangePage },
  'subscribers.bulk': { body: BulkSubscribersBody, response: BulkSubscribersResult },
  'subscribers.get': { response: Subscriber },
  'subscribers.update': { body: UpdateSubscriberBody, response: Subscriber },
  'subscribers.forget': { body: ForgetBody, response: Subscriber },
  'subscribers.clearQuarantine': { body: ClearQuarantineBody, response: Subscriber },
  'subscribers.activity': { query: ActivityQuery, response: ActivityPage },
  'subscribers.contact': { query: ActivityQuery, response: ContactPage },
  'subscribers.contactSms': { query: ActivityQuery, response: SmsContactPage },
  'subscribers.history': { query: HistoryQuery, response: ChangePage },
  'subscribers.events': { query: CustomEventListQuery, response: CustomEventList },
  'subscribers.notes': { response: NoteList },
  'subscribers.addNote': { body: NoteBody, response: Note },
  'subscribers.deleteNote': { body: EmptyBody, response: OkResponse },
} as const satisfies SchemasFor<typeof subscribersRoutes>;
