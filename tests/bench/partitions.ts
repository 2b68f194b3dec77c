/**
 * `npm run bench:partitions [-- --rows N --html-kb K]`: how fast DynamoDB's per-key limit (1,000
 * WCU/s on one partition key) would let one account import, send and ingest SES events. The real
 * code runs against the local emulator (moto) with a metered document client (partitions-meter.ts):
 * the import pipeline (executeImport, as the manual and file imports run it) on an N-row CSV, the
 * planner and sender (planPiece, deliverBatch) for a mailing to those N subscribers, and the SES event
 * handler (engagement.sesEvent) on one Delivery event per message. SES itself is replaced by an
 * instant acceptor (what it does is not DynamoDB's). The run's wall time says nothing about AWS;
 * the write units on the busiest key do: rate = work / (max WCU on one key / 1000).
 * Not a test: it prints numbers.
 *
 * The default is the issue's 1M, which the emulator cannot serve in useful time: it runs the real
 * code at about 50 rows, recipients or events a second on this 2-core machine (2,000 of each take
 * about two minutes), so 1M of each would take most of a day. Run it with --rows 2000 or 20000: keys
 * are hashed, so each key's share of the units per row is fixed by the shard counts, and the busiest
 * key's ratio only loses its sampling noise as N grows (the rates rise towards the mean).
 */
import { ulid } from 'ulid';
import { benchAccount } from './bench-account';
import { benchEmulator } from './emulator-bench';
import { keyShape, WriteMeter } from './partitions-meter';

const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = flag('rows', 1_000_000);
const HTML_KB = flag('html-kb', 190);
const CONCURRENCY = flag('concurrency', 8);
const seconds = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

/** Runs `work` over `items`, `n` at a time. */
async function pool<T>(items: readonly T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const { stop } = await benchEmulator();
try {
  const { dynamo, ses } = await import('@functions/platform/aws');
  const { config } = await import('@functions/platform/config');
  const client = dynamo() as unknown as { send: (command: unknown) => Promise<unknown> };
  const meter = new WriteMeter(client.send.bind(client), config.appTable);
  client.send = (command) => meter.handle(command);
  // SES accepts at once; its message ids are kept for the events phase.
  const messages: { id: string; email: string; tags: Record<string, string> }[] = [];
  type SendInput = { Destination?: { ToAddresses?: string[] }; EmailTags?: { Name?: string; Value?: string }[] };
  (ses() as unknown as { send: (command: { input: SendInput }) => Promise<unknown> }).send = async (command) => {
    const id = `bench-${ulid()}`;
    const email = command.input.Destination?.ToAddresses?.[0] ?? '';
    const tags = Object.fromEntries((command.input.EmailTags ?? []).map((t) => [t.Name ?? '', t.Value ?? '']));
    // Only the mailing's messages get events (not the notifications the run sends its starter).
    if (email.includes('@bench')) messages.push({ id, email, tags });
    return { MessageId: id };
  };

  const { newImportRecord } = await import('@functions/imports/service');
  const { importsRepository } = await import('@functions/imports/repository');
  const { executeImport } = await import('@functions/imports/job');
  const { mailingsService } = await import('@functions/mailings/service');
  const { mailingsRepository } = await import('@functions/mailings/repository');
  const { sendingQueues } = await import('@functions/sending/queues');
  const { planPiece } = await import('@functions/delivery/planner');
  const { deliverBatch } = await import('@functions/delivery/engine');
  const { CHANNELS } = await import('@functions/delivery/channels');
  const { progressRepository } = await import('@functions/delivery/progress');
  const { engagement } = await import('@functions/sending/engagement');
  const { sesEventFor } = await import('@infra/local/ses-feedback');

  const { accountId, principal } = await benchAccount();

  // Import: N new subscribers from a CSV, through the pipeline and the database sink.
  meter.start('import');
  let started = Date.now();
  const csv = Buffer.from(
    [
      'email,name',
      ...Array.from({ length: ROWS }, (_, i) => `s${i}.${accountId.slice(-6).toLowerCase()}@bench${i % 97}.example.pl,Osoba ${i}`),
    ].join('\n'),
    'utf8',
  );
  const record = newImportRecord(principal, {
    source: 'manual',
    columnCount: 2,
    bytesTotal: csv.length,
    options: {
      mode: 2,
      status: 8,
      emailType: 'normal',
      consents: { properties: [], forNew: false, forUpdated: false },
      contactRule: 'email',
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'name' },
      ],
      hasHeader: true,
      encoding: 'utf-8',
      delimiter: ',',
    },
  });
  await importsRepository.create(record);
  const chunks = Array.from({ length: Math.ceil(csv.length / (1 << 20)) }, (_, i) => csv.subarray(i << 20, (i + 1) << 20));
  const outcome = await executeImport(record, chunks);
  const imported = (await importsRepository.get(accountId, record.id))!;
  if (outcome !== 'finished' || imported.imported !== ROWS) throw new Error(`import ${outcome}: ${imported.imported} of ${ROWS} imported`);
  console.log(`import: ${ROWS.toLocaleString('en-US')} rows in ${seconds(started)} s`);

  meter.start('setup');
  // Sending: the planner reads the audience and queues batches (kept here), senders take them side by side.
  const html =
    `<html><body><p>Cześć {{name}}</p>${'<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.</p>'.repeat(Math.ceil((HTML_KB * 1024) / 110))}<p><a href="https://shop.example/x">Sklep</a></p></body></html>`.slice(
      0,
      199_000,
    );
  const mailing = await mailingsService.create(principal, {
    name: 'Bench',
    subject: 'Hej {{name}}',
    fromName: 'Sklep',
    fromEmail: 'news@goniec.test',
    html,
  });
  const batches: Parameters<typeof deliverBatch>[1][] = [];
  sendingQueues.plan = async () => undefined;
  sendingQueues.send = async (queued) => void batches.push(...(queued as typeof batches));
  await mailingsService.sendNow(principal, mailing.id);
  meter.start('send');
  started = Date.now();
  await planPiece(CHANNELS.email, { channel: 'email', accountId, sendingId: mailing.id, step: 0 }, () => Number.POSITIVE_INFINITY);
  await pool(batches, CONCURRENCY, (batch) => deliverBatch(CHANNELS.email, batch, { receiveCount: 1, maxReceives: 5 }));
  const sent = (await mailingsRepository.get(accountId, mailing.id))!;
  const progress = await progressRepository.sum(accountId, mailing.id);
  if (sent.state !== 'sent' || progress.counts.sent !== ROWS)
    throw new Error(`sending ${sent.state}: ${progress.counts.sent} of ${ROWS} sent`);
  console.log(`send: ${ROWS.toLocaleString('en-US')} recipients in ${batches.length} batches in ${seconds(started)} s`);

  // SES events: one delivery per message, as the events worker hands them to the handler.
  meter.start('events');
  started = Date.now();
  await pool(messages, CONCURRENCY, (m) =>
    engagement.sesEvent(sesEventFor({ id: m.id, source: 'news@goniec.test', tags: m.tags }, m.email)),
  );
  console.log(`events: ${messages.length.toLocaleString('en-US')} SES events in ${seconds(started)} s`);

  const rates: Record<string, number> = {};
  for (const [phase, work, unit] of [
    ['import', ROWS, 'rows'],
    ['send', ROWS, 'recipients'],
    ['events', messages.length, 'events'],
  ] as const) {
    rates[phase] = meter.rate(phase, work);
    console.log(
      `\n${phase}: table WCU per ${unit.replace(/s$/, '')} by item kind (all keys): ${meter
        .byKind(phase)
        .map((k) => `${k.kind.replace(/^table /, '')} ${(k.wcu / work).toFixed(2)}`)
        .join(', ')}`,
    );
    console.log(
      `${phase}: ${meter.total(phase).toLocaleString('en-US')} WCU on ${meter.byPhase.get(phase)!.size} keys for ${work.toLocaleString('en-US')} ${unit}; busiest keys:`,
    );
    for (const { key, wcu } of meter.top(phase)) {
      console.log(`  ${String(wcu).padStart(10)} WCU  ${(wcu / work).toFixed(3).padStart(8)}/unit  ${keyShape(key)}`);
      if (wcu / work > 0.2)
        for (const t of meter.topItems(phase, key))
          console.log(`  ${''.padStart(10)}      ${(t.wcu / work).toFixed(3).padStart(8)}/unit    sk ${t.item}`);
    }
  }
  console.log(`\nrows=${ROWS} html_kb=${Math.round(html.length / 1024)} writes=${JSON.stringify(Object.fromEntries(meter.counts))}`);
  console.log(`partitions import_rows_s=${rates.import} send_rcpt_s=${rates.send} events_s=${rates.events}`);
} finally {
  await stop();
}
