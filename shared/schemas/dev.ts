import { z } from 'zod';

/**
 * The local mail catcher (served only by the local runtime at /api/dev/outbox, never in AWS):
 * what the emulator's SES accepted, newest first.
 */
export const OutboxSummary = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  date: z.string().optional(),
});
export const OutboxList = z.object({ items: z.array(OutboxSummary) });
export const OutboxMessage = OutboxSummary.extend({
  html: z.string().optional(),
  text: z.string().optional(),
  headers: z.array(z.object({ key: z.string(), value: z.string() })),
  raw: z.string(),
});
export type OutboxSummary = z.infer<typeof OutboxSummary>;
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const DEV_OUTBOX_PATH = '/dev/outbox';

/** The local text catcher (/api/dev/sms, local runtime only): what the emulator's SNS accepted for phone numbers. */
export const SmsOutboxItem = z.object({ id: z.string(), to: z.string(), message: z.string() });
export const SmsOutboxList = z.object({ items: z.array(SmsOutboxItem) });
export type SmsOutboxItem = z.infer<typeof SmsOutboxItem>;
export const DEV_SMS_OUTBOX_PATH = '/dev/sms';
