import type { SchemasFor } from '../route-def';
import { DefaultAccountBody, GeneralSettings, MyAccountList, SaveGeneralSettingsBody } from '../schemas/accounts';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { CurrentUser } from '../schemas/user';
import type { accountsRoutes } from './accounts';

/** The zod schemas of the lines in ./accounts.ts, by route id: the server validates with them, the web takes their types only. */
export const accountsSchemas = {
  'accounts.mine': { response: MyAccountList },
  'accounts.switch': { body: EmptyBody, response: CurrentUser },
  'accounts.setDefault': { body: DefaultAccountBody, response: OkResponse },
  'accounts.leave': { body: EmptyBody, response: CurrentUser },
  'accounts.getGeneralSettings': { response: GeneralSettings },
  'accounts.saveGeneralSettings': { body: SaveGeneralSettingsBody, response: GeneralSettings },
} as const satisfies SchemasFor<typeof accountsRoutes>;
