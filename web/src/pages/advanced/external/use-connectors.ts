import { useState } from 'react';
import type { Connector } from '@shared/schemas/connectors';
import { api } from '@web/api';
import { useApiPages, useApiQuery } from '@web/api/query';

/** The account's connectors and the changes to them, each put in the list as the server answered it. */
export function useConnectors() {
  const list = useApiQuery('connectors.list', {});
  const saved = (connector: Connector) =>
    list.mutate((current) => {
      const known = current.items.some((c) => c.id === connector.id);
      return {
        ...current,
        items: known ? current.items.map((c) => (c.id === connector.id ? connector : c)) : [...current.items, connector],
      };
    });
  const remove = async (connector: Connector) => {
    await api('connectors.remove', { params: { id: connector.id }, body: {} });
    list.mutate((current) => ({ ...current, items: current.items.filter((c) => c.id !== connector.id) }));
  };
  return { list, saved, remove };
}

/** One connector, its inbound attempts (cursor pages, newest first) and its secret, read only when asked for. */
export function useConnectorDetails(id: string) {
  const connector = useApiQuery('connectors.get', { params: { id } });
  const attempts = useApiPages('connectors.attempts', { params: { id }, query: { limit: 25 } });
  const [secret, setSecret] = useState<string | undefined>();
  const reveal = async () => setSecret((await api('connectors.secret', { params: { id } })).secret);
  /** A new generated secret, or (Shopify) the shop's own pasted in. */
  const setNew = async (given?: string) => {
    setSecret((await api('connectors.rotateSecret', { params: { id }, body: given ? { secret: given } : {} })).secret);
    connector.reload();
  };
  const refresh = () => {
    connector.reload();
    attempts.reload();
  };
  return { connector, attempts, secret, reveal, setNew, hide: () => setSecret(undefined), refresh };
}
