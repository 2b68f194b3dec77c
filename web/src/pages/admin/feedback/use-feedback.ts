import { useCallback } from 'react';
import type { AdminFeedbackItem } from '@shared/schemas/admin';
import { api } from '@web/api';
import { useCursorPages } from '@web/common/use-cursor-pages';

export const FEEDBACK_PAGE_SIZE = 25;

/** The users' feedback from every account, newest first. */
export function useFeedback() {
  return useCursorPages<AdminFeedbackItem>(
    useCallback((cursor, signal) => api('admin.feedback', { query: { cursor, limit: FEEDBACK_PAGE_SIZE }, signal }), []),
  );
}
