import { ulid } from 'ulid';
import {
  EXPORT_BASE_FIELDS,
  EXPORT_ENGAGEMENT_FIELDS,
  REPORT_EXPORT_KINDS,
  type ExportJob,
  type ExportListQuery,
  type StartExportBody,
} from '@shared/schemas/exports';
import type { DownloadUrl } from '@shared/schemas/imports';
import { fileStore, URL_TTL_SECONDS } from '@functions/files/store';
import type { Job } from '@functions/jobs/messages';
import { enqueueJob } from '@functions/jobs/queue';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { incomingCursor, outgoingCursor } from '@functions/platform/sealed-cursor';
import { propertiesService } from '@functions/properties/service';
import { segmentsRepository } from '@functions/segments/repository';
import { mailingsRepository } from '@functions/mailings/repository';
import { assertOwnJob, isRestricted } from '@functions/segments/restriction';
import { authorEmails, authorLabel } from '@functions/users/labels';
import { exportsRepository, type ExportRecord } from './repository';

const BASE = new Set<string>([...EXPORT_BASE_FIELDS, ...EXPORT_ENGAGEMENT_FIELDS]);

function toExportJob(r: ExportRecord, authors: ReadonlyMap<string, string>, now = nowIso()): ExportJob {
  // The model's bookkeeping (runs, attempt, updatedAt) is not the API's; its progress is.
  const {
    accountId: _a,
    objectKey: _k,
    createdById: _c,
    createdBy: _stored,
    runs: _r,
    attempt: _at,
    updatedAt: _u,
    followUp: _f,
    ...rest
  } = r;
  return {
    ...rest,
    createdBy: authorLabel(authors, r),
    state: r.state === 'finished' && r.expiresAt && r.expiresAt <= now ? 'expired' : r.state,
  };
}

/** A segment is exported as calculated: it must have a current audience (spec section 4). */
async function checkSegmentAudience(accountId: string, segmentId: string, path = 'audience.segmentId'): Promise<void> {
  const segment = await segmentsRepository.get(accountId, segmentId);
  if (!segment) throw ValidationError.field(path, 'SEGMENT_NOT_FOUND');
  if (!segment.audience) throw new ConflictError('SEGMENT_NOT_CONFIGURED');
  if (segment.audience.expiresAt && Date.parse(segment.audience.expiresAt) <= Date.now())
    throw new ConflictError('SEGMENT_AUDIENCE_EXPIRED');
}

/** The fields without repeats, each a base field or a property of the account (EXPORT_FIELD_UNKNOWN on its index otherwise). */
export async function knownExportFields(accountId: string, wanted: readonly string[]): Promise<string[]> {
  const props = await propertiesService.propsById(accountId);
  const fields = [...new Set(wanted)];
  const unknown = fields.map((f, i) => ({ f, i })).filter(({ f }) => !BASE.has(f) && !props.has(f));
  if (unknown.length)
    throw new ValidationError(unknown.map(({ f, i }) => ({ path: `fields.${i}`, code: 'EXPORT_FIELD_UNKNOWN', params: { field: f } })));
  return fields;
}

/**
 * An export ordered by a job rather than a person: its id chosen by the caller (a repeated start
 * finds it instead of starting another), its title, and the job queued when it ends.
 */
export interface ExportOrder {
  id: string;
  title: string;
  followUp: Job;
}

export const exportsService = {
  async start(principal: Principal, body: StartExportBody, order?: ExportOrder): Promise<ExportJob> {
    const fields = await knownExportFields(principal.accountId, body.fields);
    if (body.audience.kind === 'segment') await checkSegmentAudience(principal.accountId, body.audience.segmentId);
    if (body.audience.kind === 'addresses' && body.audience.filter.segment)
      // The addresses report's export body is its filter: the field is named as there.
      await checkSegmentAudience(principal.accountId, body.audience.filter.segment, 'segment');
    const mailing =
      body.audience.kind === 'mailingRecipients' ? await mailingsRepository.head(principal.accountId, body.audience.mailingId) : undefined;
    if (body.audience.kind === 'mailingRecipients' && !mailing) throw ValidationError.field('audience.mailingId', 'MAILING_NOT_FOUND');
    const record: ExportRecord = {
      id: order?.id ?? ulid(),
      accountId: principal.accountId,
      state: 'queued',
      audience: body.audience,
      fields,
      encoding: body.encoding,
      header: body.header,
      createdAt: nowIso(),
      createdById: principal.userId,
      rowsWritten: 0,
      rowsExpected: 0,
      ...(principal.segmentIds.length ? { scopeSegmentIds: principal.segmentIds } : {}),
      ...(mailing ? { title: mailing.name } : {}),
      ...(order ? { title: order.title, followUp: order.followUp } : {}),
    };
    await exportsRepository.create(record);
    await enqueueJob({ kind: 'export', accountId: principal.accountId, exportId: record.id });
    return toExportJob(record, await authorEmails([record], principal));
  },

  /**
   * A user restricted to segments sees only the exports they ordered (assertOwnJob): anyone else's
   * may hold every subscriber. The list reads on until its page fills with theirs; its cursor is
   * sealed, as the last export read may be someone else's.
   */
  async list(
    principal: Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>,
    query: ExportListQuery,
  ): Promise<{ items: ExportJob[]; cursor?: string }> {
    const own = isRestricted(principal);
    const page = await exportsRepository.list(
      principal.accountId,
      query.limit,
      await incomingCursor(principal.accountId, own, query.cursor),
      {
        ...(own ? { createdById: principal.userId } : {}),
        ...(query.group === 'reports' ? { kinds: REPORT_EXPORT_KINDS } : {}),
      },
    );
    const authors = await authorEmails(page.items);
    return { items: page.items.map((r) => toExportJob(r, authors)), cursor: await outgoingCursor(principal.accountId, own, page.cursor) };
  },

  async get(principal: Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>, id: string): Promise<ExportJob> {
    const record = await exportsRepository.get(principal.accountId, id);
    assertOwnJob(principal, record, 'EXPORT_NOT_FOUND');
    return toExportJob(record!, await authorEmails([record!]));
  },

  async downloadUrl(principal: Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>, id: string): Promise<DownloadUrl> {
    const record = await exportsRepository.get(principal.accountId, id);
    assertOwnJob(principal, record, 'EXPORT_NOT_FOUND');
    if (record!.state === 'failed') throw new ConflictError('EXPORT_FAILED');
    if (record!.state !== 'finished' || !record!.objectKey) throw new ConflictError('EXPORT_NOT_READY');
    if (record!.expiresAt && record!.expiresAt <= nowIso()) throw new NotFoundError('EXPORT_EXPIRED');
    const url = await fileStore.downloadUrl(record!.objectKey, `export-${id}.csv`);
    return { url, expiresAt: new Date(Date.now() + URL_TTL_SECONDS * 1000).toISOString() };
  },
};
