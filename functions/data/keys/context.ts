import { DAY_SHARDS, shardLabel, shardOf, SENDING_SHARDS, SUBSCRIBER_SHARDS } from '../shards';

/**
 * The data layouts of an account. Layout 1 is how accounts were stored before sharding: every item
 * of an account in one partition, `ACC#<account>`. Layout 2 spreads the high-volume families over
 * sharded partition keys (shards.ts). Sort keys are the same in both, so one repository reads and
 * writes either layout through the same key functions; only partition keys (and sharded index keys)
 * differ. An account records its layout (layout.ts); the migration moves an account from 1 to 2.
 */
export type DataLayout = 1 | 2;
export const CURRENT_LAYOUT: DataLayout = 2;

// A type, not an interface: it passes where a plain record of attributes is expected (batch reads, cursors).
export type TableKey = {
  pk: string;
  sk: string;
};

/**
 * Partition families: what spreads over several partition keys, and by how many. The tag names the
 * family inside the key, so `ACC#<account>#<tag>#<shard>` (or `…#<tag>#<scope>#<shard>` for a
 * family per sending) can never collide with another family or account.
 */
export const FAMILIES = {
  /** A subscriber and what hangs off them: history, notes, activity, texts, counters by shard. */
  subscriber: { tag: 'S', shards: SUBSCRIBER_SHARDS },
  /** E-mail claims (unique addresses, prefix search), by the address. */
  email: { tag: 'E', shards: SUBSCRIBER_SHARDS },
  /** GSM claims, by the number. */
  gsm: { tag: 'G', shards: SUBSCRIBER_SHARDS },
  /** A sending's per-recipient claims and its roll-ups, per sending, by the recipient. */
  sending: { tag: 'M', shards: SENDING_SHARDS },
  /** The account's report days (period reports' roll-ups), a batch's writes in one shard at random. */
  day: { tag: 'D', shards: DAY_SHARDS },
} as const;
export type Family = keyof typeof FAMILIES;

/**
 * Builds the keys of one account in one layout. It is the only maker of partition keys: every
 * function of the registry (keys/*.ts) builds its keys through it, and nothing here takes another
 * account's id, so a repository bound to an account cannot produce a key outside it.
 */
export class AccountKeyContext {
  constructor(
    readonly accountId: string,
    readonly layout: DataLayout,
  ) {}

  /** The account's own partition: its record, members, settings and every low-volume list. */
  get basePk(): string {
    return `ACC#${this.accountId}`;
  }

  base(sk: string): TableKey {
    return { pk: this.basePk, sk };
  }

  /** How many partitions a family has in this layout (one, the base partition, in layout 1). */
  shards(family: Family): number {
    return this.layout === 1 ? 1 : FAMILIES[family].shards;
  }

  /** The shard of `by` (a subscriber id, an address, a number) in a family. */
  shardOf(family: Family, by: string): number {
    return shardOf(by, this.shards(family));
  }

  /** One partition of a family; `scope` names the sending of a per-sending family. */
  partition(family: Family, shard: number, scope?: string): string {
    if (this.layout === 1) return this.basePk;
    if (!Number.isInteger(shard) || shard < 0 || shard >= FAMILIES[family].shards)
      throw new Error(`shard ${shard} out of range for ${family}`);
    return `${this.basePk}#${FAMILIES[family].tag}${scope === undefined ? '' : `#${scope}`}#${shardLabel(shard)}`;
  }

  /** The partition `by` belongs to. */
  partitionOf(family: Family, by: string, scope?: string): string {
    return this.partition(family, this.shardOf(family, by), scope);
  }

  /** Every partition of a family (one per shard), for reads of the whole family. */
  partitions(family: Family, scope?: string): { shard: number; pk: string }[] {
    return Array.from({ length: this.shards(family) }, (_, shard) => ({ shard, pk: this.partition(family, shard, scope) }));
  }

  /**
   * A key of the one global secondary index (gsi1). `parts` follow the account; a sharded index key
   * (one per shard of `family`) ends in the shard in layout 2 and has none in layout 1.
   */
  index(name: string, parts: readonly (string | number)[], sharded?: { family: Family; shard: number }): string {
    const base = [name, this.accountId, ...parts].join('#');
    return sharded && this.layout !== 1 ? `${base}#${shardLabel(sharded.shard)}` : base;
  }
}
