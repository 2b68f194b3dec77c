import { z } from 'zod';

/** Queue message shapes of the engine: every boundary validates with a schema, queues included. */
const channel = z.enum(['email', 'sms']);
const id = z.string().min(1).max(64);

/** One piece of a sending's planning: `step` numbers the pieces, so a duplicate or stale piece is dropped. */
export const PlanJob = z.strictObject({ channel, accountId: id, sendingId: id, step: z.number().int().min(0) });
export type PlanJob = z.infer<typeof PlanJob>;

/**
 * Recipients of one sending for one send worker run. `deferrals` counts how often the batch was
 * given back for later (throttled, provider busy): a new message each time, so its receive count —
 * which sends it to the dead letters — counts only real failures.
 */
export const SendBatch = z.strictObject({
  channel,
  accountId: id,
  sendingId: id,
  subscriberIds: z.array(id).min(1).max(100),
  deferrals: z.number().int().min(0).optional(),
  /** Transactional messages (functions/transactional/): the ids are the messages', sent through the channel's transactional adapter. */
  transactional: z.literal(true).optional(),
});
export type SendBatch = z.infer<typeof SendBatch>;
