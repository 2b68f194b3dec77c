import type { Job } from '@functions/jobs/messages';
import { enqueueJob } from '@functions/jobs/queue';

/**
 * Waits that belong to one sending (issue 17: an A/B/X decision, a follow-up's delay, an automatic
 * mailing's delay per subscriber): at `at`, `job` goes on the jobs queue. `name` is unique per wait
 * (a second start of the same name is the same wait).
 *
 * CONTRACT: this first version hops on the jobs queue (SQS delays ≤ 15 minutes; the campaign job's
 * runner puts it back until `notBefore`). The A/B/X helper replaces it with a Step Functions standard
 * workflow (Wait until the time, then an SQS sendMessage task), which moto executes locally.
 */
export async function startTimer(timer: { name: string; at: Date; job: Extract<Job, { kind: 'campaign' }> }): Promise<void> {
  const delay = Math.max(0, Math.ceil((timer.at.getTime() - Date.now()) / 1000));
  await enqueueJob({ ...timer.job, notBefore: timer.at.toISOString() }, delay);
}
