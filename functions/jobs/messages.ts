import { z } from 'zod';

/** The steps of a planned mailing that run from the jobs queue (issue 17). */
export const CAMPAIGN_STEPS = ['abxDecide', 'followupStart', 'cyclicRun', 'smsAbxDecide', 'anniversaryCheck', 'triggersResume'] as const;
export type CampaignStep = (typeof CAMPAIGN_STEPS)[number];

/**
 * Messages on the jobs queue: long background work of one account, one job a message. Each kind is
 * one strict object; a new kind adds a line here and a runner in functions/jobs/runners.ts (a
 * TrackedKind run by runTracked, functions/jobs/tracked.ts), and the type check insists on both.
 */
export const Job = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('import'), accountId: z.string().min(1), importId: z.string().min(1) }),
  z.strictObject({ kind: z.literal('export'), accountId: z.string().min(1), exportId: z.string().min(1) }),
  /** Splits a segment's calculation into pieces (functions/segments/calculation.ts). */
  z.strictObject({ kind: z.literal('segment'), accountId: z.string().min(1), segmentId: z.string().min(1), calcId: z.string().min(1) }),
  /**
   * Evaluates one piece: the subscribers with ids from fromId to toId, in the account's time zone as
   * the coordinator read it (absent on pieces queued before it was carried: the piece reads it).
   */
  z.strictObject({
    kind: z.literal('segment-piece'),
    accountId: z.string().min(1),
    segmentId: z.string().min(1),
    calcId: z.string().min(1),
    piece: z.number().int().min(0),
    fromId: z.string().min(1),
    toId: z.string().min(1),
    timeZone: z.string().min(1).optional(),
  }),
  /** Estimates a segment's audience for the builder (functions/segments/estimate.ts). */
  z.strictObject({ kind: z.literal('segment-estimate'), accountId: z.string().min(1), estimateId: z.string().min(1) }),
  /** Issue 18: recalculates every subscriber's engagement summary under the account's scoring rules (functions/scoring/job.ts). */
  z.strictObject({ kind: z.literal('scoring'), accountId: z.string().min(1), runId: z.string().min(1) }),
  /**
   * Issue 17: a step of a planned mailing that waited for its time (functions/platform/timers.ts): an
   * A/B/X decision, a follow-up's start, an automatic mailing's send to one subscriber, a cyclic run,
   * an hourly portion. `step` names it; the send type's file runs it (functions/mailings/send-types/jobs.ts).
   */
  z.strictObject({
    kind: z.literal('campaign'),
    accountId: z.string().min(1),
    mailingId: z.string().min(1),
    step: z.enum(CAMPAIGN_STEPS),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    /** The earliest it may run (ISO): a timer without a workflow engine hops on the queue until then. */
    notBefore: z.string().optional(),
  }),
  /** Issue 20: one run of an SFTP import task (functions/sftp/import-run.ts); its record is made when it is queued. */
  z.strictObject({ kind: z.literal('sftp-import'), accountId: z.string().min(1), taskId: z.string().min(1), runId: z.string().min(1) }),
  /**
   * One run of an SFTP export task (functions/sftp/export-run.ts): queued by the schedule to start
   * its export, and again by the export's end to write the file out.
   */
  z.strictObject({ kind: z.literal('sftp-export'), accountId: z.string().min(1), taskId: z.string().min(1), runId: z.string().min(1) }),
]);
export type Job = z.infer<typeof Job>;
export type JobKind = Job['kind'];

/** What a runner knows about the Lambda run it is in. */
export interface JobContext {
  /** Milliseconds left before the function's timeout: a long job checkpoints and enqueues its continuation in time. */
  remainingMs(): number;
  /** Which delivery of this message this is (SQS ApproximateReceiveCount, from 1). */
  attempt: number;
  /** Deliveries before the message goes to the DLQ: the last attempt ends the job failed instead of throwing. */
  maxAttempts: number;
}
