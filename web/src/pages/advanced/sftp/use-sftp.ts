import type { SftpServer } from '@shared/schemas/sftp';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';

/** The account's SFTP servers and the changes to them, each put in the list as the server answered it. */
export function useSftpServers() {
  const list = useApiQuery('sftp.list', {});
  const saved = (server: SftpServer) =>
    list.mutate((current) => {
      const known = current.items.some((s) => s.id === server.id);
      return { ...current, items: known ? current.items.map((s) => (s.id === server.id ? server : s)) : [...current.items, server] };
    });
  const remove = async (server: SftpServer) => {
    await api('sftp.remove', { params: { id: server.id }, body: {} });
    list.mutate((current) => ({ ...current, items: current.items.filter((s) => s.id !== server.id) }));
  };
  return { list, saved, remove };
}

/** Connects now and says how it went; answers the server as it is after the test (its result, the host key trusted). */
export async function testConnection(server: SftpServer): Promise<SftpServer> {
  const result = await api('sftp.test', { params: { id: server.id }, body: {} });
  if (result.outcome === 'ok')
    pushNotice(
      { type: 'success', content: { key: 'sftp.notices.testOk', params: { name: server.name, entries: result.entries ?? 0 } } },
      8000,
    );
  else pushNotice({ type: 'error', content: { key: `errors.${result.outcome}` } }, 12_000);
  return { ...server, lastTest: result, hostKeyFingerprint: result.hostKeyFingerprint ?? server.hostKeyFingerprint };
}
