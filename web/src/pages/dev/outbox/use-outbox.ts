import { useCallback } from 'react';
import { devOutbox } from '@web/api/dev-outbox';
import { useResource } from '@web/common/use-resource';
import { newestFirst } from './table-config';

const loadMail = (signal: AbortSignal) => devOutbox.list(signal).then((list) => newestFirst(list.items));
const loadTexts = (signal: AbortSignal) => devOutbox.texts(signal).then((list) => list.items);

/** What the emulator accepted: e-mails (SES) and texts (SNS), each read on its own (one failing catcher does not hide the other), refreshed together. */
export function useOutbox() {
  const mail = useResource(loadMail);
  const texts = useResource(loadTexts);
  const { reload: reloadMail } = mail;
  const { reload: reloadTexts } = texts;
  const refresh = useCallback(() => (reloadMail(), reloadTexts()), [reloadMail, reloadTexts]);
  return { mail, texts, refresh };
}
