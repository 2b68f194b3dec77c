/**
 * `npm run bench:events [-- --events N --batch B]`: 1M SNS-wrapped SES events (events-data.ts: a
 * big campaign and a smaller one, deliveries, bounces, complaints, opens and clicks, with our tags)
 * through the events worker's real handler (functions/workers/events-queue.ts) in batches of the
 * queue's batch size, against a counting in-memory table (events-dynamo.ts) that bills requests and
 * write units as DynamoDB would. Compared with JSON.parse alone of the same payloads (the envelope
 * and the SES record inside it: what any consumer must do).
 *
 * The recipients a bounce or complaint is about exist as subscribers (made before counting starts),
 * so what their quarantine and unsubscribe write is counted; the others are not needed: a delivery
 * to a clean address writes nothing to its subscriber.
 * Not a test: it prints numbers. Last line: `events ratio=R requests_per_1k=Q wcu_per_event=U`.
 */
import type { SQSEvent } from 'aws-lambda';
import { CountingTable } from './events-dynamo';
import { body, planEvents, ulidAt, type Plan } from './events-data';
import { random } from './random';

const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

Object.assign(process.env, {
  APP_TABLE: 'goniec-bench',
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  LOG_LEVEL: 'ERROR',
});
const { QUEUES } = await import('@functions/platform/resources');
const { dynamo } = await import('@functions/platform/aws');
const { accountRecordKey } = await import('@functions/data/layout');
const { handler } = await import('@functions/workers/events-queue');

const TOTAL = flag('events', 1_000_000);
const BATCH = flag('batch', QUEUES.find((q) => q.id === 'events')!.batchSize);
const CHUNK = 10_000;

const table = new CountingTable((sk) => sk === 'ACCOUNT' || sk.startsWith('ROLLUP#') || sk.startsWith('SUB#'));
(dynamo() as unknown as { send: (command: never) => Promise<unknown> }).send = (command) => table.send(command);

const next = random(7);
const account = ulidAt(Date.parse('2026-01-10T10:00:00Z'), next);
const ids = {
  account,
  mailings: [ulidAt(Date.parse('2026-11-19T08:00:00Z'), next), ulidAt(Date.parse('2026-11-19T12:00:00Z'), next)],
  subscriber: (i: number) => `01JB${String(i).padStart(22, '0')}`,
};
table.put({ ...accountRecordKey(account), dataLayout: 2 });

console.log(`planning ${TOTAL.toLocaleString('en-US')} events…`);
const plan = planEvents(TOTAL);
const kinds = new Map<string, number>();
for (const p of plan) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
console.log(`mix: ${[...kinds].map(([k, n]) => `${k} ${((100 * n) / TOTAL).toFixed(1)}%`).join(', ')}; batches of ${BATCH}`);

// The subscribers whose records the events change, written the way the app writes them; then the meter starts from zero.
const { commit } = await import('@functions/subscribers/writer');
const touched = [
  ...new Set(plan.filter((p) => p.kind === 'Bounce' || p.kind === 'Transient' || p.kind === 'Complaint').map((p) => p.recipient)),
];
const joined = '2026-01-15T10:00:00.000Z';
for (let i = 0; i < touched.length; i += 40) {
  const ops = touched.slice(i, i + 40).map((r) => ({
    kind: 'create' as const,
    next: {
      id: ids.subscriber(r),
      email: `recipient${r}@example.com`,
      status: 5 as const,
      emailType: 'normal' as const,
      createdAt: joined,
      updatedAt: joined,
      props: {},
      version: 1,
    },
  }));
  const result = await commit(account, ops, [], joined, 'Europe/Warsaw');
  if (!result.ok) throw new Error(`seeding subscribers failed: ${JSON.stringify(result.failures)}`);
}
Object.assign(table.meter, { writeRequests: 0, writeUnits: 0, readRequests: 0, readUnits: 0, byCommand: {} });
console.log(`${touched.length.toLocaleString('en-US')} subscribers bounces and complaints are about`);

const record = (b: string, i: number) => ({
  messageId: `m${i}`,
  receiptHandle: 'r',
  body: b,
  attributes: {},
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn',
  awsRegion: 'eu-central-1',
});

let parseMs = 0;
let ingestMs = 0;
let ingestCpuMs = 0;
let parseCpuMs = 0;
let bytes = 0;
let sink = 0;
let failed = 0;
for (let start = 0; start < TOTAL; start += CHUNK) {
  const bodies = plan.slice(start, start + CHUNK).map((p: Plan) => body(p, ids));
  for (const b of bodies) bytes += b.length;
  const records = bodies.map((b, i) => record(b, start + i));

  let t = performance.now();
  const parseCpu = process.cpuUsage();
  for (const b of bodies) {
    const outer = JSON.parse(b) as { Message: string };
    sink += (JSON.parse(outer.Message) as { eventType: string }).eventType.length;
  }
  parseMs += performance.now() - t;
  const parseUsed = process.cpuUsage(parseCpu);
  parseCpuMs += (parseUsed.user + parseUsed.system) / 1000;

  t = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < records.length; i += BATCH) {
    const out = await handler({ Records: records.slice(i, i + BATCH) } as unknown as SQSEvent);
    failed += out.batchItemFailures.length;
  }
  ingestMs += performance.now() - t;
  const used = process.cpuUsage(cpu);
  ingestCpuMs += (used.user + used.system) / 1000;
}

// What should have been counted: each recipient's first of each kind.
const expected = { delivered: 0, opened: 0, clicked: 0, bounced: 0, complained: 0, unsubscribed: 0 };
const firsts = new Set<string>();
const kindOf = {
  Delivery: ['delivered'],
  Bounce: ['bounced'],
  Transient: [],
  Complaint: ['complained'],
  Open: ['opened'],
  Click: ['clicked', 'opened'],
} as const;
for (const p of plan) {
  for (const k of kindOf[p.kind]) {
    if (firsts.has(`${p.recipient}#${k}`)) continue;
    firsts.add(`${p.recipient}#${k}`);
    expected[k]++;
  }
}
const counted = table.sums();
const same = Object.entries(expected).every(([k, n]) => counted[k] === n);
if (!same || failed) throw new Error(`counted ${JSON.stringify(counted)}, expected ${JSON.stringify(expected)}, ${failed} failed`);

const m = table.meter;
const rate = (ms: number) => Math.round(TOTAL / (ms / 1000));
console.log(`counted (each recipient's first, checked against the plan): ${JSON.stringify(counted)}`);
console.log(`payloads: ${(bytes / TOTAL / 1024).toFixed(2)} KB average (${sink > 0 ? 'parsed' : ''})`);
console.log(
  `JSON.parse only: ${rate(parseMs).toLocaleString('en-US')} events/s; events worker: ${rate(ingestMs).toLocaleString('en-US')} events/s (one core, in-memory table)`,
);
console.log(
  `JSON.parse only: ${Math.round(parseMs)} ms wall, ${Math.round(parseCpuMs)} ms CPU; events worker: ${Math.round(ingestMs)} ms wall, ${Math.round(ingestCpuMs)} ms CPU`,
);
console.log(
  `writes: ${m.writeRequests.toLocaleString('en-US')} requests, ${m.writeUnits.toLocaleString('en-US')} WCU; reads: ${m.readRequests.toLocaleString('en-US')} requests, ${m.readUnits.toLocaleString('en-US')} RCU; by command ${JSON.stringify(m.byCommand)}`,
);
console.log(
  `events ratio=${(parseMs / ingestMs).toFixed(2)} requests_per_1k=${((1000 * m.writeRequests) / TOTAL).toFixed(1)} wcu_per_event=${(m.writeUnits / TOTAL).toFixed(2)}`,
);
