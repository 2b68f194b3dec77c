import type { ApiToken, CreatedApiToken } from '@shared/schemas/api-tokens';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';

/** The account's tokens, and the two changes to them: a new token goes on the list, a revoked one off it. */
export function useApiTokens() {
  const list = useApiQuery('apiTokens.list', {});
  const added = ({ secret: _secret, ...token }: CreatedApiToken) =>
    list.mutate((current) => ({ items: [...current.items.filter((t) => t.id !== token.id), token] }));
  const revoke = async (token: ApiToken) => {
    await api('apiTokens.revoke', { params: { id: token.id }, body: {} });
    list.mutate((current) => ({ items: current.items.filter((t) => t.id !== token.id) }));
  };
  return { list, added, revoke };
}
