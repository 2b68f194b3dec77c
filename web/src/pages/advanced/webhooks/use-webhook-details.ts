import { useState } from 'react';
import type { Webhook } from '@shared/schemas/webhooks';
import { api } from '@web/api';
import { useApiPages, useApiQuery } from '@web/api/query';

type Secret = { secret: string; previousValidUntil?: string };

/** One webhook, its attempts' log (cursor pages, newest first) and its signing secret, read only when asked for. */
export function useWebhookDetails(id: string) {
  const webhook = useApiQuery('webhooks.get', { params: { id } });
  const attempts = useApiPages('webhooks.attempts', { params: { id }, query: { limit: 25 } });
  const [secret, setSecret] = useState<Secret | undefined>();
  const reveal = async () => setSecret(await api('webhooks.secret', { params: { id } }));
  const rotate = async () => setSecret(await api('webhooks.rotateSecret', { params: { id }, body: {} }));
  const hide = () => setSecret(undefined);
  const refresh = () => {
    webhook.reload();
    attempts.reload();
  };
  const saved = (changed: Webhook) => webhook.set(changed);
  return { webhook, attempts, secret, reveal, rotate, hide, refresh, saved };
}
