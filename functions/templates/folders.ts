import { ulid } from 'ulid';
import type { TemplateFolder } from '@shared/schemas/templates';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import { templateFoldersRepository } from './folders-repository';

/**
 * Template folders (`dir`, spec section 3): names at least 2 characters (the schema), unique per
 * account whatever their case (a claim item), deleted only while empty (a count kept on the folder
 * by every template write that moves a template in or out).
 */
async function found(accountId: string, id: string): Promise<TemplateFolder> {
  const folder = await templateFoldersRepository.get(accountId, id);
  if (!folder) throw new NotFoundError('TEMPLATE_FOLDER_NOT_FOUND');
  return folder;
}

const collator = new Intl.Collator('pl', { sensitivity: 'base' });

export const templateFoldersService = {
  async list(accountId: string): Promise<{ items: TemplateFolder[] }> {
    const items = await templateFoldersRepository.list(accountId);
    return { items: items.sort((a, b) => collator.compare(a.name, b.name)) };
  },

  async create(accountId: string, name: string): Promise<TemplateFolder> {
    const folder: TemplateFolder = { id: ulid(), name, templates: 0, createdAt: nowIso() };
    if (!(await templateFoldersRepository.create(accountId, folder))) throw new ConflictError('TEMPLATE_FOLDER_EXISTS', { name });
    return folder;
  },

  async rename(accountId: string, id: string, name: string): Promise<TemplateFolder> {
    const before = await found(accountId, id);
    if (before.name === name) return before;
    const outcome = await templateFoldersRepository.rename(accountId, before, name);
    if (outcome === 'exists') throw new ConflictError('TEMPLATE_FOLDER_EXISTS', { name });
    // Renamed or deleted meanwhile: said as it now stands.
    if (outcome === 'gone') {
      await found(accountId, id);
      throw new ConflictError('TEMPLATE_CHANGED_MEANWHILE');
    }
    return { ...before, name };
  },

  async delete(accountId: string, id: string): Promise<{ deleted: true }> {
    const folder = await found(accountId, id);
    if (folder.templates > 0) throw new ConflictError('TEMPLATE_FOLDER_NOT_EMPTY', { templates: folder.templates });
    if (!(await templateFoldersRepository.delete(accountId, folder))) {
      const now = await found(accountId, id);
      throw new ConflictError('TEMPLATE_FOLDER_NOT_EMPTY', { templates: now.templates });
    }
    return { deleted: true };
  },
};
