import { z } from 'zod';
import { SENDER_ID_PATTERN, SMS_MAX_PARTS, SMS_TEST_NUMBERS_MAX, smsParts } from '../rules/sms';
import { SendingPause } from './sending-pause';
import { MailingApproval } from './mailing';
import { SmsAbxSummary } from './sms-abx-summary';
import { contentField, keyField, nameField, singleLineField } from '../validation';
import { SmsSchedule } from './sms-schedule';

/** Spec section 3, SMS delivery statuses. Those after `not_sent` come from operators' delivery reports. */
export const SMS_MESSAGE_STATUSES = [
  'sent',
  'not_sent',
  'not_sent_prefix',
  'delivered',
  'clicked',
  'accepted',
  'en_route',
  'expired',
  'undeliverable',
  'rejected',
  'unknown',
] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

/**
 * Why a recipient got no text: the subscriber's state when it was their turn, or the catalogue's
 * GSM_PREFIX_48_ONLY (the +48-only option) and SMS_SEND_ERROR (the provider refused it).
 */
export const SMS_NOT_SENT_REASONS = [
  'not_sendable',
  'no_gsm',
  'quarantined',
  'blacklisted',
  'GSM_PREFIX_48_ONLY',
  'SMS_SEND_ERROR',
] as const;
export type SmsNotSentReason = (typeof SMS_NOT_SENT_REASONS)[number];

/**
 * 4-eye verification adds two: `awaiting` (handed over, nothing planned or sent until another user
 * accepts it) and `rejected`, a final state of its own rather than `failed` with a code: an SMS
 * sending cannot be edited and handed over again, and a rejection is a person's decision with a
 * reason, not an error of the sending (the reason is shown on its approval).
 * Issue 17 adds `planned` (at a time, or an active cyclic sending between its runs; a cyclic one
 * paused by a user stands `paused` with reason `manual`, one past its range `sent`) and `cancelled`
 * (a planned or cyclic sending stopped by a user before it, or its next run, went).
 */
export const SMS_STATES = ['awaiting', 'planned', 'sending', 'paused', 'sent', 'failed', 'rejected', 'cancelled'] as const;
export type SmsState = (typeof SMS_STATES)[number];

export const senderField = z.string().trim().regex(SENDER_ID_PATTERN, { message: 'SMS_INVALID_SENDER' });
export const textField = contentField(1, 1600)
  .refine((text) => text.trim().length > 0, { message: 'VALIDATION_REQUIRED' })
  .refine((text) => smsParts(text).parts <= SMS_MAX_PARTS, { message: 'SMS_INVALID_PARAMS' });

/** A new SMS sending (spec section 3: sender, content, recipient segment). It goes out when created. */
export const SmsSendBody = z.strictObject({
  name: nameField(2, 255),
  sender: senderField,
  content: textField,
  /** The audience: a segment's members, or every subscriber with a sendable status, when absent or null. */
  segmentId: z
    .string()
    .regex(/^[0-9A-Za-z]{1,64}$/)
    .nullable()
    .optional(),
  /** Spec section 9: send only to +48 numbers; the others are recorded as "not sent due to prefix". */
  onlyPrefix48: z.boolean().default(false),
  /** Issue 17: at a time or cyclic (sms-schedule.ts); absent, it goes now. */
  schedule: SmsSchedule.optional(),
});
export type SmsSendBody = z.infer<typeof SmsSendBody>;

/**
 * Test numbers, entered one at a time, in a format like 48123123123 (spec section 5), and or a test
 * group of the account (issue 15) whose numbers get the test too: one of the two at least.
 */
export const SmsTestBody = z
  .strictObject({
    sender: senderField,
    content: textField,
    numbers: z.array(singleLineField(1, 32)).max(SMS_TEST_NUMBERS_MAX, { message: 'SMS_TEST_NUMBERS_LIMIT' }).default([]),
    testGroupId: keyField().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.numbers.length && !body.testGroupId) ctx.addIssue({ code: 'custom', path: ['numbers'], message: 'VALIDATION_REQUIRED' });
  });
export type SmsTestBody = z.infer<typeof SmsTestBody>;
export const SmsTestResult = z.object({
  results: z.array(
    z.object({
      number: z.string(),
      status: z.enum(['sent', 'not_sent']),
      /** Why it was not sent; GSM_NOT_IN_DB: test texts go only to subscribers' numbers within the user's reach. */
      error: z.string().optional(),
    }),
  ),
});
export type SmsTestResult = z.infer<typeof SmsTestResult>;

export const SmsStats = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  notSent: z.number().int(),
  notSentPrefix: z.number().int(),
});
export type SmsStats = z.infer<typeof SmsStats>;
export const EMPTY_SMS_STATS: SmsStats = { recipients: 0, sent: 0, notSent: 0, notSentPrefix: 0 };

export const Sms = z.object({
  id: z.string(),
  name: z.string(),
  sender: z.string(),
  content: z.string(),
  segmentId: z.string().optional(),
  onlyPrefix48: z.boolean(),
  parts: z.number().int(),
  state: z.enum(SMS_STATES),
  stats: SmsStats,
  /** Recipients whose message is settled (sent, not sent or skipped). */
  processed: z.number().int(),
  lastError: z.string().optional(),
  /** Why and since when it stands paused (only while `paused`). */
  pause: SendingPause.optional(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
  createdBy: z.string().optional(),
  /** 4-eye verification: the request while `awaiting`, and its rejection (with the reason) once `rejected`. */
  approval: MailingApproval.optional(),
  /** Issue 17: a planned or cyclic sending's schedule, its (next) start, and a cyclic run's parent and number. */
  schedule: SmsSchedule.optional(),
  startAt: z.string().optional(),
  nextStartAt: z.string().optional(),
  /** A cyclic run's or an A/B variant's parent. */
  parentId: z.string().optional(),
  run: z.number().int().optional(),
  /** Issue 17, an SMS A/B test: the test on the sending itself (the winner's text goes to the rest); a variant names its test and key. */
  abx: SmsAbxSummary.optional(),
  variant: z.string().optional(),
});
export type Sms = z.infer<typeof Sms>;
export const SmsList = z.object({ items: z.array(Sms), cursor: z.string().optional() });

/** One SMS as it reached one subscriber (spec: the subscriber's "contact-sms" tab). */
export const SmsContactEntry = z.object({
  smsId: z.string(),
  smsName: z.string(),
  sender: z.string(),
  content: z.string(),
  gsm: z.string(),
  status: z.enum(SMS_MESSAGE_STATUSES),
  at: z.string(),
  parts: z.number().int(),
  reason: z.enum(SMS_NOT_SENT_REASONS).optional(),
  /** The provider's own words when it refused the text. */
  detail: z.string().optional(),
});
export type SmsContactEntry = z.infer<typeof SmsContactEntry>;
export const SmsContactPage = z.object({ items: z.array(SmsContactEntry), cursor: z.string().optional() });
