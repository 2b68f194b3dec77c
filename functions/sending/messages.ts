import { z } from 'zod';

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
