/**
 * `npm run bench:cost [-- --recipients N --html-kb K --ses-rate R]`: what AWS infrastructure one
 * e-mail sending costs, on top of SES's own $0.10 per 1,000 e-mails. A 1,000-recipient sending runs
 * end to end in the local emulator (moto) through the real code: the API's sendNow, the plan and
 * send workers on their queues (fed the way Lambda's SQS event source feeds them), SES's Delivery
 * events through SNS and the events queue to the events worker, then 30% of recipients open (the
 * tracking pixel, through the tracking function) and 3% click. Every AWS request, DynamoDB unit,
 * Lambda invocation and millisecond, and log byte from the order on is counted (cost-meter.ts) and
 * priced on-demand in us-east-1 (cost-prices.ts). Setting up the account, its subscribers (the
 * real import) and the mailing is not counted. Not a test: it prints a table and, last,
 * `cost usd_per_million=X` (USD per million recipients).
 *
 * What is approximated, and which way:
 * - Lambda time is wall time in this process, against the emulator, which is much slower than
 *   DynamoDB and SQS: GB-seconds are overstated.
 * - One process is one warm container: cold starts (and their Secrets Manager and SSM reads) are
 *   fewer than in AWS, where each container reads the signing key once.
 * - SQS: every non-empty receive and delete of the local poller is counted as Lambda's event source
 *   would make it; empty receives are shown apart and not priced (Lambda polls idle queues all the
 *   time, a fixed cost per queue, not per recipient).
 * - The per-minute ticker (and its reconciler) runs whatever is sent: left out.
 * - CloudWatch Logs: what the functions print at the deployed level (INFO) plus Lambda's START, END
 *   and REPORT lines.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import PostalMime from 'postal-mime';
import { ulid } from 'ulid';
import { benchAccount } from './bench-account';
import { benchEmulator } from './emulator-bench';
import { LambdaMeter, LogMeter, READ_COMMANDS, ReadMeter, RequestMeter } from './cost-meter';
import { PRICES, PRICES_TAKEN } from './cost-prices';
import { keyShape, WriteMeter } from './partitions-meter';

const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RECIPIENTS = flag('recipients', 1000);
const HTML_KB = flag('html-kb', 40);
/** SES's MaxSendRate the emulator answers: the pacer's shared bucket takes a fifth of a second's worth per write. */
const SES_RATE = flag('ses-rate', 100);
const OPEN_SHARE = 0.3;
const CLICK_SHARE = 0.03;
/** GoniecFunction's default memory (infra/constructs/goniec-function.ts); the API function has 1,024 MB. */
const MEMORY_MB = 512;
const API_MEMORY_MB = 1024;
/** Lambda's own START, END and REPORT log lines per invocation, in bytes. */
const PLATFORM_LOG_BYTES = 350;

process.env.GONIEC_EMULATOR_SES_RATE = String(SES_RATE);
const logs = new LogMeter();
// The deployed functions log at INFO (no LOG_LEVEL in their environment) and write their EMF metrics
// lines (functions/platform/metrics.ts) to the same log.
const { resources, stop } = await benchEmulator({ LOG_LEVEL: 'INFO', POWERTOOLS_LOG_LEVEL: 'INFO', POWERTOOLS_METRICS_DISABLED: 'false' });
try {
  const aws = await import('@functions/platform/aws');
  const { config } = await import('@functions/platform/config');

  // Meters: requests on every shared client, units on the document client (its extra reads unmetered).
  const requests = new RequestMeter();
  const clients = {
    sqs: aws.sqs(),
    ses: aws.ses(),
    sns: aws.sns(),
    s3: aws.s3(),
    secrets: aws.secrets(),
    ssm: aws.ssm(),
    cognito: aws.cognito(),
    cloudfront: aws.cloudfront(),
  };
  for (const [service, client] of Object.entries(clients)) {
    requests.attach(client, service, (command, input) =>
      command === 'Publish' && input.TopicArn === resources.sesEventsTopicArn ? 'Publish (SES events)' : undefined,
    );
  }
  const documents = aws.dynamo() as unknown as { send: (command: any) => Promise<any> };
  const unmetered = documents.send.bind(documents);
  const writes = new WriteMeter(unmetered, config.appTable);
  const reads = new ReadMeter(unmetered);
  documents.send = async (command) => {
    const name: string = command.constructor?.name ?? 'unknown';
    requests.add('dynamodb', name.replace(/Command$/, ''));
    const out = await writes.handle(command);
    if (READ_COMMANDS.has(name)) await reads.charge(command, out);
    return out;
  };
  const lambdas = new LambdaMeter();

  // The raw MIME of every e-mail SES accepts, by recipient: where the pixel and links are.
  const mime = new Map<string, Uint8Array | string>();
  aws.ses().middlewareStack.add(
    (next: any) => async (args: any) => {
      const input = args.input;
      const to = input?.Destination?.ToAddresses?.[0];
      // A copy: the sender writes each message into a buffer it reuses once SES answered (MimeArena).
      const raw = input.Content?.Raw?.Data as Uint8Array | undefined;
      if (to) mime.set(String(to).toLowerCase(), raw ? Buffer.from(raw) : (input.Content?.Simple?.Body?.Html?.Data ?? ''));
      return next(args);
    },
    { step: 'initialize', name: 'benchMimeCapture' },
  );

  const { newImportRecord } = await import('@functions/imports/service');
  const { importsRepository } = await import('@functions/imports/repository');
  const { executeImport } = await import('@functions/imports/job');
  const { mailingsService } = await import('@functions/mailings/service');
  const { pollOnce } = await import('@infra/local/queue-poller');
  const { WORKERS } = await import('@infra/local/runtime');
  const { startSesFeedback } = await import('@infra/local/ses-feedback');
  const { handler: trackingHandler } = await import('@functions/tracking/handler');
  const { QUEUES } = await import('@functions/platform/resources');

  // Setup, not counted: an account, its subscribers (through the real import), a 40 KB mailing.
  const { accountId, principal } = await benchAccount();
  const tag = accountId.slice(-6).toLowerCase();
  const addresses = Array.from({ length: RECIPIENTS }, (_, i) => `s${i}.${tag}@bench${i % 97}.example.pl`);
  const csv = Buffer.from(['email,name', ...addresses.map((a, i) => `${a},Osoba ${i}`)].join('\n'), 'utf8');
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
  const outcome = await executeImport(record, [csv]);
  if (outcome !== 'finished') throw new Error(`import ${outcome}`);
  const links = [
    'https://shop.example/nowosci',
    'https://shop.example/promocje?utm_source=goniec',
    'https://shop.example/koszyk',
    'https://blog.shop.example/poradnik',
    'https://shop.example/kontakt',
  ];
  const paragraph =
    '<p style="font-family:Arial,sans-serif;font-size:14px;line-height:20px;color:#333">Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.</p>';
  const filler = paragraph.repeat(Math.ceil((HTML_KB * 1024) / paragraph.length));
  const body = `${links.map((href, i) => `<p><a href="${href}">Link ${i + 1}</a></p>`).join('')}${filler}`.slice(0, HTML_KB * 1024 - 200);
  const html = `<html><body><h1>Cześć {{name}}</h1>${body.slice(0, body.lastIndexOf('</p>') + 4)}</body></html>`;
  const mailing = await mailingsService.create(principal, {
    name: 'Bench',
    subject: 'Nowości dla {{name}}',
    fromName: 'Sklep',
    fromEmail: 'news@goniec.test',
    html,
  });

  // Counted from here: the order, the workers, SES's events, the opens and clicks.
  const workers = Object.fromEntries(QUEUES.map((q) => [q.id, lambdas.wrap(`${q.id}-worker`, MEMORY_MB, WORKERS[q.id])])) as typeof WORKERS;
  const tracking = lambdas.wrap('tracking', MEMORY_MB, trackingHandler);
  const api = lambdas.wrap('api', API_MEMORY_MB, () => mailingsService.sendNow(principal, mailing.id));
  const drain = async () => {
    for (let round = 0; round < 500; round++) {
      let handled = 0;
      for (const [id, url] of Object.entries(resources.env)
        .filter(([k]) => /^[A-Z]+_QUEUE_URL$/.test(k))
        .map(([k, v]) => [k.split('_')[0]!.toLowerCase(), v] as const)) {
        const spec = QUEUES.find((q) => q.id === id)!;
        handled += await pollOnce({ url, arn: `arn:aws:sqs:eu-central-1:000000000000:${id}`, spec }, workers[spec.id], 'eu-central-1', 0);
      }
      if (handled === 0) return;
    }
    throw new Error('queues did not drain');
  };
  const started = Date.now();
  writes.start('run');
  requests.on = reads.on = lambdas.on = logs.on = true;
  const feedback = startSesFeedback({ topicArn: resources.sesEventsTopicArn });
  await api();
  await drain();
  await feedback.stop();
  await drain();

  // Opens and clicks: the pixel of 30% of recipients and the first link of 3%, as their mail clients would fetch them.
  let hits = 0;
  const fetchPath = async (path: string) => {
    hits++;
    const event = {
      version: '2.0',
      routeKey: '$default',
      rawPath: path,
      rawQueryString: '',
      headers: { 'user-agent': 'Mozilla/5.0', 'accept-language': 'pl-PL,pl', host: 'goniec.test', 'x-forwarded-proto': 'https' },
      requestContext: {
        accountId: 'bench',
        apiId: 'bench',
        domainName: 'goniec.test',
        domainPrefix: 'goniec',
        http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '198.51.100.7', userAgent: 'Mozilla/5.0' },
        requestId: ulid(),
        routeKey: '$default',
        stage: '$default',
        time: '',
        timeEpoch: Date.now(),
      },
      isBase64Encoded: false,
    } as APIGatewayProxyEventV2;
    const res = (await tracking(event)) as { statusCode?: number };
    if (!res.statusCode || res.statusCode >= 400) throw new Error(`tracking ${path} answered ${res.statusCode}`);
  };
  const opens = Math.round(RECIPIENTS * OPEN_SHARE);
  const clicks = Math.round(RECIPIENTS * CLICK_SHARE);
  for (let i = 0; i < opens; i++) {
    const raw = mime.get(addresses[i]!);
    if (!raw) throw new Error(`no e-mail reached ${addresses[i]}`);
    const parsed = typeof raw === 'string' && !raw.includes('MIME-Version') ? { html: raw } : await PostalMime.parse(raw);
    const pixel = /src=["']([^"']*\/t\/o\/[^"']+)["']/.exec(parsed.html ?? '')?.[1];
    const click = /href=["']([^"']*\/t\/c\/[^"']+)["']/.exec(parsed.html ?? '')?.[1];
    if (!pixel || !click) throw new Error('the e-mail has no tracking pixel or tracked link');
    await fetchPath(new URL(pixel).pathname);
    if (i < clicks) await fetchPath(new URL(click).pathname);
  }
  await drain();
  requests.on = reads.on = lambdas.on = logs.on = false;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);

  const result = await mailingsService.get(principal, mailing.id);
  const stats = result.stats as unknown as Record<string, number>;
  if (
    result.state !== 'sent' ||
    stats.sent !== RECIPIENTS ||
    stats.delivered !== RECIPIENTS ||
    stats.opened !== opens ||
    stats.clicked !== clicks
  ) {
    throw new Error(`the sending did not end as expected: ${result.state} ${JSON.stringify(stats)}`);
  }
  const { report } = await import('./cost-report');
  const { lines, usd } = report({
    requests,
    writes,
    reads,
    lambdas,
    logBytes: logs.bytes,
    platformLogBytes: PLATFORM_LOG_BYTES,
    hits: hits + 1,
  });
  const print = (line = '') => logs.print(line);
  print(
    `bench:cost: ${RECIPIENTS} recipients, ${Math.round(html.length / 1024)} KB HTML with ${links.length} links, ${opens} opens, ${clicks} clicks, SES rate ${SES_RATE}/s; counted part ran ${seconds} s`,
  );
  print(`stats: ${JSON.stringify(stats)}`);
  print(
    `prices: on-demand us-east-1 as of ${PRICES_TAKEN} (tests/bench/cost-prices.ts: ${Object.keys(PRICES).length} prices with their sources)`,
  );
  for (const line of lines) print(line);
  const indexes = new Map<string, number>();
  for (const [key, wcu] of writes.byPhase.get('run') ?? [])
    if (!key.startsWith('table ')) indexes.set(key.split(' ')[0]!, (indexes.get(key.split(' ')[0]!) ?? 0) + wcu);
  print(
    `DynamoDB WRU per recipient: ${(writes.total('run') / RECIPIENTS).toFixed(2)}; index entries ${[...indexes].map(([index, wcu]) => `${index} ${(wcu / RECIPIENTS).toFixed(2)}`).join(', ') || 'none'}; table items by kind:`,
  );
  for (const k of writes.byKind('run', 12))
    print(`  ${(k.wcu / RECIPIENTS).toFixed(2).padStart(6)}/rcpt  ${keyShape(k.kind)} (up to ${writes.sizes.get(k.kind) ?? '?'} B)`);
  print(`cost usd_per_million=${((usd * 1e6) / RECIPIENTS).toFixed(2)}`);
} catch (error) {
  logs.restore();
  throw error;
} finally {
  await stop();
}
