import type { JobView } from '@web/common/job-progress/job-view';
import type { SubscriberStatus } from '@shared/constants';
import type { FieldError } from '@shared/errors';
import type { PropertyDef } from '@shared/properties';
import { EXPORT_BASE_FIELDS, StartExportBody, type ExportJob, type ExportState } from '@shared/schemas/exports';
import type { ImportEncoding } from '@shared/schemas/imports';
import { toFieldErrors } from '@shared/validation';
import { percent } from '../import/file/file-check';

/** The export form (spec: /export): who (statuses or a segment), which columns in order, the encoding, a header row. */
export interface ExportFormValues {
  audience: 'statuses' | 'segment';
  statuses: SubscriberStatus[];
  segmentId: string | null;
  fields: string[];
  encoding: ImportEncoding;
  header: boolean;
}

export const DEFAULT_EXPORT: ExportFormValues = {
  audience: 'statuses',
  statuses: [8],
  segmentId: null,
  fields: ['email', 'name', 'status'],
  encoding: 'utf-8',
  header: true,
};

/** Where the form starts: a segment's audience when the page was opened for one (`?segment=`), else the defaults. */
export const initialExport = (segmentId: string | null): ExportFormValues =>
  segmentId ? { ...DEFAULT_EXPORT, audience: 'segment', segmentId } : DEFAULT_EXPORT;

/** What the API takes. */
export const exportBody = (values: ExportFormValues): StartExportBody => ({
  audience:
    values.audience === 'segment'
      ? { kind: 'segment', segmentId: values.segmentId ?? '' }
      : { kind: 'statuses', statuses: values.statuses },
  fields: values.fields,
  encoding: values.encoding,
  header: values.header,
});

/** The API's own schema run on the form, its problems on the form's fields. */
export function exportProblems(values: ExportFormValues): Partial<Record<'statuses' | 'segmentId' | 'fields', FieldError>> {
  if (values.audience === 'segment' && !values.segmentId) return { segmentId: { path: 'segmentId', code: 'VALIDATION_REQUIRED' } };
  const body = exportBody(values);
  const parsed = StartExportBody.safeParse(body);
  if (parsed.success) return {};
  const out: Partial<Record<'statuses' | 'segmentId' | 'fields', FieldError>> = {};
  for (const error of toFieldErrors(parsed.error.issues, body)) {
    const key = error.path.startsWith('audience.statuses')
      ? 'statuses'
      : error.path.startsWith('audience.segmentId')
        ? 'segmentId'
        : error.path.startsWith('fields')
          ? 'fields'
          : undefined;
    if (key) out[key] ??= { ...error, path: key };
  }
  return out;
}

/** Columns an export can have: its base fields, then every property that is not a base field. */
export function exportColumns<P extends Pick<PropertyDef, 'id' | 'kind'>>(
  properties: readonly P[],
): { base: readonly string[]; properties: P[] } {
  return { base: EXPORT_BASE_FIELDS, properties: properties.filter((p) => p.kind !== 'base') };
}

export const isExportActive = (state: ExportState): boolean => state === 'queued' || state === 'running';

/** An export as any job's progress (the exports list, a report's recipient list): a queued or running one is read again until it ends. */
export const exportJobView = (job: ExportJob): JobView => ({
  phase: job.state === 'expired' ? 'finished' : job.state,
  done: job.rowsWritten,
  total: job.rowsExpected,
  failure: job.failure,
});

/** Rows written of those expected; whole once finished (the expectation is a count taken at the start). */
export function exportProgress(job: Pick<ExportJob, 'state' | 'rowsWritten' | 'rowsExpected'>): number {
  if (job.state === 'finished' || job.state === 'expired') return 100;
  return percent(job.rowsWritten, job.rowsExpected);
}
