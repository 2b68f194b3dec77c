import type { AccountKeyContext } from './context';

/** The items of one partition whose sort key starts with `prefix`: what a `begins_with` query reads. */
export interface KeyRange {
  pk: string;
  prefix: string;
}

/** A range of the account's base partition. */
export const baseRange = (c: AccountKeyContext, prefix: string): KeyRange => ({ pk: c.basePk, prefix });
