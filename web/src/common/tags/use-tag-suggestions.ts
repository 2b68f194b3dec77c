import { routes } from '@shared/routes';
import { useApiQuery } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';

/**
 * Issue 18: the tags to suggest (the account's predefined ones, then those its mailings carry):
 * the mailing form reads them under its permission, the campaigns report under its own.
 */
export function useTagSuggestions(route: 'mailings.tagOptions' | 'reports.campaignTags', enabled = true) {
  const can = useCan();
  const query = useApiQuery(route, {}, { enabled: enabled && can(routes[route].permission), staleTime: 60_000 });
  return { items: query.data?.items ?? [], loading: query.isLoading };
}
