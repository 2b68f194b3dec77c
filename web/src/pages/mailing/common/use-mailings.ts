import { useApiPages } from '@web/api/query';

/** Mailings, newest first as the API lists them, a page at a time. */
export function useMailings(limit: number) {
  return useApiPages('mailings.list', { query: { limit } });
}
