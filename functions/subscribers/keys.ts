/**
 * The subscriber database's keys live in the key registry (functions/data/keys/subscribers.ts),
 * reached through `tenant()`; what stays here are the names shared by the repositories.
 */
export {
  EMAIL_CLAIM_PREFIX,
  FORGOTTEN_PREFIX,
  GSM_CLAIM_PREFIX,
  HIST_PREFIX,
  NOTE_PREFIX,
  STATSDAY_PREFIX,
  STATS_SK,
  SUB_PREFIX,
} from '@functions/data/keys/subscribers';

/** Counter attribute of a status on the stats items. */
export const statusAttr = (status: number) => `s${status}`;
