import { useEffect, useRef } from 'react';
import type { ContentDraft } from './types';

/**
 * Patches the content without losing a change: two patches in one tick (the canvas reporting its
 * MJML as it closes, right after a switch to HTML) each start from the other's result, not from the
 * content of the last render.
 */
export function useContentSetter(content: ContentDraft, set: (content: ContentDraft) => void) {
  const pending = useRef<ContentDraft | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [content]);
  return (patch: Partial<ContentDraft>) => {
    const next = { ...(pending.current ?? content), ...patch };
    pending.current = next;
    set(next);
  };
}
