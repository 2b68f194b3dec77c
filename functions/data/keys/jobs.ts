import type { AccountKeyContext, TableKey } from './context';
import { baseRange } from './range';

/**
 * An account's imports and exports (functions/imports, exports), in its base partition in every
 * layout (the subscribers they write are the subscriber family's):
 *
 * - `IMPFILE#<id>`                 an uploaded file (name, size; TTL 7 days)
 * - `IMPORT#<ulid>`                an import with its options, counters and checkpoint (newest first)
 * - `IMPROW#<import>#<line>`       a row the database refused or skipped, for the report (TTL 7 days)
 * - `IMPLOCK`                      the spam-trap time lock of the account's imports
 * - `IMPSCHEMA#<id>`, `IMPSCHEMANAME#<lower-case name>`, `IMPSCHEMAS`  an import schema, the claim of
 *                                  its name, and their count (at most 10, checked in the same transaction)
 * - `EXPORT#<ulid>`                an export (newest first)
 */
export function jobKeys(c: AccountKeyContext) {
  return {
    importFile: (fileId: string): TableKey => c.base(`IMPFILE#${fileId}`),
    importJob: (id: string): TableKey => c.base(`IMPORT#${id}`),
    importJobs: () => baseRange(c, 'IMPORT#'),
    /** Lines zero-padded, so a report reads them in file order. */
    importRow: (importId: string, line: number): TableKey => c.base(`IMPROW#${importId}#${String(line).padStart(10, '0')}`),
    importRows: (importId: string) => baseRange(c, `IMPROW#${importId}#`),
    importLock: (): TableKey => c.base('IMPLOCK'),
    importSchema: (id: string): TableKey => c.base(`IMPSCHEMA#${id}`),
    importSchemaName: (name: string): TableKey => c.base(`IMPSCHEMANAME#${name.toLowerCase()}`),
    importSchemaCount: (): TableKey => c.base('IMPSCHEMAS'),
    importSchemas: () => baseRange(c, 'IMPSCHEMA#'),
    exportJob: (id: string): TableKey => c.base(`EXPORT#${id}`),
    exportJobs: () => baseRange(c, 'EXPORT#'),
  };
}
