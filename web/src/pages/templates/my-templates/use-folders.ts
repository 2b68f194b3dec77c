import { apiKey, useApiMutation, useApiQuery } from '@web/api/query';

/** Folders hold counts of their templates: any change to templates or folders reads them again. */
const FOLDER_KEYS = [apiKey('templateFolders.list'), apiKey('templates.list')];

export const useFolders = () => useApiQuery('templateFolders.list', {});

/** Create, rename and delete a folder; the lists that show folders are read again after each. */
export function useFolderWrites() {
  const create = useApiMutation('templateFolders.create', { invalidates: FOLDER_KEYS });
  const rename = useApiMutation('templateFolders.update', { invalidates: FOLDER_KEYS });
  const remove = useApiMutation('templateFolders.delete', { invalidates: FOLDER_KEYS });
  return {
    create: (name: string) => create.mutateAsync({ body: { name } }),
    rename: (id: string, name: string) => rename.mutateAsync({ params: { id }, body: { name } }),
    remove: (id: string) => remove.mutateAsync({ params: { id } }),
  };
}
