import type { ImportRejectReason, ImportSampleCheck, StartImportBody } from '@shared/schemas/imports';
import type { Principal } from '@functions/platform/http';
import { propertiesService } from '@functions/properties/service';
import { compileRowChecker } from './rows';
import { planImport } from './service';

/** Reasons the check names at most (most common first). */
const REASONS_MAX = 5;

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
  const reasons = new Map<string, ImportRejectReason>();
  let rejected = 0;
  for (const fields of records) {
    const result = check(fields);
    if (result.ok) continue;
    rejected++;
    const column = result.field === undefined ? undefined : mapping.find((m) => m.field === result.field)?.column;
    const key = `${result.code}|${result.field ?? ''}`;
    const reason = reasons.get(key);
    if (reason) reason.count++;
    else
      reasons.set(key, {
        code: result.code,
        count: 1,
        ...(result.field === undefined ? {} : { field: result.field }),
        ...(column === undefined ? {} : { column, example: fields[column] ?? '' }),
      });
  }
  return {
    sampled: records.length,
    rejected,
    reasons: [...reasons.values()].sort((a, b) => b.count - a.count).slice(0, REASONS_MAX),
    mostRejected: rejected * 2 > records.length,
  };
}
