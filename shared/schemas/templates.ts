import { z } from 'zod';
import { BLUEPRINT_CATEGORIES, TEMPLATE_RULES as R } from '../rules/templates';
import { emailField, multiLineField, nameField, singleLineField } from '../validation';
import { ContentBody, contentBodyIssues, EditorMode, StoredContent } from './content';
import { MessageLanguage } from './footers';

/**
 * Issue 16: mailing templates (spec section 3, "Mailing template": id, freeze, name, description,
 * dir, type, headers, utm, events, custom, created_at, updated_at, updated_by, advancedOptions,
 * can_delete, tags). The API speaks camelCase; `type` is the editor mode, `dir` the folder.
 */
const id = z.string().regex(/^[0-9A-Za-z]{1,64}$/);

export const TemplateHeaders = z.strictObject({
  fromEmail: z.union([z.literal(''), emailField()]).optional(),
  fromName: singleLineField(0, 100).optional(),
  replyTo: z.union([z.literal(''), emailField()]).optional(),
  subject: singleLineField(0, 255).optional(),
  preheader: singleLineField(0, R.preheaderMax).optional(),
});
export type TemplateHeaders = z.infer<typeof TemplateHeaders>;

/** Spec section 3: "Tags have values. Templates may have a tag length limit." */
export const TemplateTag = z.strictObject({ name: nameField(1, R.tagNameMax), value: singleLineField(0, R.tagValueMax).optional() });
export type TemplateTag = z.infer<typeof TemplateTag>;
/** A tag as stored and answered (templates' and, issue 18, mailings'): out as it is, whatever rule came after. */
export const StoredTag = z.object({ name: z.string(), value: z.string().optional() });
/** What a body sets: up to R.tagsMax tags (a name twice is refused by the service, TEMPLATE_TAG_DUPLICATE). */
export const TagsField = z.array(TemplateTag).max(R.tagsMax);

export const TemplateCustomField = z.strictObject({ key: nameField(1, R.customKeyMax), value: multiLineField(0, R.customValueMax) });

export const TemplateAdvancedOptions = z.strictObject({
  /** The language it is written in: a mailing made from it carries that language's footer. */
  language: MessageLanguage.optional(),
});

/** Create and save: the content (ContentBody: `preheader`, `utm`, `event` live there) and the template's own fields. */
export const TemplateBody = z
  .strictObject({
    name: nameField(R.nameMin, R.nameMax),
    description: multiLineField(0, R.descriptionMax).optional(),
    /** The folder, or null for none. */
    dir: id.nullable().optional(),
    headers: TemplateHeaders.optional(),
    custom: z.array(TemplateCustomField).max(R.customMax).optional(),
    advancedOptions: TemplateAdvancedOptions.optional(),
    tags: TagsField.optional(),
    ...ContentBody.shape,
    /** On save: the `updatedAt` the editor opened; another save since then is refused (409 TEMPLATE_CHANGED_MEANWHILE). */
    baseUpdatedAt: z.string().max(40).optional(),
  })
  .superRefine((body, ctx) => {
    for (const issue of contentBodyIssues(body)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type TemplateBody = z.infer<typeof TemplateBody>;

/** A template in lists: no content (the card's thumbnail loads the template itself when shown). */
export const TemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  dir: z.string().nullable(),
  type: EditorMode,
  freeze: z.boolean(),
  /** False once a sending used it (a mailing was made from it). */
  canDelete: z.boolean(),
  tags: z.array(StoredTag),
  subject: z.string().optional(),
  createdAt: z.string(),
  createdBy: z.string().optional(),
  updatedAt: z.string(),
  /** Who saved it last (their e-mail as it was then). */
  updatedBy: z.string().optional(),
  /** Where it came from: a blueprint's id, when made from one. */
  blueprintId: z.string().optional(),
});
export type TemplateSummary = z.infer<typeof TemplateSummary>;

export const Template = z.object({
  ...TemplateSummary.shape,
  ...StoredContent.shape,
  headers: z.object({
    fromEmail: z.string().optional(),
    fromName: z.string().optional(),
    replyTo: z.string().optional(),
    subject: z.string().optional(),
    preheader: z.string().optional(),
  }),
  custom: z.array(z.object({ key: z.string(), value: z.string() })),
  advancedOptions: z.object({ language: MessageLanguage.optional() }),
  /** What the sanitiser removed from the HTML on this save (tags, attributes, URL schemes), each once. */
  sanitized: z.object({ removed: z.array(z.string()) }).optional(),
});
export type Template = z.infer<typeof Template>;

export const TemplateListQuery = z.strictObject({
  /** Part of the name (case-insensitive). */
  q: singleLineField(0, 100).optional(),
  /** A folder's id, or `none` for templates in no folder; absent: all. */
  dir: z.union([id, z.literal('none')]).optional(),
  /** A tag's name: only templates carrying it. */
  tag: singleLineField(0, R.tagNameMax).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2000).optional(),
});
export const TemplateList = z.object({ items: z.array(TemplateSummary), cursor: z.string().optional() });

export const FreezeBody = z.strictObject({ freeze: z.boolean() });
export const DuplicateTemplateBody = z.strictObject({ name: nameField(R.nameMin, R.nameMax).optional() });
/** "Save as template": the mailing's content and headers become a new template. */
export const TemplateFromMailingBody = z.strictObject({
  mailingId: id,
  name: nameField(R.nameMin, R.nameMax),
  dir: id.nullable().optional(),
});
export const DeleteTemplateResult = z.object({ deleted: z.literal(true) });

export const TemplateFolderBody = z.strictObject({ name: nameField(R.folderNameMin, R.folderNameMax) });
export const TemplateFolder = z.object({ id: z.string(), name: z.string(), templates: z.number().int(), createdAt: z.string() });
export type TemplateFolder = z.infer<typeof TemplateFolder>;
export const TemplateFolderList = z.object({ items: z.array(TemplateFolder) });

/** A restore point (spec section 9: 3 to 30 kept, an account setting): made on every save, the editor's autosave included. */
export const RestorePointSummary = z.object({
  id: z.string(),
  at: z.string(),
  by: z.string().optional(),
  reason: z.enum(['save', 'autosave', 'restore']),
  mode: EditorMode,
  bytes: z.number().int(),
});
export const RestorePointList = z.object({ items: z.array(RestorePointSummary), keep: z.number().int() });
/** The content as it was: the editor shows a diff against what it holds and loads it on "restore" (saved as a new point). */
export const RestorePoint = z.object({
  ...RestorePointSummary.shape,
  content: StoredContent,
  subject: z.string().optional(),
});
export type RestorePoint = z.infer<typeof RestorePoint>;

export const BlueprintCategory = z.enum(BLUEPRINT_CATEGORIES);
export const BlueprintSummary = z.object({
  id: z.string(),
  category: BlueprintCategory,
  name: z.object({ pl: z.string(), en: z.string() }),
  description: z.object({ pl: z.string(), en: z.string() }),
});
export type BlueprintSummary = z.infer<typeof BlueprintSummary>;
export const BlueprintList = z.object({ items: z.array(BlueprintSummary) });
/** A blueprint with its MJML and the HTML it compiles to (the gallery's thumbnail and preview). */
export const Blueprint = z.object({
  ...BlueprintSummary.shape,
  subject: z.object({ pl: z.string(), en: z.string() }),
  mjml: z.string(),
  html: z.string(),
});
export type Blueprint = z.infer<typeof Blueprint>;

/** /mailing/new/templates: a new mailing from a blueprint, one of the account's templates, or blank (visual or HTML). */
export const MailingFromTemplateBody = z.discriminatedUnion('source', [
  // Blueprint ids are ours and read as words ('plain-one-column'), unlike the account's ulids.
  z.strictObject({
    source: z.literal('blueprint'),
    id: z.string().regex(/^[0-9a-z][0-9a-z-]{0,63}$/),
    name: nameField(2, 255).optional(),
  }),
  z.strictObject({ source: z.literal('template'), id, name: nameField(2, 255).optional() }),
  z.strictObject({ source: z.literal('blank'), mode: EditorMode, name: nameField(2, 255).optional() }),
]);
export type MailingFromTemplateBody = z.infer<typeof MailingFromTemplateBody>;
