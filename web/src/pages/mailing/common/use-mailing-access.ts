import type { MailingState } from '@shared/constants';
import { routes } from '@shared/routes';
import { mayAccessMailing, mayCreateMailing, maySendMailing } from '@shared/versions';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { isEditable } from './MailingStateIndicator';

/**
 * What the user may do with mailings: the route's permission and, on top of it, the working and
 * ready versions their role reaches (spec section 6), by the same rules the API enforces. The list
 * already leaves out mailings in versions they do not reach; this hides the actions they could not take.
 */
export function useMailingAccess() {
  const can = useCan();
  const { versions } = useCurrentUser().permissions;
  return {
    canCreate: can(routes['mailings.create'].permission) && mayCreateMailing(versions),
    canEdit: (state: MailingState) => can(routes['mailings.update'].permission) && isEditable(state) && mayAccessMailing(versions, state),
    canSend: (state: MailingState) => can(routes['mailings.send'].permission) && isEditable(state) && maySendMailing(versions, state),
    /** A paused sending goes on with what sending it took (a restricted user's reach is the API's to check). */
    canResume: (state: MailingState) => can(routes['mailings.resume'].permission) && state === 'paused' && maySendMailing(versions, state),
  };
}
