import { useCallback } from 'react';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { useCursorPages } from '@web/common/use-cursor-pages';

/** Mailings, newest first as the API lists them, a page at a time. */
export function useMailings(limit: number) {
  return useCursorPages<Mailing>(useCallback((cursor, signal) => api('mailings.list', { query: { cursor, limit }, signal }), [limit]));
}
