import { z } from 'zod';
import { IdField } from './users-admin';

/** One of the accounts the signed-in user belongs to (spec section 1: several accounts, a default one). */
export const MyAccount = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(['trial', 'standard', 'advanced', 'premium']),
  /** ADMIN when the membership makes them a permissions admin there. */
  role: z.enum(['ADMIN', 'USER']),
  current: z.boolean(),
  isDefault: z.boolean(),
  /** The account creator cannot leave it. */
  owner: z.boolean(),
  /** Blocked or locked there: listed, but cannot be entered. */
  usable: z.boolean(),
});
export type MyAccount = z.infer<typeof MyAccount>;
export const MyAccountList = z.object({ items: z.array(MyAccount) });

export const DefaultAccountBody = z.strictObject({ accountId: IdField });
