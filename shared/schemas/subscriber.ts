import { z } from 'zod';
import { EMAIL_TYPES, SUBSCRIBER_STATUSES } from '../constants';
import { emailField, nameField } from '../validation';

export const SubscriberStatus = z.union(SUBSCRIBER_STATUSES.map((s) => z.literal(s)));

export const Subscriber = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  status: SubscriberStatus,
  emailType: z.enum(EMAIL_TYPES),
  source: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  unsubscribedAt: z.string().optional(),
});
export type Subscriber = z.infer<typeof Subscriber>;

export const CreateSubscriberBody = z.strictObject({
  email: emailField(),
  name: nameField(1, 255).optional(),
  status: SubscriberStatus.refine((s) => s !== 9, { message: 'SUBSCRIBER_INVALID_STATUS' }).default(8),
  emailType: z.enum(EMAIL_TYPES).default('normal'),
});
export type CreateSubscriberBody = z.infer<typeof CreateSubscriberBody>;

export const ListQuery = z.strictObject({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const SubscriberList = z.object({ items: z.array(Subscriber), cursor: z.string().optional() });
