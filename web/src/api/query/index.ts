export { apiKey, type ApiKey } from './keys';
export { JOB_BACKOFF, backoffDelay, pollInterval, shouldRetry, type PollOptions } from './policy';
export { queryClient } from './query-client';
export { ApiQueryProvider } from './provider';
export { useApiQuery, type ApiQuery, type ApiQueryOptions } from './use-api-query';
export { invalidate, restart, useApiMutation } from './use-api-mutation';
export { useApiPages, type CursorPage, type CursorPages, type PagedList } from './use-api-pages';
