import { useCallback } from 'react';
import type { Subscriber } from '@shared/schemas/subscriber';
import { api } from '@web/api';
import { useCursorPages } from '@web/common/use-cursor-pages';

export const SUBSCRIBERS_PAGE_SIZE = 25;

export function useSubscribers() {
  return useCursorPages<Subscriber>(
    useCallback((cursor, signal) => api('subscribers.list', { query: { cursor, limit: SUBSCRIBERS_PAGE_SIZE }, signal }), []),
  );
}
