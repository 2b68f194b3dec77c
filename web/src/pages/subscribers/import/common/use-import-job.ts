import type { ImportJob } from '@shared/schemas/imports';
import { useJobProgress } from '@web/common/job-progress/use-job-progress';
import { importView } from './outcomes';

/**
 * One import, polled while it is queued or running (with the shared job backoff, which keeps a
 * short run moving), then left alone; a missing import (404) is not read again.
 */
export function useImportJob(id: string): { job: ImportJob | undefined; error: unknown } {
  const query = useJobProgress('imports.get', { params: { id } }, importView);
  return { job: query.data, error: query.error };
}
