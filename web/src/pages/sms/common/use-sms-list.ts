import { useCallback } from 'react';
import type { Sms } from '@shared/schemas/sms';
import { api } from '@web/api';
import { useCursorPages } from '@web/common/use-cursor-pages';
import { usePollActive } from '@web/common/use-poll-active';
import { isSending, SENDING_POLL_MS } from './sms-state';

const readOne = (id: string, signal: AbortSignal) => api('sms.get', { params: { id }, signal });

/**
 * SMS sendings, newest first as the API lists them, a page at a time; the ones still going out
 * are read again every SENDING_POLL_MS and put in place, until none is.
 */
export function useSmsList(limit: number) {
  const pages = useCursorPages<Sms>(useCallback((cursor, signal) => api('sms.list', { query: { cursor, limit }, signal }), [limit]));
  usePollActive(pages.items, isSending, readOne, pages.replace, SENDING_POLL_MS);
  return pages;
}
