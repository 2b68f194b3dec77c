import { monotonicFactory } from 'ulid';
import type { ImageAsset } from '@shared/schemas/images';
import type { UploadedFile } from '@shared/schemas/files';
import { nowIso } from '@functions/platform/dynamo';
import { NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { authorEmails, authorLabel } from '@functions/users/labels';
import { imagesRepository, type ImageRecord } from './repository';
import { checkImage, displayName, type ImageCheck } from './rules';
import { imageStore } from './store';

/** Monotonic: images uploaded within one millisecond (a zip's) still list in the order they were stored. */
const nextId = monotonicFactory();

export type CheckedImage = Extract<ImageCheck, { ok: true }> & { name: string; data: Uint8Array };

async function toAsset(accountId: string, r: ImageRecord, authors: ReadonlyMap<string, string>): Promise<ImageAsset> {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    bytes: r.bytes,
    width: r.width,
    height: r.height,
    url: await imageStore.url(accountId, r.id, r.extension),
    createdAt: r.createdAt,
    createdBy: authorLabel(authors, r),
  };
}

/** The file checked (400 VALIDATION_FAILED on `file` with the rule's code), or the refusal. */
export function checkedImage(file: { name: string; data: Uint8Array }): CheckedImage | Extract<ImageCheck, { ok: false }> {
  const check = checkImage(file.name, file.data);
  return check.ok ? { ...check, name: displayName(file.name, check.extension), data: file.data } : check;
}

/**
 * The account's image library (PERM_MNOWY: whoever writes mailings). The file is written before
 * its item, so a listed image always has a file; a failure in between leaves an unlisted file.
 * Deleting removes the item, then the file: e-mails already sent that show the image lose it.
 */
export const imagesService = {
  async upload(principal: Principal, file: UploadedFile): Promise<ImageAsset> {
    const checked = checkedImage(file);
    if (!checked.ok) throw ValidationError.field('file', checked.code, checked.params);
    return this.store(principal, checked);
  },

  /** An image that passed checkedImage, stored (zip import checks every image first, then stores them). */
  async store(principal: Principal, image: CheckedImage): Promise<ImageAsset> {
    const record: ImageRecord = {
      id: nextId(),
      name: image.name,
      nameLower: image.name.toLowerCase(),
      type: image.type,
      extension: image.extension,
      bytes: image.data.length,
      width: image.width,
      height: image.height,
      createdAt: nowIso(),
      createdById: principal.userId,
    };
    await imageStore.put(principal.accountId, record.id, record.extension, record.type, image.data);
    await imagesRepository.create(principal.accountId, record);
    return toAsset(principal.accountId, record, new Map([[principal.userId, principal.email]]));
  },

  async list(
    principal: Principal,
    query: { q?: string; limit: number; cursor?: string },
  ): Promise<{ items: ImageAsset[]; cursor?: string }> {
    const page = await imagesRepository.list(principal.accountId, query.limit, query.cursor, query.q);
    const authors = await authorEmails(page.items, principal);
    const items = await Promise.all(page.items.map((r) => toAsset(principal.accountId, r, authors)));
    return page.cursor ? { items, cursor: page.cursor } : { items };
  },

  async delete(principal: Principal, id: string): Promise<{ deleted: true }> {
    const deleted = await imagesRepository.delete(principal.accountId, id);
    if (!deleted) throw new NotFoundError('IMAGE_NOT_FOUND');
    await imageStore.remove(principal.accountId, deleted.id, deleted.extension);
    return { deleted: true };
  },
};
