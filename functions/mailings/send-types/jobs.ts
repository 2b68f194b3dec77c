import type { CampaignStep, Job, JobContext } from '@functions/jobs/messages';
import { enqueueJob } from '@functions/jobs/queue';
import { logger } from '@functions/platform/logger';
import { anniversarySteps } from '../anniversary';
import { triggersSteps } from '../triggers';
import { abxSteps } from './abx';
import { followupStartStep } from './followup';
import { cyclicSteps } from './runs';
import { smsAbxService } from '@functions/sms/abx';

export type CampaignJob = Extract<Job, { kind: 'campaign' }>;
export type StepRunner = (job: CampaignJob, context: JobContext) => Promise<void>;

/** Each step is run by its send type's file. */
const STEPS: Record<CampaignStep, StepRunner | undefined> = {
  abxDecide: abxSteps.abxDecide,
  followupStart: followupStartStep,
  cyclicRun: cyclicSteps.cyclicRun,
  anniversaryCheck: anniversarySteps.anniversaryCheck,
  triggersResume: triggersSteps.triggersResume,
  // An SMS A/B test's decision: `mailingId` names the SMS sending (functions/sms/abx.ts).
  smsAbxDecide: (job) => smsAbxService.decideStep(job.accountId, job.mailingId),
};

/** SQS holds a message back 15 minutes at most. */
const MAX_HOP_SECONDS = 900;

/** Runs a campaign step, or puts it back on the queue while its time has not come (platform/timers.ts). */
export async function runCampaignJob(job: CampaignJob, context: JobContext): Promise<void> {
  const wait = job.notBefore ? Math.ceil((Date.parse(job.notBefore) - Date.now()) / 1000) : 0;
  if (wait > 0) {
    await enqueueJob(job, Math.min(wait, MAX_HOP_SECONDS));
    return;
  }
  const run = STEPS[job.step];
  if (!run) {
    logger.warn('campaign step without a runner; dropped', { step: job.step, mailingId: job.mailingId });
    return;
  }
  await run(job, context);
}
