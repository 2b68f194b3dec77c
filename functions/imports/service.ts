import { ulid } from 'ulid';
import type { FieldError } from '@shared/errors';
import { hasPermission } from '@shared/permissions';
import type { PropertyDef } from '@shared/properties';
import { mappingErrors } from '@shared/rules/import-mapping';
import { suggestImport } from '@shared/rules/import-suggest';
import {
  IMPORT_MAX_BYTES,
  type DownloadUrl,
  type ImportEncoding,
  type ImportFileCheck,
  type ImportJob,
  type ImportOptions,
  type ImportUpload,
  type StartImportBody,
  type ValidateImportBody,
} from '@shared/schemas/imports';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { incomingCursor, outgoingCursor } from '@functions/platform/sealed-cursor';
import { enqueueJob } from '@functions/jobs/queue';
import { propertiesService } from '@functions/properties/service';
import { assertOwnJob, isRestricted } from '@functions/segments/restriction';
import { authorEmails } from '@functions/users/labels';
import { reportKeys, toImportJob } from './dto';
import { fileStore, URL_TTL_SECONDS } from '@functions/files/store';
import { importsRepository, sourceObjectKey, zeroCounters, type ImportFile, type ImportRecord } from './repository';
import { createPlanned, planNewProperties, removeCreated, type NewPropertiesPlan } from './new-properties';
import { readableSample, sniffWithRows, uploadedFile, type ReadableSniff } from './service-files';
import { withDateFormats } from './date-formats';

type Caller = Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>;

/** An import creates properties only for someone who may edit the structure (the route needs only PERM_AIMPORT). */
const mayCreateProperties = (principal: Pick<Principal, 'permissions'>) => hasPermission(principal.permissions, 'PERM_PSTRUKTURA');
export function assertMayCreate(principal: Pick<Principal, 'permissions'>, count: number): void {
  if (count > 0 && !mayCreateProperties(principal)) throw new ForbiddenError('PERMISSION_DENIED', { permission: 'PERM_PSTRUKTURA' });
}

/** The spam-trap time lock refuses every new import until its date. */
export async function assertNotLocked(accountId: string): Promise<void> {
  const until = await importsRepository.lockedUntil(accountId);
  if (until) throw new ForbiddenError('IMPORT_SPAM_TRAP_LOCKED', { until });
}

/**
 * Mapping and consents against the account's properties (spec section 5). `planned`: the account's
 * properties with the ones the import will create (new-properties.ts), and the problems found there.
 */
export async function checkSettings(
  accountId: string,
  options: Pick<ImportOptions, 'mapping' | 'contactRule' | 'consents'>,
  columnCount: number,
  planned?: { propsById: ReadonlyMap<string, PropertyDef>; errors: readonly FieldError[] },
): Promise<void> {
  const props = planned?.propsById ?? (await propertiesService.propsById(accountId));
  const errors: FieldError[] = [...(planned?.errors ?? [])];
  errors.push(
    ...mappingErrors(options.mapping, {
      contactRule: options.contactRule,
      columnCount,
      propertyIds: new Set(props.keys()),
    }),
  );
  options.consents.properties.forEach((id, i) => {
    if (props.get(id)?.type !== 'spec_agr')
      errors.push({ path: `consents.properties.${i}`, code: 'IMPORT_CONSENT_NOT_AGREEMENT', params: { property: id } });
  });
  if (errors.length) throw new ValidationError(errors);
}

/**
 * What a start and the sample check both settle before anything is written: the readable sample, the
 * new properties planned (virtual definitions until created), the mapping with the detected date
 * formats filled in, and every setting checked against them.
 */
export async function planImport(
  principal: Pick<Principal, 'accountId' | 'userId' | 'segmentIds' | 'permissions'>,
  body: StartImportBody,
): Promise<{ file: ImportFile; size: number; found: ReadableSniff; rows: string[][]; plan: NewPropertiesPlan }> {
  const { accountId } = principal;
  const { file, size } = await uploadedFile(principal, body.fileId);
  const { found, rows } = await readableSample(accountId, body.fileId, size, body);
  const planned = planNewProperties(body.newProperties, body.mapping, await propertiesService.propsById(accountId), rows);
  assertMayCreate(principal, planned.toCreate.size);
  const header = found.hasHeader ? (found.preview[0] ?? []) : [];
  const plan = { ...planned, mapping: withDateFormats(planned.mapping, planned.propsById, header, rows, found.columnCount) };
  await checkSettings(accountId, { ...body, mapping: plan.mapping }, found.columnCount, plan);
  return { file, size, found, rows, plan };
}

/** An import carries its starter's restriction to segments, as exports and sendings do: every run applies it. */
export function newImportRecord(
  principal: Principal,
  fields: Pick<ImportRecord, 'source' | 'options' | 'columnCount' | 'bytesTotal'> & { fileId?: string; fileName?: string },
): ImportRecord {
  return {
    id: ulid(),
    accountId: principal.accountId,
    state: 'queued',
    createdAt: nowIso(),
    createdById: principal.userId,
    bytesRead: 0,
    checkpoint: 0,
    runs: 0,
    historyToClear: [],
    ...zeroCounters(),
    ...fields,
    ...(isRestricted(principal) ? { scopeSegmentIds: [...principal.segmentIds] } : {}),
  };
}

export const importsService = {
  /** A presigned PUT for a new file; the object key is the account's and a fresh id, never the client's. */
  async requestUpload(principal: Caller, body: { fileName: string; size: number }): Promise<ImportUpload> {
    const { accountId } = principal;
    const file: ImportFile = { id: ulid(), name: body.fileName, size: body.size, createdAt: nowIso(), createdById: principal.userId };
    await importsRepository.putFile(accountId, file);
    const url = await fileStore.uploadUrl(sourceObjectKey(accountId, file.id), body.size);
    return {
      fileId: file.id,
      url,
      headers: { 'content-type': 'text/csv' },
      expiresAt: new Date(Date.now() + URL_TTL_SECONDS * 1000).toISOString(),
      maxBytes: IMPORT_MAX_BYTES,
    };
  },

  /** POST /files/validate-import: reads only the first 64 KB. */
  async validate(principal: Caller & Pick<Principal, 'permissions'>, body: ValidateImportBody): Promise<ImportFileCheck> {
    const { accountId } = principal;
    const { fileId } = body;
    const { file, size } = await uploadedFile(principal, fileId);
    const { found, rows } = await sniffWithRows(accountId, fileId, size, body);
    const [props, ctx] = await Promise.all([propertiesService.propsById(accountId), propertiesService.valueContext(accountId)]);
    const header = found.hasHeader ? (found.preview[0] ?? []) : [];
    const suggestion = suggestImport(header, [...props.values()], rows, { ctx, columnCount: found.columnCount });
    return {
      fileId,
      fileName: file.name,
      size,
      ...found,
      suggestedMapping: suggestion.mapping,
      // Creating properties is the structure editor's right (PERM_PSTRUKTURA): without it, nothing to propose.
      suggestedNewProperties: mayCreateProperties(principal) ? suggestion.newProperties : [],
      dateFormats: suggestion.dateFormats,
    };
  },

  /**
   * Starts a file import. New properties are planned and everything is checked first; only a valid
   * start creates them (and removes them again if the import cannot be recorded). Entries to date
   * properties without a format get the one detected in the sample, as the wizard would send.
   */
  async start(principal: Principal, body: StartImportBody): Promise<ImportJob> {
    const { accountId } = principal;
    await assertNotLocked(accountId);
    const { file, size, found, plan } = await planImport(principal, body);
    const { fileId: _f, encoding: _e, delimiter: _d, newProperties: _n, ...settings } = body;
    const created = await createPlanned(principal, plan);
    const options: ImportOptions = {
      ...settings,
      mapping: created.mapping,
      encoding: found.encoding,
      delimiter: found.delimiter,
      ...(created.listsGrow.length ? { listsGrow: created.listsGrow } : {}),
    };
    const record = newImportRecord(principal, {
      source: 'file',
      fileId: file.id,
      fileName: file.name,
      options,
      columnCount: found.columnCount,
      bytesTotal: size,
    });
    try {
      await importsRepository.create(record);
    } catch (error) {
      await removeCreated(principal, created.created);
      throw error;
    }
    await enqueueJob({ kind: 'import', accountId, importId: record.id });
    return toImportJob(record, await authorEmails([record], principal));
  },

  /** A user restricted to segments sees only the imports they started (assertOwnJob); as exportsService.list. */
  async list(principal: Caller, limit: number, cursor?: string): Promise<{ items: ImportJob[]; cursor?: string }> {
    const own = isRestricted(principal);
    const page = await importsRepository.list(
      principal.accountId,
      limit,
      await incomingCursor(principal.accountId, own, cursor),
      own ? principal.userId : undefined,
    );
    const authors = await authorEmails(page.items);
    return { items: page.items.map((r) => toImportJob(r, authors)), cursor: await outgoingCursor(principal.accountId, own, page.cursor) };
  },

  async get(principal: Caller, id: string): Promise<ImportJob> {
    const record = await importsRepository.get(principal.accountId, id);
    assertOwnJob(principal, record, 'IMPORT_NOT_FOUND');
    return toImportJob(record!, await authorEmails([record!]));
  },

  async reportUrl(principal: Caller, id: string, encoding: ImportEncoding = 'utf-8'): Promise<DownloadUrl> {
    const record = await importsRepository.get(principal.accountId, id);
    assertOwnJob(principal, record, 'IMPORT_NOT_FOUND');
    const key = reportKeys(record!)[encoding];
    if (!key)
      throw record!.state === 'queued' || record!.state === 'running'
        ? new ConflictError('IMPORT_REPORT_NOT_READY')
        : new NotFoundError('IMPORT_REPORT_NOT_READY');
    const url = await fileStore.downloadUrl(key, `import-${id}-report${encoding === 'utf-8' ? '' : `-${encoding}`}.csv`);
    return { url, expiresAt: new Date(Date.now() + URL_TTL_SECONDS * 1000).toISOString() };
  },
};
