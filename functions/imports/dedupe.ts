/**
 * In-file de-duplication that fits 2.5M rows in a few tens of MB: a set of 64-bit hashes of the
 * normalised contacts, open addressing with linear probing over one Uint32Array (each slot's high
 * and low halves side by side, so a probe touches one cache line), no object per entry. A JS Set of strings would hold every address (~100 B each plus the
 * Set's own overhead: ~300 MB for 2.5M rows).
 *
 * Hashes can collide: two different addresses share a 64-bit hash with probability ~n²/2⁶⁵
 * (≈ 2·10⁻⁷ for 2.5M rows), which would skip one row as a duplicate. The report names it, and the
 * user can import that row again.
 */

/**
 * Both 32-bit lanes of cyrb53 (bryc, public domain) over UTF-16 code units, written into `out`;
 * `kind` (a code unit) goes in first, so an e-mail and a GSM number never share a hash by their text.
 */
export function hash64(text: string, out: Uint32Array, kind = 0): void {
  let h1 = Math.imul(0xdeadbeef ^ kind, 2654435761);
  let h2 = Math.imul(0x41c6ce57 ^ kind, 1597334677);
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  out[0] = h1 >>> 0;
  out[1] = h2 >>> 0;
}

const MAX_LOAD = 0.7;

export class HashSet64 {
  /** Slot i is [2i] high half, [2i + 1] low half; (0, 0) is empty. */
  private table: Uint32Array;
  private mask: number;
  private count = 0;
  private readonly scratch = new Uint32Array(2);

  constructor(initialCapacity = 1 << 16) {
    let capacity = 16;
    while (capacity < initialCapacity) capacity *= 2;
    this.table = new Uint32Array(capacity * 2);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.count;
  }

  /** Bytes held by the table. */
  get bytes(): number {
    return this.table.byteLength;
  }

  /** Whether the text (of a kind) was seen before; does not add it. */
  hasText(text: string, kind = 0): boolean {
    hash64(text, this.scratch, kind);
    return this.has(this.scratch[0]!, this.scratch[1]!);
  }

  /** Adds the text (of a kind); false when it was already there. */
  addText(text: string, kind = 0): boolean {
    hash64(text, this.scratch, kind);
    return this.add(this.scratch[0]!, this.scratch[1]!);
  }

  has(hi: number, lo: number): boolean {
    // (0, 0) marks an empty slot, so a real (0, 0) hash is stored as (0, 1).
    if (hi === 0 && lo === 0) lo = 1;
    const t = this.table;
    for (let slot = this.slotOf(hi, lo); ; slot = (slot + 1) & this.mask) {
      const h = t[slot * 2]!;
      const l = t[slot * 2 + 1]!;
      if (h === 0 && l === 0) return false;
      if (h === hi && l === lo) return true;
    }
  }

  add(hi: number, lo: number): boolean {
    if (hi === 0 && lo === 0) lo = 1;
    if (this.count + 1 > (this.mask + 1) * MAX_LOAD) this.grow();
    const t = this.table;
    for (let slot = this.slotOf(hi, lo); ; slot = (slot + 1) & this.mask) {
      const h = t[slot * 2]!;
      const l = t[slot * 2 + 1]!;
      if (h === 0 && l === 0) {
        t[slot * 2] = hi;
        t[slot * 2 + 1] = lo;
        this.count++;
        return true;
      }
      if (h === hi && l === lo) return false;
    }
  }

  private slotOf(hi: number, lo: number): number {
    // The low lane is already well mixed; folding in the high lane spreads keys that share it.
    return (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Uint32Array(old.length * 2);
    this.mask = this.table.length / 2 - 1;
    const t = this.table;
    for (let i = 0; i < old.length; i += 2) {
      const h = old[i]!;
      const l = old[i + 1]!;
      if (h === 0 && l === 0) continue;
      let slot = this.slotOf(h, l);
      while (t[slot * 2] !== 0 || t[slot * 2 + 1] !== 0) slot = (slot + 1) & this.mask;
      t[slot * 2] = h;
      t[slot * 2 + 1] = l;
    }
  }
}
