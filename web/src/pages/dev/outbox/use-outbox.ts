import { useEffect, useState } from 'react';
import type { OutboxSummary, SmsOutboxItem } from '@shared/schemas/dev';
import { devOutbox } from '@web/api/dev-outbox';
import { newestFirst } from './table-config';

/** What the emulator accepted: e-mails (SES) and texts (SNS), loaded together and refreshed on demand. */
export function useOutbox() {
  const [mail, setMail] = useState<OutboxSummary[]>([]);
  const [texts, setTexts] = useState<SmsOutboxItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([devOutbox.list(controller.signal), devOutbox.texts(controller.signal)])
      .then(([mailList, textList]) => {
        setMail(newestFirst(mailList.items));
        setTexts(textList.items);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [generation]);

  const refresh = () => {
    setLoading(true);
    setGeneration((g) => g + 1);
  };
  return { mail, texts, loading, error, refresh };
}
