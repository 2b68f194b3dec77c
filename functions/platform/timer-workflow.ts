import { createHash } from 'node:crypto';

/**
 * The timers' workflow (issue 17): a Step Functions standard state machine that waits until the
 * input's `at` and then puts the input's `body` (a jobs-queue message, already JSON) on the jobs
 * queue. One definition for AWS (infra/constructs/timers.ts) and the local emulator
 * (infra/local/bootstrap.ts), so both run the same workflow.
 */
export interface TimerInput {
  /** ISO-8601 UTC instant ("…Z"), the Wait state's TimestampPath. */
  at: string;
  /** The job message, exactly as functions/jobs/queue.ts would send it. */
  body: string;
}

export const timerWorkflowDefinition = (jobsQueueUrl: string) => ({
  Comment: 'Goniec timer: wait until $.at, then send $.body to the jobs queue',
  StartAt: 'WaitUntil',
  States: {
    WaitUntil: { Type: 'Wait', TimestampPath: '$.at', Next: 'SendJob' },
    SendJob: {
      Type: 'Task',
      Resource: 'arn:aws:states:::sqs:sendMessage',
      Parameters: { QueueUrl: jobsQueueUrl, 'MessageBody.$': '$.body' },
      // A throttled or briefly failing SQS call must not lose the wait's job.
      Retry: [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 5, BackoffRate: 2 }],
      End: true,
    },
  },
});

/** Execution names: 1-80 of [A-Za-z0-9-_]; the timer's name is unique per wait, so it names the execution. */
export function timerExecutionName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9_-]/g, '-');
  if (safe.length <= 80) return safe;
  return `${safe.slice(0, 63)}-${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
}
