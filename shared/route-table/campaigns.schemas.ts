import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { ListQuery } from '../schemas/subscriber';
import { Mailing, MailingList } from '../schemas/mailing';
import {
  ChangeTimeBody,
  ChooseWinnerBody,
  MailingActionList,
  MailingArchiveQuery,
  MailingRunList,
  MassPauseBody,
  MassPauseResult,
  PlanMailingBody,
  PlanPreview,
  VariantReport,
} from '../schemas/schedule';
import type { campaignsRoutes } from './campaigns';

/** The zod schemas of the lines in ./campaigns.ts, by route id. */
export const campaignsSchemas = {
  'mailings.planPreview': { body: PlanMailingBody, response: PlanPreview },
  'mailings.plan': { body: PlanMailingBody, response: Mailing },
  'mailings.changeTime': { body: ChangeTimeBody, response: Mailing },
  'mailings.unplan': { body: EmptyBody, response: Mailing },
  'mailings.cancel': { body: EmptyBody, response: Mailing },
  'mailings.pause': { body: EmptyBody, response: Mailing },
  'mailings.massPause': { body: MassPauseBody, response: MassPauseResult },
  'mailings.delete': { response: OkResponse },
  'mailings.duplicate': { body: EmptyBody, response: Mailing },
  'mailings.archive': { query: MailingArchiveQuery, response: MailingList },
  'mailings.hide': { body: EmptyBody, response: Mailing },
  'mailings.show': { body: EmptyBody, response: Mailing },
  'mailings.actions': { query: ListQuery, response: MailingActionList },
  'mailings.variants': { response: VariantReport },
  'mailings.chooseWinner': { body: ChooseWinnerBody, response: Mailing },
  'mailings.runs': { query: ListQuery, response: MailingRunList },
} as const satisfies SchemasFor<typeof campaignsRoutes>;
