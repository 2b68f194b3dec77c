import type { ImportJob } from '@shared/schemas/imports';
import { DELETED_USER_LABEL } from '@shared/rules/users';
import type { Principal } from '@functions/platform/http';
import { userEmails } from '@functions/users/labels';
import type { ImportRecord } from './repository';

/** Who started each import, by id (so a deleted user's e-mail goes from every list); the principal answers for their own. */
export const importAuthors = (records: readonly ImportRecord[], principal?: Pick<Principal, 'userId' | 'email'>): Promise<Map<string, string>> =>
  principal && records.every((r) => r.createdById === principal.userId) ? Promise.resolve(new Map([[principal.userId, principal.email]])) : userEmails(records.map((r) => r.createdById));

/** An import as the API shows it (the schema strips anything else); `authors` from importAuthors. */
export function toImportJob(r: ImportRecord, authors: ReadonlyMap<string, string>): ImportJob {
  return {
    id: r.id, source: r.source, ...(r.fileName ? { fileName: r.fileName } : {}), state: r.state, createdAt: r.createdAt,
    createdBy: (r.createdById ? authors.get(r.createdById) : undefined) ?? r.createdBy ?? DELETED_USER_LABEL,
    ...(r.startedAt ? { startedAt: r.startedAt } : {}), ...(r.finishedAt ? { finishedAt: r.finishedAt } : {}),
    counters: {
      rowsRead: r.rowsRead, imported: r.imported, updated: r.updated, unchanged: r.unchanged, rejected: r.rejected, skipped: r.skipped,
      skippedBy: {
        duplicate: r.skippedDuplicate, blacklisted: r.skippedBlacklisted, forgotten: r.skippedForgotten, existing: r.skippedExisting,
        // Imports from before the plan's limit was enforced have no such counter.
        limit: r.skippedLimit ?? 0,
      },
      spamTraps: r.spamTraps,
    },
    bytesRead: r.bytesRead, bytesTotal: r.bytesTotal, options: r.options,
    ...(r.lockedUntil ? { lockedUntil: r.lockedUntil } : {}), ...(r.failure ? { failure: r.failure } : {}),
    hasReport: Boolean(r.reportKey),
  };
}
