import type { AccountKeyContext, TableKey } from './context';

/**
 * Where an item of an older layout goes in a newer one. Sort keys never change between layouts, so
 * a relocation is known from the sort key's prefix and the item itself: the partition it belongs to
 * now, and its index key when that is sharded too. Each family of keys declares its own beside its
 * key functions (keys/*.ts); the migration (functions/migrations) applies them.
 */
export interface Relocation {
  /** Items whose sort key starts with this (the longest matching prefix wins). */
  prefix: string;
  /** The item's keys in `target` (absent index keys: the item keeps its own). */
  to(item: Record<string, unknown> & TableKey, target: AccountKeyContext): { pk: string; gsi1pk?: string };
}

/** A relocation into the account's base partition: the item stays where it is. */
export const staysInBase = (prefix: string): Relocation => ({ prefix, to: (_item, target) => ({ pk: target.basePk }) });
