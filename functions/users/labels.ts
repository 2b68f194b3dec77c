import { DELETED_USER_LABEL } from '@shared/rules/users';
import { batchGetItems } from '@functions/platform/batch-get';
import { platformKeys } from '@functions/data/keys';

/**
 * "Who did it" by reference. Records other people keep and that can be many (every line of a
 * subscriber's change history, notes) name a user by id and take the e-mail from the user item when
 * read, one BatchGet a page: deleting a user (functions/admin/users-service.ts erases their item)
 * turns every such line into DELETED_USER_LABEL without rewriting any of them, however many there
 * are and in whichever account, the ones the user has since left included. A user item that is
 * gone altogether reads the same.
 */
export async function userEmails(ids: readonly (string | undefined)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const items = await batchGetItems(unique.map(platformKeys.user), ['id', 'email', 'deletedAt']);
  const found = new Map(items.map((u) => [u.id as string, u.deletedAt || !u.email ? DELETED_USER_LABEL : (u.email as string)]));
  return new Map(unique.map((id) => [id, found.get(id) ?? DELETED_USER_LABEL]));
}

/**
 * Who made each record (imports, exports, SMS sendings), by id: the acting user answers for records
 * that are all their own without a read (the one just made); any other set is one userEmails read.
 */
export function authorEmails(
  records: readonly { createdById?: string }[],
  actor?: { userId: string; email: string },
): Promise<Map<string, string>> {
  return actor && records.every((r) => r.createdById === actor.userId)
    ? Promise.resolve(new Map([[actor.userId, actor.email]]))
    : userEmails(records.map((r) => r.createdById));
}

/** A record's author as shown: by id; else the e-mail stored before ids replaced e-mails; else the deleted-user label. */
export const authorLabel = (authors: ReadonlyMap<string, string>, record: { createdById?: string; createdBy?: string }): string =>
  (record.createdById ? authors.get(record.createdById) : undefined) ?? record.createdBy ?? DELETED_USER_LABEL;
