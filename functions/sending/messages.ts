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

/**
 * SES event publishing format (the fields we use). Arrives raw (SNS raw message delivery) or
 * wrapped in an SNS notification envelope.
 */
export const SesEvent = z.object({
  eventType: z.enum(['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject', 'Rendering Failure', 'DeliveryDelay', 'Open', 'Click', 'Subscription']),
  mail: z.object({ messageId: z.string(), timestamp: z.string().optional(), destination: z.array(z.string()).optional() }),
  bounce: z.object({ bounceType: z.string(), bounceSubType: z.string().optional(), bouncedRecipients: z.array(z.object({ emailAddress: z.string(), diagnosticCode: z.string().optional(), status: z.string().optional() })).optional(), timestamp: z.string().optional() }).optional(),
  complaint: z.object({ timestamp: z.string().optional() }).optional(),
  delivery: z.object({ timestamp: z.string().optional() }).optional(),
});
export type SesEvent = z.infer<typeof SesEvent>;

export function parseSesEvent(body: string): SesEvent {
  const outer = JSON.parse(body) as Record<string, unknown>;
  const inner = outer.Type === 'Notification' && typeof outer.Message === 'string' ? JSON.parse(outer.Message) : outer;
  return SesEvent.parse(inner);
}
