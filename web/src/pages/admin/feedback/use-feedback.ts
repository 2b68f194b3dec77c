import { useApiPages } from '@web/api/query';

export const FEEDBACK_PAGE_SIZE = 25;

/** The users' feedback from every account, newest first. */
export function useFeedback() {
  return useApiPages('admin.feedback', { query: { limit: FEEDBACK_PAGE_SIZE } });
}
