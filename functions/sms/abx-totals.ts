import type { SmsStats } from '@shared/schemas/sms';
import { addProgress, progressRepository } from '@functions/delivery/progress';
import { smsVariantId } from './abx-repository';
import { smsRepository, type SmsRecord } from './repository';

export interface SmsTotals {
  stats: SmsStats;
  processed: number;
  /** Every progress counter, the test's variants' added (issue 18: parts, cost, delivered, failed, clicked). */
  counts: Record<string, number>;
}

/** An A/B test's variants (abx-start.ts), by id: empty for any other sending. */
const variantIds = (record: SmsRecord & { abxVariants?: readonly { key: string }[] }) =>
  (record.abxVariants ?? []).map((v) => smsVariantId(record.id, v.key));

/**
 * Each sending's counts as the API and its orderer see them: what its item counted plus the
 * engine's settled progress; an SMS A/B test's also adds its variants' (each a sending of its own,
 * not listed), so the test stands once, with every text it sent — the variants' and the winner's.
 */
export async function smsTotals(accountId: string, records: readonly SmsRecord[]): Promise<Map<string, SmsTotals>> {
  const variants = records.flatMap(variantIds);
  const [children, progress] = await Promise.all([
    variants.length ? smsRepository.getMany(accountId, variants) : new Map<string, SmsRecord>(),
    progressRepository.sums(accountId, [...records.map((r) => r.id), ...variants]),
  ]);
  const own = (r: SmsRecord): SmsTotals => ({
    stats: { ...addProgress(r.stats, progress.get(r.id)) },
    processed: r.processed + (progress.get(r.id)?.processed ?? 0),
    counts: { ...progress.get(r.id)?.counts },
  });
  return new Map(
    records.map((record) => {
      const total = own(record);
      for (const id of variantIds(record)) {
        const child = children.get(id);
        if (!child) continue;
        const counted = own(child);
        for (const name of Object.keys(total.stats) as (keyof SmsStats)[]) total.stats[name] += counted.stats[name];
        total.processed += counted.processed;
        for (const [name, n] of Object.entries(counted.counts)) total.counts[name] = (total.counts[name] ?? 0) + n;
      }
      return [record.id, total];
    }),
  );
}
