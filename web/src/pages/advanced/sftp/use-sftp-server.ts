import type { SftpServer } from '@shared/schemas/sftp';
import type { SftpImportTask } from '@shared/schemas/sftp-tasks';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';

/** One server, its import tasks and, for the task chosen, its runs (newest first). */
export function useSftpServer(id: string, taskId: string | undefined) {
  const server = useApiQuery('sftp.get', { params: { id } });
  const tasks = useApiQuery('sftp.tasks.list', { params: { id } });
  const runs = useApiQuery('sftp.tasks.runs', { params: { id, taskId: taskId ?? '' } }, { enabled: Boolean(taskId) });
  const savedTask = (task: SftpImportTask) =>
    tasks.mutate((current) => {
      const known = current.items.some((x) => x.id === task.id);
      return { ...current, items: known ? current.items.map((x) => (x.id === task.id ? task : x)) : [...current.items, task] };
    });
  const removeTask = async (task: SftpImportTask) => {
    await api('sftp.tasks.remove', { params: { id, taskId: task.id }, body: {} });
    tasks.mutate((current) => ({ ...current, items: current.items.filter((x) => x.id !== task.id) }));
  };
  const runNow = async (task: SftpImportTask) => {
    await api('sftp.tasks.runNow', { params: { id, taskId: task.id }, body: {} });
    if (task.id === taskId) runs.reload();
  };
  const forgetHostKey = async () => server.set(await api('sftp.forgetHostKey', { params: { id }, body: {} }));
  const savedServer = (changed: SftpServer) => server.set(changed);
  return { server, tasks, runs, savedTask, removeTask, runNow, forgetHostKey, savedServer };
}
