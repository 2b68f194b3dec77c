import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from './profile';

/** Spec section 1 and 3: the plans an account can be on (billing is not built; operators set it here). */
export const ACCOUNT_PLANS = ['trial', 'standard', 'advanced', 'premium'] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];

/** The work queues of functions/platform/resources.ts QUEUES (functions/admin checks the two lists agree). */
export const ADMIN_QUEUE_IDS = ['plan', 'send', 'events', 'jobs', 'webhooks'] as const;
export type AdminQueueId = (typeof ADMIN_QUEUE_IDS)[number];

const cursorField = z.string().max(2048).optional();
const limitField = z.coerce.number().int().min(1).max(100).default(25);

/** A platform-wide list, newest first; the cursor comes from the previous page. */
export const AdminListQuery = z.strictObject({ cursor: cursorField, limit: limitField });
/** `q`: the start of the account name (case and accents ignored). */
export const AdminAccountsQuery = z.strictObject({ cursor: cursorField, limit: limitField, q: z.string().trim().max(100).optional() });

export const AdminAccountSummary = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(ACCOUNT_PLANS),
  ownerId: z.string(),
  /** Null when the owner's user record is gone. */
  ownerEmail: z.string().nullable(),
  createdAt: z.string(),
  trialEndsAt: z.string(),
  memberCount: z.number().int(),
});
export type AdminAccountSummary = z.infer<typeof AdminAccountSummary>;
export const AdminAccountList = z.object({ items: z.array(AdminAccountSummary), cursor: z.string().optional() });

export const AdminMember = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** The role in this account. */
  role: z.enum(['ADMIN', 'USER']),
  roleId: z.string().nullable(),
  /** The role on the platform: SUPER_ADMIN has this admin zone. */
  platformRole: z.enum(['SUPER_ADMIN', 'USER']),
  activated: z.boolean(),
  /** Blocked in this account, or everywhere. */
  banned: z.boolean(),
  locked: z.boolean(),
  owner: z.boolean(),
  addedAt: z.string().nullable(),
  /** Active within the last few minutes (shared/rules/presence.ts). */
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type AdminMember = z.infer<typeof AdminMember>;

export const AdminAccountDetails = AdminAccountSummary.extend({
  config: z.object({ blacklist_enabled: z.boolean() }),
  limits: z.object({ subscribers: z.number().int(), emailsPerMonth: z.number().int(), users: z.number().int() }),
  members: z.array(AdminMember),
});
export type AdminAccountDetails = z.infer<typeof AdminAccountDetails>;

export const ChangePlanBody = z.strictObject({ plan: z.enum(ACCOUNT_PLANS) });
/** The account switches a super administrator turns on and off (spec: routes guarded by configuration). */
export const SetAccountConfigBody = z.strictObject({ blacklist_enabled: z.boolean() });
export type SetAccountConfigBody = z.infer<typeof SetAccountConfigBody>;
/** How many members' sessions were ended. */
export const MassLogoutResponse = z.object({ members: z.number().int() });

/** SQS's approximate counts: visible (waiting), in flight (received, not yet deleted), delayed. */
export const QueueCounts = z.object({ visible: z.number().int(), inFlight: z.number().int(), delayed: z.number().int() });
export type QueueCounts = z.infer<typeof QueueCounts>;
export const AdminQueue = z.object({
  id: z.enum(ADMIN_QUEUE_IDS),
  name: z.string(),
  counts: QueueCounts,
  /** Receives before a message moves to the dead-letter queue; null without a redrive policy. */
  maxReceiveCount: z.number().int().nullable(),
  dlq: z.object({ name: z.string(), counts: QueueCounts }).nullable(),
});
export type AdminQueue = z.infer<typeof AdminQueue>;
export const AdminQueueList = z.object({ items: z.array(AdminQueue), readAt: z.string() });

export const AdminFeedbackItem = z.object({
  id: z.string(),
  at: z.string(),
  accountId: z.string(),
  /** Null when the account is gone. */
  accountName: z.string().nullable(),
  userId: z.string(),
  email: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  message: z.string(),
  ua: z.string().optional(),
  resolution: z.string().optional(),
  url: z.string().optional(),
});
export type AdminFeedbackItem = z.infer<typeof AdminFeedbackItem>;
export const AdminFeedbackList = z.object({ items: z.array(AdminFeedbackItem), cursor: z.string().optional() });
