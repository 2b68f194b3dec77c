import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PreviewBody, PreviewResult } from '@shared/schemas/content';
import { api } from '@web/api';
import { useDebounced } from '@web/common/use-debounced';

/** How long typing must stop before the server is asked for a new preview. */
export const PREVIEW_DEBOUNCE_MS = 800;

/**
 * The server's preview of the content as the editor holds it (content.preview): the HTML as it is
 * sent (compiled MJML, footer, merge fields filled) and its checks. What is previewed is what is sent.
 */
export function usePreview(body: PreviewBody, enabled = true) {
  const settled = useDebounced(body, PREVIEW_DEBOUNCE_MS);
  return useQuery<PreviewResult>({
    queryKey: ['content.preview', settled],
    queryFn: ({ signal }) => api('content.preview', { body: settled, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}
