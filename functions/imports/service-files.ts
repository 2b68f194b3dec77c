import { IMPORT_MAX_BYTES } from '@shared/schemas/imports';
import { BadRequestError, NotFoundError, PayloadTooLargeError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { fileStore } from '@functions/files/store';
import { assertOwnJob } from '@functions/segments/restriction';
import { importsRepository, sourceObjectKey, type ImportFile } from './repository';
import type { ImportDelimiter, ImportEncoding } from '@shared/schemas/imports';
import { sampleRecords, SNIFF_BYTES, sniffSample, type Sniff } from './sniff';

/** A sample that can be imported: encoding and delimiter known, no problem found. */
export type ReadableSniff = Sniff & { encoding: NonNullable<Sniff['encoding']>; delimiter: NonNullable<Sniff['delimiter']> };

type Caller = Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>;

/** Reading an uploaded import file: who may, how big it is, and its first part. */

/** A file someone else uploaded is unknown to a restricted user (it may list anyone: assertOwnJob). */
export async function uploadedFile(principal: Caller, fileId: string): Promise<{ file: ImportFile; size: number }> {
  const { accountId } = principal;
  const file = await importsRepository.getFile(accountId, fileId);
  assertOwnJob(principal, file, 'IMPORT_FILE_NOT_FOUND');
  const size = await fileStore.size(sourceObjectKey(accountId, fileId));
  if (!file || size === undefined) throw new NotFoundError('IMPORT_FILE_NOT_FOUND');
  // The presigned URL signs the size, but the object is what counts.
  if (size > IMPORT_MAX_BYTES) throw new PayloadTooLargeError(IMPORT_MAX_BYTES);
  return { file, size };
}

/**
 * The sniff and the sample's data rows (the header left out when row 1 is one), read with one Range
 * GET: the suggestion, the date formats, new lists' values and the sample check read these rows.
 */
export async function sniffWithRows(
  accountId: string,
  fileId: string,
  size: number,
  force: { encoding?: ImportEncoding; delimiter?: ImportDelimiter; hasHeader?: boolean } = {},
): Promise<{ found: Sniff; rows: string[][] }> {
  const { bytes, complete } = await sampleBytes(accountId, fileId, size);
  const sniffed = sniffSample(bytes, complete, force);
  const found = force.hasHeader === undefined ? sniffed : { ...sniffed, hasHeader: force.hasHeader };
  if (!found.encoding || !found.delimiter) return { found, rows: [] };
  return { found, rows: sampleRecords(bytes, complete, found.encoding, found.delimiter).slice(found.hasHeader ? 1 : 0) };
}

/** The validation sample: the file's first 64 KB (a Range GET); `complete` when that is the whole file. */
async function sampleBytes(accountId: string, fileId: string, size: number): Promise<{ bytes: Uint8Array; complete: boolean }> {
  return { bytes: await fileStore.head(sourceObjectKey(accountId, fileId), Math.min(size, SNIFF_BYTES)), complete: size <= SNIFF_BYTES };
}

/** The sample as sniffWithRows reads it, refused with validation's first problem when it cannot be imported. */
export async function readableSample(
  accountId: string,
  fileId: string,
  size: number,
  force: { encoding?: ImportEncoding; delimiter?: ImportDelimiter; hasHeader?: boolean },
): Promise<{ found: ReadableSniff; rows: string[][] }> {
  const { found, rows } = await sniffWithRows(accountId, fileId, size, force);
  const problem = found.problems[0];
  if (problem || !found.encoding || !found.delimiter)
    throw new BadRequestError((problem?.code ?? 'FILE_NOT_CSV') as 'FILE_NOT_CSV', problem?.params);
  return { found: found as ReadableSniff, rows };
}
