import { runExportJob } from '@functions/exports/job';
import { runImportJob } from '@functions/imports/job';
import { runSegmentJob, runSegmentPieceJob } from '@functions/segments/calculation';
import { runSegmentEstimateJob } from '@functions/segments/estimate';
import { runCampaignJob } from '@functions/mailings/send-types/jobs';
import { runScoringJob } from '@functions/scoring/job';
import { runSftpExportJob } from '@functions/sftp/export-run';
import { runSftpImportJob } from '@functions/sftp/import-run';
import type { Job, JobContext, JobKind } from './messages';

type Runner<K extends JobKind> = (job: Extract<Job, { kind: K }>, context: JobContext) => Promise<void>;

/** One runner per job kind; a kind without a runner does not compile. */
const RUNNERS: { [K in JobKind]: Runner<K> } = {
  import: runImportJob,
  export: runExportJob,
  segment: runSegmentJob,
  'segment-piece': runSegmentPieceJob,
  'segment-estimate': runSegmentEstimateJob,
  campaign: runCampaignJob,
  scoring: runScoringJob,
  'sftp-import': runSftpImportJob,
  'sftp-export': runSftpExportJob,
};

export function runJob(job: Job, context: JobContext): Promise<void> {
  return (RUNNERS[job.kind] as Runner<typeof job.kind>)(job, context);
}
