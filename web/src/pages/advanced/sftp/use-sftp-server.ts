import type { SftpServer } from '@shared/schemas/sftp';
import type { SftpTask } from '@shared/schemas/sftp-tasks';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';

/** One server, its tasks (import and export) and, for the task chosen, its runs (newest first). */
export function useSftpServer(id: string, taskId: string | undefined) {
  const server = useApiQuery('sftp.get', { params: { id } });
  const tasks = useApiQuery('sftp.tasks.list', { params: { id } });
  const runs = useApiQuery('sftp.tasks.runs', { params: { id, taskId: taskId ?? '' } }, { enabled: Boolean(taskId) });
  const savedTask = (task: SftpTask) =>
    tasks.mutate((current) => {
      const known = current.items.some((x) => x.id === task.id);
      return { ...current, items: known ? current.items.map((x) => (x.id === task.id ? task : x)) : [...current.items, task] };
    });
  // Each kind has its own routes (and permission: an import's or an export's).
  const removeTask = async (task: SftpTask) => {
    const params = { id, taskId: task.id };
    await (task.kind === 'export' ? api('sftp.exportTasks.remove', { params, body: {} }) : api('sftp.tasks.remove', { params, body: {} }));
    tasks.mutate((current) => ({ ...current, items: current.items.filter((x) => x.id !== task.id) }));
  };
  const runNow = async (task: SftpTask) => {
    const params = { id, taskId: task.id };
    await (task.kind === 'export' ? api('sftp.exportTasks.runNow', { params, body: {} }) : api('sftp.tasks.runNow', { params, body: {} }));
    if (task.id === taskId) runs.reload();
  };
  const forgetHostKey = async () => server.set(await api('sftp.forgetHostKey', { params: { id }, body: {} }));
  const savedServer = (changed: SftpServer) => server.set(changed);
  return { server, tasks, runs, savedTask, removeTask, runNow, forgetHostKey, savedServer };
}
