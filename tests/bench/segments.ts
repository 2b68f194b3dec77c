/**
 * `npm run bench:segments`: the segment evaluator over 1,000,000 subscribers with 20 properties and
 * 10,000,000 events over 90 days, ten trees of depth 3, against hand-written loops over the same
 * arrays. The last line is `segments ratio=<R> full_s=<S>`: R = evaluator rows/s ÷ baseline rows/s
 * (over all ten trees), S = seconds for the ten full recomputes. Not a test: numbers, not assertions.
 */
import { compileSegment } from '@shared/segments/evaluate';
import { buildData, PROPERTY_TYPES, slice } from './segments-data';
import { BENCH_TREES } from './segments-trees';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
/** Rows per batch, as the background calculation reads them. */
const CHUNK = 10_000;
const ROUNDS = 3;

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const built = process.hrtime.bigint();
const { batch, today } = buildData(SUBSCRIBERS, EVENTS);
const chunks = Array.from({ length: Math.ceil(SUBSCRIBERS / CHUNK) }, (_, c) =>
  slice(batch, c * CHUNK, Math.min(SUBSCRIBERS, (c + 1) * CHUNK)),
);
console.log(
  `data: ${fmt(SUBSCRIBERS)} subscribers, ${Object.keys(PROPERTY_TYPES).length} properties, ${fmt(batch.events.type.length)} events over 90 days (built in ${seconds(built).toFixed(1)} s)`,
);

const propertyType = (id: string) => PROPERTY_TYPES[id];
let evaluatorTotal = 0;
let baselineTotal = 0;
for (const { name, tree, baseline } of BENCH_TREES) {
  const compiled = compileSegment(tree, { propertyType, today });
  let bestEvaluator = Infinity;
  let bestBaseline = Infinity;
  let matched = 0;
  let expected = 0;
  // Alternating rounds, best of each: both get the same warm JIT and the same machine noise.
  for (let round = 0; round < ROUNDS; round++) {
    let start = process.hrtime.bigint();
    matched = 0;
    for (const chunk of chunks) matched += compiled.matches(chunk).length;
    bestEvaluator = Math.min(bestEvaluator, seconds(start));
    start = process.hrtime.bigint();
    expected = 0;
    for (const chunk of chunks) expected += baseline(chunk, today);
    bestBaseline = Math.min(bestBaseline, seconds(start));
  }
  if (matched !== expected) throw new Error(`"${name}": evaluator matched ${matched}, baseline ${expected}`);
  evaluatorTotal += bestEvaluator;
  baselineTotal += bestBaseline;
  console.log(
    `${name}\n  matched ${fmt(matched)}; evaluator ${fmt(SUBSCRIBERS / bestEvaluator)} rows/s (${bestEvaluator.toFixed(3)} s), baseline ${fmt(SUBSCRIBERS / bestBaseline)} rows/s (${bestBaseline.toFixed(3)} s)`,
  );
}
const ratio = baselineTotal / evaluatorTotal;
console.log(
  `full recompute of ${BENCH_TREES.length} trees over ${fmt(SUBSCRIBERS)} subscribers: ${evaluatorTotal.toFixed(2)} s (baseline ${baselineTotal.toFixed(2)} s)`,
);
console.log(`peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
console.log(`segments ratio=${ratio.toFixed(2)} full_s=${evaluatorTotal.toFixed(2)}`);
