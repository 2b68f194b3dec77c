import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { Job } from '@functions/jobs/messages';
import { sfn } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { type TimerInput, timerExecutionName } from './timer-workflow';

/**
 * Waits that belong to one sending (issue 17: an A/B/X decision, a follow-up's delay, an automatic
 * mailing's delay per subscriber): at `at`, `job` goes on the jobs queue. Each wait is an execution
 * of the timers' Step Functions workflow (functions/platform/timer-workflow.ts) named by `name`, so a
 * second start of the same name is the same wait: Step Functions answers the running execution for
 * the same input and ExecutionAlreadyExists once it ran, and either means the wait exists.
 */
export async function startTimer(timer: { name: string; at: Date; job: Extract<Job, { kind: 'campaign' }> }): Promise<void> {
  // notBefore stays on the job: a message early by the workflow's clock is put back by the runner.
  const input: TimerInput = {
    at: timer.at.toISOString(),
    body: JSON.stringify(Job.parse({ ...timer.job, notBefore: timer.at.toISOString() })),
  };
  try {
    await sfn().send(
      new StartExecutionCommand({
        stateMachineArn: config.timersStateMachineArn,
        name: timerExecutionName(timer.name),
        input: JSON.stringify(input),
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ExecutionAlreadyExists') throw error;
  }
}
