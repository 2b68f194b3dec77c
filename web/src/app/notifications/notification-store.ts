import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { createStore, useStore } from '@web/common/store';
import type { TranslationKey } from '@web/i18n';

/** Text kept as a translation key or an error, so a language switch re-translates it. */
export type NoticeMessage = { key: TranslationKey; params?: Record<string, unknown> } | { error: unknown };

export interface Notice {
  id: string;
  type: NonNullable<FlashbarProps.MessageDefinition['type']>;
  header?: NoticeMessage;
  content?: NoticeMessage;
  /** A button leading to where the notice is about (a path in the app). */
  action?: { textKey: TranslationKey; href: string };
}

export const noticeStore = createStore<Notice[]>([]);
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

export function dismissNotice(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  noticeStore.set((items) => items.filter((n) => n.id !== id));
}

/** Shows a notice; one with the same id replaces the old one. */
export function pushNotice(notice: Omit<Notice, 'id'> & { id?: string }, autoDismissMs?: number): string {
  const id = notice.id ?? `notice-${++counter}`;
  dismissNotice(id);
  noticeStore.set((items) => [...items, { ...notice, id }]);
  if (autoDismissMs)
    timers.set(
      id,
      setTimeout(() => dismissNotice(id), autoDismissMs),
    );
  return id;
}

export function notifyError(error: unknown): void {
  pushNotice({ type: 'error', content: { error } }, 10_000);
}

export function useNotices(): Notice[] {
  return useStore(noticeStore);
}
