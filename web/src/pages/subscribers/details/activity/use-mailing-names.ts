import { useQueries } from '@tanstack/react-query';
import { routes } from '@shared/routes';
import { apiKey } from '@web/api/query';
import { callRoute } from '@web/api/query/call';
import { useCan } from '@web/app/session/session-store';

/**
 * Names of the mailings activity rows point at (the activity answer carries only their ids), each
 * the cached mailing (read once, shared with the mailing's own pages), and only for a user who may
 * open mailings; the others see no names and no links. A mailing that cannot be read has no name.
 */
export function useMailingNames(ids: readonly string[]): { names: ReadonlyMap<string, string>; canOpen: boolean } {
  const can = useCan();
  const canOpen = can(routes['mailings.get'].permission);
  const wanted = canOpen ? [...new Set(ids)].sort() : [];
  const mailings = useQueries({
    queries: wanted.map((id) => ({
      queryKey: apiKey('mailings.get', { id }, {}),
      queryFn: ({ signal }: { signal: AbortSignal }) => callRoute('mailings.get', { params: { id }, signal }),
      retry: false,
    })),
  });
  const names = new Map(
    wanted.flatMap((id, i) =>
      mailings[i]?.data ? [[id, mailings[i].data.name] as const] : mailings[i]?.isError ? [[id, ''] as const] : [],
    ),
  );
  return { names, canOpen };
}
