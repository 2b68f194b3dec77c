import type { SegmentGroup } from '@shared/segments/model';
import { DEFAULT_TIME_ZONE } from '@shared/segments/dates';
import type { Estimate } from '@shared/schemas/segments';
import { subscribersRepository } from '@functions/subscribers/repository';
import { compileFor } from './calculation';
import { rangeBatches } from './loader';

/** At most this many subscribers are read for an estimate; a smaller database is counted exactly. */
const SAMPLE = 2_000;
const BLOCKS = 4;

function randomInt(max: number): number {
  return Math.floor(Math.random() * max);
}

/**
 * A fast, approximate audience size: blocks of consecutive subscribers read from random places are
 * evaluated and the share that matches is scaled to the database, with the margin of a 95% interval
 * (finite-population corrected). Up to SAMPLE subscribers it is simply exact.
 */
export async function estimateSegment(accountId: string, conditions: SegmentGroup): Promise<Estimate> {
  const compiled = await compileFor(accountId, conditions, new Date().toISOString());
  const ids: string[] = [];
  for await (const page of subscribersRepository.idPages(accountId)) ids.push(...page);
  const total = ids.length;
  const ranges: [string, string][] = [];
  if (total <= SAMPLE) {
    if (total > 0) ranges.push([ids[0]!, ids[total - 1]!]);
  } else {
    const size = Math.floor(SAMPLE / BLOCKS);
    const step = Math.floor(total / BLOCKS);
    for (let b = 0; b < BLOCKS; b++) {
      const start = b * step + randomInt(Math.max(1, step - size));
      ranges.push([ids[start]!, ids[Math.min(total - 1, start + size - 1)]!]);
    }
  }
  let sampled = 0;
  let matched = 0;
  for (const [from, to] of ranges) {
    for await (const { batch, scanned } of rangeBatches(accountId, from, to, compiled.needs, DEFAULT_TIME_ZONE)) {
      sampled += scanned;
      matched += compiled.matches(batch).length;
    }
  }
  if (sampled === 0) return { count: 0, margin: 0, sampled: 0, total, exact: true };
  const exact = sampled >= total;
  const p = matched / sampled;
  const correction = exact ? 0 : Math.sqrt((total - sampled) / Math.max(1, total - 1));
  const margin = exact ? 0 : Math.ceil(1.96 * Math.sqrt((p * (1 - p)) / sampled) * correction * total);
  return { count: Math.round(p * total), margin, sampled, total, exact };
}
