import type { ChangeActor, ChangeEntry } from '@shared/schemas/subscriber-records';
import { SUBSCRIBER_STATUS } from '@shared/constants';
import { batchGetItems } from '@functions/platform/batch-get';
import { tenant } from '@functions/data/tenant';
import { userEmails } from '@functions/users/labels';
import { subscribersRepository } from './repository';

/**
 * History lines store who and what by id (a user, an import, a subscriber) and are named when read,
 * one batch read per kind a page, as authors are (functions/users/labels.ts): a renamed address shows
 * as it is now, and nothing is rewritten when the thing goes. What is gone reads as gone, never as
 * an id: a deleted user is the deleted-user label, an import no longer kept is `importSource: 'gone'`,
 * a forgotten or deleted subscriber `subscriberForgotten`.
 */

type ImportLabel = Pick<ChangeActor, 'importName' | 'importSource'>;

/** Imports by id: a file's name, or a pasted list; one absent (or unreadable) is gone. */
async function importLabels(accountId: string, ids: readonly (string | undefined)[]): Promise<Map<string, ImportLabel>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const keys = await tenant(accountId);
  const items = await batchGetItems(
    unique.map((id) => keys.importJob(id)),
    ['id', 'fileName', 'source'],
  );
  const found = new Map(
    items.map((item): [string, ImportLabel] => [
      item.id as string,
      item.source === 'manual' || !item.fileName
        ? { importSource: 'manual' }
        : { importSource: 'file', importName: item.fileName as string },
    ]),
  );
  return new Map(unique.map((id) => [id, found.get(id) ?? { importSource: 'gone' }]));
}

/** Each line's actor named: a user by their e-mail as it is now, an import by its file's name. */
export async function withActorNames<T extends ChangeEntry>(accountId: string, items: T[]): Promise<T[]> {
  const [emails, imports] = await Promise.all([
    userEmails(items.map((e) => (e.actor.kind === 'user' ? e.actor.userId : undefined))),
    importLabels(
      accountId,
      items.map((e) => (e.actor.kind === 'import' ? e.actor.importId : undefined)),
    ),
  ]);
  return items.map((e) => {
    const { actor } = e;
    if (actor.kind === 'user' && actor.userId) return { ...e, actor: { ...actor, email: emails.get(actor.userId) } };
    if (actor.kind === 'import' && actor.importId) return { ...e, actor: { ...actor, ...imports.get(actor.importId) } };
    return e;
  });
}

/** The account's log names each line's subscriber: their address (or number) now; forgotten or gone, as such. */
export async function withSubscriberNames<T extends ChangeEntry>(
  accountId: string,
  items: T[],
): Promise<(T & { subscriberEmail?: string; subscriberGsm?: string; subscriberForgotten?: boolean })[]> {
  const found = new Map(
    (
      await subscribersRepository.getMany(
        accountId,
        items.map((e) => e.subscriberId),
      )
    ).map((s) => [s.id, s]),
  );
  return items.map((e) => {
    const s = found.get(e.subscriberId);
    if (!s || s.status === SUBSCRIBER_STATUS.forgotten) return { ...e, subscriberForgotten: true };
    return { ...e, ...(s.email ? { subscriberEmail: s.email } : {}), ...(s.gsm ? { subscriberGsm: s.gsm } : {}) };
  });
}
