import type { Webhook, WebhookAttempt } from '@shared/schemas/webhooks';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { testNotice } from './webhook-view';

/** The account's webhooks and the changes to them, each put in the list as the server answered it. */
export function useWebhooks() {
  const list = useApiQuery('webhooks.list', {});
  const saved = (webhook: Webhook) =>
    list.mutate((current) => {
      const known = current.items.some((w) => w.id === webhook.id);
      return { ...current, items: known ? current.items.map((w) => (w.id === webhook.id ? webhook : w)) : [...current.items, webhook] };
    });
  const remove = async (webhook: Webhook) => {
    await api('webhooks.remove', { params: { id: webhook.id }, body: {} });
    list.mutate((current) => ({ ...current, items: current.items.filter((w) => w.id !== webhook.id) }));
  };
  return { list, saved, remove };
}

/** Sends the test event now and says how it went (the attempt is in the webhook's log too). */
export async function sendTestEvent(id: string): Promise<WebhookAttempt> {
  const attempt = await api('webhooks.test', { params: { id }, body: {} });
  const notice = testNotice(attempt);
  pushNotice({ type: notice.type, content: { key: notice.key, params: notice.params } }, 10_000);
  return attempt;
}
