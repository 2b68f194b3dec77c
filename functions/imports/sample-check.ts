import type { ImportRejectReason, ImportSampleCheck, StartImportBody } from '@shared/schemas/imports';
import type { Principal } from '@functions/platform/http';
import { propertiesService } from '@functions/properties/service';
import { columnOfField, importOutcome, IMPORT_TOP_REASONS, reasonKey, topReasons } from '@shared/rules/import-outcome';
import { compileRowChecker } from './rows';
import { addReason } from './sink-batches';
import { planImport } from './service';

/**
 * POST /files/check-import-rows: the import's own row checks (rows.ts, the checker every run
 * compiles) over the rows of the validation sample, with the mapping the user chose, so the wizard
 * can say before the start that most rows would be rejected and why. Nothing is written.
 */
export async function checkSampleRows(
  principal: Pick<Principal, 'accountId' | 'userId' | 'segmentIds' | 'permissions'>,
  body: StartImportBody,
): Promise<ImportSampleCheck> {
  const [{ found, rows: records, plan }, ctx] = await Promise.all([
    planImport(principal, body),
    propertiesService.valueContext(principal.accountId),
  ]);
  const { mapping } = plan;
  // The new properties stay virtual definitions: the check answers as the run will, nothing is created.
  const check = compileRowChecker({
    mapping,
    propsById: plan.propsById,
    contactRule: body.contactRule,
    columnCount: found.columnCount,
    utf8: found.encoding === 'utf-8',
    ctx,
    // The lists it would create take the sample's values, as the run's do.
    listsGrow: new Set([...plan.toCreate].filter(([, b]) => b.type === 'multilist').map(([id]) => id)),
  });
  // Counted as the run counts them (sink-batches.ts), named as its outcome names them (topReasons).
  const reasons = new Map<string, number>();
  const examples = new Map<string, string>();
  let rejected = 0;
  for (const fields of records) {
    const result = check(fields);
    if (result.ok) continue;
    rejected++;
    addReason(reasons, result.code, result.field);
    const key = reasonKey(result.code, result.field);
    const column = result.field === undefined ? undefined : columnOfField(result.field, mapping);
    if (column !== undefined && !examples.has(key)) examples.set(key, fields[column] ?? '');
  }
  const columnOf = (field: string) => columnOfField(field, mapping);
  const top: ImportRejectReason[] = topReasons(Object.fromEntries(reasons), columnOf, IMPORT_TOP_REASONS).map((r) => {
    const example = examples.get(reasonKey(r.code, r.field));
    return example === undefined ? r : { ...r, example };
  });
  return {
    sampled: records.length,
    rejected,
    reasons: top,
    // More than half rejected, as a finished import's outcome judges; an empty sample says nothing.
    mostRejected: records.length > 0 && importOutcome({ rowsRead: records.length, rejected, skippedLimit: 0 }) === 'problems',
  };
}
