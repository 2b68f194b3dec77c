import { z } from 'zod';
import { TEMPLATE_RULES as R } from '../rules/templates';
import { contentField, emailField, multiLineField, nameField, singleLineField } from '../validation';

/**
 * Issue 16: what an e-mail's content is, shared by templates and mailings. A visual one is MJML (the
 * stored source; the server compiles it with the `mjml` package, functions/content/compile.ts, and
 * that HTML is what is previewed and sent); an HTML one is its HTML. The text part is generated from
 * the HTML unless the user wrote their own (`textCustom`). Switching visual → HTML is one-way.
 */
export const EDITOR_MODES = ['visual', 'html'] as const;
export const EditorMode = z.enum(EDITOR_MODES);
export type EditorMode = z.infer<typeof EditorMode>;

export const ContentUtm = z.strictObject({
  source: singleLineField(0, 255).optional(),
  medium: singleLineField(0, 255).optional(),
  campaign: singleLineField(0, 255).optional(),
});
export type ContentUtm = z.infer<typeof ContentUtm>;

/** An event the e-mail invites to (spec section 3): recipients get an "add to calendar" .ics link (`{{ calendar_url }}`). */
export const ContentEvent = z
  .strictObject({
    title: nameField(1, 255),
    description: multiLineField(0, 2000).optional(),
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    location: singleLineField(0, 255).optional(),
    organiser: singleLineField(0, 255).optional(),
  })
  .refine((e) => Date.parse(e.end) >= Date.parse(e.start), { message: 'CONTENT_EVENT_ENDS_BEFORE_START', path: ['end'] });
export type ContentEvent = z.infer<typeof ContentEvent>;

/** The body of an e-mail as the editor sends it: `mjml` in visual mode, `html` in HTML mode (the other is ignored / compiled). */
export const ContentBody = z.object({
  mode: EditorMode.optional(),
  mjml: contentField(0, R.mjmlMax).optional(),
  html: contentField(0, R.htmlMax).optional(),
  text: contentField(0, R.textMax).optional(),
  /** The text part is the user's own; otherwise it is generated from the HTML on every save. */
  textCustom: z.boolean().optional(),
  preheader: singleLineField(0, R.preheaderMax).optional(),
  utm: ContentUtm.optional(),
  event: ContentEvent.nullable().optional(),
});
export type ContentBody = z.infer<typeof ContentBody>;

/** Visual needs its MJML, HTML its HTML (absent mode: HTML, as every mailing before issue 16). */
export function contentBodyIssues(body: ContentBody): { path: string; message: string }[] {
  const mode = body.mode ?? 'html';
  if (mode === 'visual' && !body.mjml?.trim()) return [{ path: 'mjml', message: 'VALIDATION_REQUIRED' }];
  if (mode === 'html' && !body.html?.trim()) return [{ path: 'html', message: 'VALIDATION_REQUIRED' }];
  return [];
}

/** The content as stored and answered: the compiled HTML and the text part are always there. */
export const StoredContent = z.object({
  mode: EditorMode,
  mjml: z.string().optional(),
  html: z.string(),
  text: z.string(),
  textCustom: z.boolean(),
  preheader: z.string().optional(),
  utm: ContentUtm.optional(),
  event: z
    .object({
      title: z.string(),
      description: z.string().optional(),
      start: z.string(),
      end: z.string(),
      location: z.string().optional(),
      organiser: z.string().optional(),
    })
    .optional(),
});
export type StoredContent = z.infer<typeof StoredContent>;

/** A problem of the source, where the user can find it. */
export const SourceProblem = z.object({ line: z.number().int().optional(), message: z.string() });
export type SourceProblem = z.infer<typeof SourceProblem>;

/** `content.preview`: content as the editor holds it, rendered as a subscriber (or sample values) would get it. */
export const PreviewBody = z.strictObject({
  ...ContentBody.shape,
  subject: singleLineField(0, 255).optional(),
  /** Preview as this subscriber (their fields filled in); absent: each field's fallback or sample value. */
  subscriberId: z
    .string()
    .regex(/^[0-9A-Za-z]{1,64}$/)
    .optional(),
  language: z.enum(['pl', 'en']).optional(),
});
export type PreviewBody = z.infer<typeof PreviewBody>;

export const PreviewResult = z.object({
  /** The HTML as sent (footer included, links not yet tracked), or absent when the source does not compile. */
  html: z.string().optional(),
  text: z.string().optional(),
  subject: z.string().optional(),
  preheader: z.string().optional(),
  /** The HTML's size in bytes (UTF-8) and whether Gmail would clip it (above GMAIL_CLIP_BYTES). */
  bytes: z.number().int(),
  clipped: z.boolean(),
  links: z.array(z.object({ url: z.string(), text: z.string() })),
  imagesWithoutAlt: z.array(z.string()),
  /** The content or the footer it will carry has `{{ unsubscribe_url }}` (sending is refused without). */
  unsubscribeLink: z.boolean(),
  /** Errors of the MJML or HTML, with their line; the content cannot be saved while there are any. */
  sourceProblems: z.array(SourceProblem),
  /** Unknown merge fields, as a save would refuse them (path, code, params). */
  fieldProblems: z.array(z.object({ path: z.string(), code: z.string(), params: z.record(z.string(), z.unknown()).optional() })),
});
export type PreviewResult = z.infer<typeof PreviewResult>;

/** A test send: to the addresses typed and/or a test group's (company settings → predefined → test groups). */
export const TestSendBody = z
  .strictObject({
    emails: z.array(emailField()).max(10).default([]),
    testGroupId: z
      .string()
      .regex(/^[0-9A-Za-z]{1,64}$/)
      .optional(),
  })
  .refine((b) => b.emails.length > 0 || b.testGroupId, { message: 'TEST_SEND_NO_RECIPIENTS', path: ['emails'] });
export type TestSendBody = z.infer<typeof TestSendBody>;

export const TestSendResult = z.object({
  results: z.array(z.object({ email: z.string(), status: z.enum(['sent', 'not_sent']), error: z.string().optional() })),
});
export type TestSendResult = z.infer<typeof TestSendResult>;

/** What a zip import becomes: HTML with its CSS inlined and its images in the library (their URLs rewritten). */
export const ZipImportResult = z.object({
  name: z.string(),
  html: z.string(),
  text: z.string(),
  images: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  /** What was dropped or changed on the way (a stylesheet that could not be read, a script removed). */
  warnings: z.array(z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() })),
});
export type ZipImportResult = z.infer<typeof ZipImportResult>;
