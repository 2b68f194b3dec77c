import { z } from 'zod';
import {
  SENDER_NAME_MAX,
  TAG_NAME_MAX,
  TAG_VALUE_MAX,
  TAG_VALUES_MAX,
  TEST_GROUP_EMAILS_MAX,
  TEST_GROUP_GSMS_MAX,
  TEST_GROUP_NAME_MAX,
} from '../rules/predefined';
import { emailField, nameField, singleLineField } from '../validation';

/*
 * The predefined settings of an account (spec section 3, "Other settings entities"; issue 15,
 * /settings/company, the predefined tab, PERM_POGOLNE): senders, test groups, tags with values.
 */

/** Spec section 3, "Senders: name, from, replyTo. Default sender." */
export const SenderBody = z.strictObject({
  name: nameField(1, SENDER_NAME_MAX),
  fromEmail: emailField(),
  /** Where replies go; '' for none (replies go to the sender). */
  replyTo: z.union([z.literal(''), emailField()]).default(''),
  /** Makes this one the default (the previous default stops being it). The first sender is the default anyway. */
  isDefault: z.boolean().default(false),
});
export type SenderBody = z.infer<typeof SenderBody>;

export const Sender = z.object({
  id: z.string(),
  name: z.string(),
  fromEmail: z.string(),
  replyTo: z.string(),
  isDefault: z.boolean(),
  /** The from address is on a domain the account may send from now (a domain may lose its verification). */
  usable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sender = z.infer<typeof Sender>;
export const SenderList = z.object({ items: z.array(Sender) });
export type SenderList = z.infer<typeof SenderList>;

/** What the mailing form offers (PERM_MNOWY): the usable senders, and the domains a typed address may be on. */
export const SenderOptions = z.object({
  items: z.array(Sender.pick({ id: true, name: true, fromEmail: true, replyTo: true, isDefault: true })),
  domains: z.array(z.string()),
});
export type SenderOptions = z.infer<typeof SenderOptions>;

/**
 * Spec section 3, "Test groups": named lists of addresses and numbers test sends go to. Entries
 * are checked by the server as subscribers' are (shared/rules/contacts.ts, the account's prefix
 * rule), each refusal naming the entry.
 */
export const TestGroupBody = z.strictObject({
  name: nameField(2, TEST_GROUP_NAME_MAX),
  emails: z.array(singleLineField(1, 255)).max(TEST_GROUP_EMAILS_MAX).default([]),
  gsms: z.array(singleLineField(1, 32)).max(TEST_GROUP_GSMS_MAX).default([]),
});
export type TestGroupBody = z.infer<typeof TestGroupBody>;

export const TestGroup = z.object({
  id: z.string(),
  name: z.string(),
  emails: z.array(z.string()),
  gsms: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TestGroup = z.infer<typeof TestGroup>;
export const TestGroupList = z.object({ items: z.array(TestGroup) });
export type TestGroupList = z.infer<typeof TestGroupList>;

/** The test groups a sending form offers (PERM_SMS, PERM_MNOWY): names and sizes, not the addresses. */
export const TestGroupOptions = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), emails: z.number().int(), gsms: z.number().int() })),
});
export type TestGroupOptions = z.infer<typeof TestGroupOptions>;

/** Spec section 3, "Tags with values" (labels mailings and templates later). */
export const TagBody = z.strictObject({
  name: nameField(1, TAG_NAME_MAX),
  values: z.array(singleLineField(1, TAG_VALUE_MAX)).max(TAG_VALUES_MAX).default([]),
});
export type TagBody = z.infer<typeof TagBody>;

export const Tag = z.object({
  id: z.string(),
  name: z.string(),
  values: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof Tag>;
export const TagList = z.object({ items: z.array(Tag) });
export type TagList = z.infer<typeof TagList>;

export const Removed = z.object({ removed: z.literal(true) });
