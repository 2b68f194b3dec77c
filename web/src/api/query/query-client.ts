import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@web/app/session/session-store';
import { retryDelay, shouldRetry } from './policy';

/**
 * The app's defaults: an answer counts as fresh for 30 s (going back to a page shows it at once
 * and reads again only after that), unused answers are dropped after 5 minutes, failed reads are
 * retried only when that can help (see shouldRetry), and a write is never repeated by itself.
 * No read on window focus: forms fill from these answers, and a silent re-read under a half-edited
 * form would only surprise; pages that must stay fresh poll (refetchInterval), and polling pauses
 * in a hidden tab (refetchIntervalInBackground stays false).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchIntervalInBackground: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Who the cached answers belong to: user and account (null when logged out). */
function identity(): string | null | undefined {
  const session = sessionStore.get();
  if (session.status === 'authenticated') return `${session.user.id}/${session.user.account.id}`;
  return session.status === 'anonymous' ? null : undefined;
}

let owner = identity();
// Another user or account (a switch, a logout) must never see the answers read for the last one.
sessionStore.subscribe(() => {
  const next = identity();
  if (next === undefined || next === owner) return;
  owner = next;
  queryClient.clear();
});
