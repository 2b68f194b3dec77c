import type { ImportJob } from '@shared/schemas/imports';
import { useJobProgress } from '@web/common/job-progress/use-job-progress';
import { IMPORT_BACKOFF, importView } from './outcomes';

/**
 * One import, polled while it is queued or running (every second at first, at most every 3 s while
 * its progress stands still: IMPORT_BACKOFF), then left alone; a missing import (404) is not read again.
 */
export function useImportJob(id: string): { job: ImportJob | undefined; error: unknown } {
  const query = useJobProgress('imports.get', { params: { id } }, importView, { backoff: IMPORT_BACKOFF });
  return { job: query.data, error: query.error };
}
