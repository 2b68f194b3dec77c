import { z } from 'zod';
import { MAILING_STATES } from '../constants';
import { SendingPause } from './sending-pause';
import { contentField, emailField, nameField, singleLineField } from '../validation';
import { ContentBody, contentBodyIssues, StoredContent } from './content';
import { MessageLanguage } from './footers';
import { SEND_TYPES, ABX_VARIANT_KEYS } from '../rules/campaigns';
import { PlanMailingBody } from './schedule';
import { StoredTag, TagsField } from './templates';

export const MailingStats = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  bounced: z.number().int(),
  complained: z.number().int(),
  unsubscribed: z.number().int(),
  failed: z.number().int(),
});
export type MailingStats = z.infer<typeof MailingStats>;
export const EMPTY_STATS: MailingStats = {
  recipients: 0,
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  bounced: 0,
  complained: 0,
  unsubscribed: 0,
  failed: 0,
};

export const MailingContent = z
  .strictObject({
    name: nameField(2, 255),
    // One line: a line break here would start a new header of the message.
    subject: singleLineField(1, 255),
    fromName: nameField(1, 100),
    fromEmail: emailField(),
    /** Where replies go (a predefined sender's reply-to, issue 15); '' or absent: to the sender. */
    replyTo: z.union([z.literal(''), emailField()]).optional(),
    /** Required in HTML mode; in visual mode the server compiles it from `mjml` (issue 16, shared/schemas/content.ts). */
    ...ContentBody.shape,
    /** The audience: a segment's members, or every subscribed address when absent or null. */
    segmentId: z
      .string()
      .regex(/^[0-9A-Za-z]{1,64}$/)
      .nullable()
      .optional(),
    /** The language it is written in: it carries the account's default footer of that language. Absent: the account's default language of messages (company settings, global). */
    language: MessageLanguage.optional(),
    /** Issue 18: labels (the templates' tags: name and optional value). Absent on a save: kept as they are. */
    tags: TagsField.optional(),
  })
  .superRefine((body, ctx) => {
    for (const issue of contentBodyIssues(body)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type MailingContent = z.infer<typeof MailingContent>;

/** The longest reason a checker may give for a rejection. */
export const REJECTION_REASON_MAX = 500;

/**
 * 4-eye verification (spec sections 1 and 4): a sending handed over while the company's switch is on
 * waits `pending` for another user holding PERM_AZATWIERDZ; a rejection stays on the mailing, with
 * its reason, until the maker changes it or hands it over again.
 */
export const MailingApproval = z.object({
  state: z.enum(['pending', 'rejected']),
  requestedById: z.string(),
  /** Addresses as they were when it happened: what the banner and the e-mails name. */
  requestedByEmail: z.string(),
  requestedAt: z.string(),
  decidedById: z.string().optional(),
  decidedByEmail: z.string().optional(),
  decidedAt: z.string().optional(),
  reason: z.string().optional(),
  /** The audience as it stood when handed over (what the checker is asked to accept): its segment's name (absent: every subscribed address)… */
  segmentName: z.string().optional(),
  /** …and how many recipients it counted then; absent when none were counted (a maker restricted to segments, an audience still to calculate). */
  recipients: z.number().int().optional(),
});
export type MailingApproval = z.infer<typeof MailingApproval>;

/** A reason of several lines is welcome; one of spaces alone says nothing. */
export const RejectMailingBody = z.strictObject({
  reason: contentField(1, REJECTION_REASON_MAX).refine((reason) => reason.trim().length > 0, { message: 'VALIDATION_REQUIRED' }),
});
export type RejectMailingBody = z.infer<typeof RejectMailingBody>;

/** Responses strip fields they do not name (inputs are strict, outputs are not). */
export const Mailing = z.object({
  ...MailingContent.shape,
  /** Issue 16: the content's source and parts (absent on mailings saved before: HTML mode, text generated). */
  ...StoredContent.partial().shape,
  // What is stored goes out as it is: the text rules guard what comes in, and a mailing saved before
  // a rule existed must still be listed.
  name: z.string(),
  subject: z.string(),
  fromName: z.string(),
  fromEmail: z.string(),
  replyTo: z.string().optional(),
  html: z.string(),
  tags: z.array(StoredTag).optional(),
  /** The template or blueprint it was made from (a copy: later edits of the template do not change it). */
  templateId: z.string().optional(),
  blueprintId: z.string().optional(),
  id: z.string(),
  state: z.enum(MAILING_STATES),
  stats: MailingStats,
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  editedBy: z.string().optional(),
  /** Issue 17: the address of who edited it last, as it was then (the lists' "edited by"). */
  editedByEmail: z.string().optional(),
  /** Why a failed sending ended: a catalogue code (e.g. FEATURE_LIMIT_REACHED with the plan's numbers). */
  failure: z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() }).optional(),
  /** 4-eye verification: waiting for acceptance, or rejected (see MailingApproval). */
  approval: MailingApproval.optional(),
  /** Who accepted the sending under 4-eye verification, and when. */
  acceptedById: z.string().optional(),
  acceptedAt: z.string().optional(),
  /** Who ordered the send (under 4-eye verification: who handed it over). */
  sentById: z.string().optional(),
  /** Why and since when it stands paused (only while `paused`). */
  pause: SendingPause.optional(),
  /** Issue 17: how it is planned (absent until it is): its send type and schedule as the user gave it. */
  sendType: z.enum(SEND_TYPES).optional(),
  schedule: PlanMailingBody.optional(),
  /** When it starts (a once sending's time; the first run of a repeated one), and a repeated one's next start. */
  startAt: z.string().optional(),
  nextStartAt: z.string().optional(),
  /** Hidden from the archive (PERM_MARCH's hide/show). */
  hidden: z.boolean().optional(),
  /** A run of a cyclic mailing, a variant or the winner's sending of an A/B/X test: the mailing it belongs to (lists show parents only). */
  parentId: z.string().optional(),
  run: z.number().int().optional(),
  variant: z.enum(ABX_VARIANT_KEYS).optional(),
  /** Share of the recipients whose send ended, 0–1 (lists' progress column). */
  progress: z.number().optional(),
  /** On create and update: what the sanitiser removed from the html (tags, attributes, URL schemes), each once; empty when nothing. */
  sanitized: z.object({ removed: z.array(z.string()) }).optional(),
});
export type Mailing = z.infer<typeof Mailing>;
export const MailingList = z.object({ items: z.array(Mailing), cursor: z.string().optional() });
