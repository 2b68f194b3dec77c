import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { devOutbox } from '@web/api/dev-outbox';
import { newestFirst } from './table-config';

/** The catchers are not in the route table (AWS builds never serve them), so they have keys of their own. */
const MAIL_KEY = ['dev-outbox', 'mail'];
const TEXTS_KEY = ['dev-outbox', 'texts'];

/** What the emulator accepted: e-mails (SES) and texts (SNS), each read on its own (one failing catcher does not hide the other), refreshed together. */
export function useOutbox() {
  const mail = useQuery({
    queryKey: MAIL_KEY,
    queryFn: ({ signal }) => devOutbox.list(signal).then((list) => newestFirst(list.items)),
    staleTime: 0,
  });
  const texts = useQuery({
    queryKey: TEXTS_KEY,
    queryFn: ({ signal }) => devOutbox.texts(signal).then((list) => list.items),
    staleTime: 0,
  });
  const { refetch: reloadMail } = mail;
  const { refetch: reloadTexts } = texts;
  const refresh = useCallback(() => void (reloadMail(), reloadTexts()), [reloadMail, reloadTexts]);
  return {
    mail: { data: mail.data, error: mail.error, loading: mail.isFetching, reload: () => void reloadMail() },
    texts: { data: texts.data, error: texts.error, loading: texts.isFetching, reload: () => void reloadTexts() },
    refresh,
  };
}
