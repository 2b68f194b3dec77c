import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { AcceptInvitationResult, MyInvitation, MyInvitationList } from '../schemas/invitations';
import { Invitation } from '../schemas/users-admin';
import type { invitationsRoutes } from './invitations';

/** The zod schemas of the lines in ./invitations.ts, by route id: the server validates with them, the web takes their types only. */
export const invitationsSchemas = {
  'invitations.mine': { response: MyInvitationList },
  'invitations.get': { response: MyInvitation },
  'invitations.accept': { body: EmptyBody, response: AcceptInvitationResult },
  'invitations.decline': { body: EmptyBody, response: OkResponse },
  'invitations.resend': { body: EmptyBody, response: Invitation },
  'invitations.cancel': { body: EmptyBody, response: OkResponse },
} as const satisfies SchemasFor<typeof invitationsRoutes>;
