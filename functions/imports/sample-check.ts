import type { ImportRejectReason, ImportSampleCheck, StartImportBody } from '@shared/schemas/imports';
import type { Principal } from '@functions/platform/http';
import { BadRequestError } from '@functions/platform/errors';
import { propertiesService } from '@functions/properties/service';
import { compileRowChecker } from './rows';
import { checkSettings } from './service';
import { uploadedFile, sniff, sampleBytes } from './service-files';
import { sampleRecords } from './sniff';

/** Reasons the check names at most (most common first). */
const REASONS_MAX = 5;

/**
 * POST /files/check-import-rows: the import's own row checks (rows.ts, the checker every run
 * compiles) over the rows of the validation sample, with the mapping the user chose, so the wizard
 * can say before the start that most rows would be rejected and why. Nothing is written.
 */
export async function checkSampleRows(
  principal: Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>,
  body: StartImportBody,
): Promise<ImportSampleCheck> {
  const { accountId } = principal;
  const { size } = await uploadedFile(principal, body.fileId);
  const found = await sniff(accountId, body.fileId, size, { encoding: body.encoding, delimiter: body.delimiter });
  const problem = found.problems[0];
  if (problem || !found.encoding || !found.delimiter)
    throw new BadRequestError((problem?.code ?? 'FILE_NOT_CSV') as 'FILE_NOT_CSV', problem?.params);
  await checkSettings(accountId, body, found.columnCount);
  const [propsById, ctx] = await Promise.all([propertiesService.propsById(accountId), propertiesService.valueContext(accountId)]);
  const check = compileRowChecker({
    mapping: body.mapping,
    propsById,
    contactRule: body.contactRule,
    columnCount: found.columnCount,
    utf8: found.encoding === 'utf-8',
    ctx,
  });
  const { bytes, complete } = await sampleBytes(accountId, body.fileId, size);
  const records = sampleRecords(bytes, complete, found.encoding, found.delimiter).slice(body.hasHeader ? 1 : 0);
  const reasons = new Map<string, ImportRejectReason>();
  let rejected = 0;
  for (const fields of records) {
    const result = check(fields);
    if (result.ok) continue;
    rejected++;
    const column = result.field === undefined ? undefined : body.mapping.find((m) => m.field === result.field)?.column;
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
