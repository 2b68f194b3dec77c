import { z } from 'zod';

/** Queue message shapes: every boundary validates with a schema, queues included. */
export const PlanJob = z.strictObject({ accountId: z.string().min(1), mailingId: z.string().min(1) });
export type PlanJob = z.infer<typeof PlanJob>;

export const SendBatch = z.strictObject({
  accountId: z.string().min(1),
  mailingId: z.string().min(1),
  subscriberIds: z.array(z.string().min(1)).min(1).max(100),
});
export type SendBatch = z.infer<typeof SendBatch>;

/** An SMS sending shares the plan and send queues with mailings: the same rates, retries and dead letters. */
export const SmsPlanJob = z.strictObject({ accountId: z.string().min(1), smsId: z.string().min(1) });
export type SmsPlanJob = z.infer<typeof SmsPlanJob>;
export const SmsSendBatch = z.strictObject({
  accountId: z.string().min(1),
  smsId: z.string().min(1),
  subscriberIds: z.array(z.string().min(1)).min(1).max(100),
});
export type SmsSendBatch = z.infer<typeof SmsSendBatch>;

export const PlanQueueMessage = z.union([PlanJob, SmsPlanJob]);
export const SendQueueMessage = z.union([SendBatch, SmsSendBatch]);
