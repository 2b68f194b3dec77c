/** The table `npm run bench:cost` prints: one row per priced item, then where each service's cost goes. */
import type { LambdaMeter, ReadMeter, RequestMeter } from './cost-meter';
import { PRICES, requestPrice } from './cost-prices';
import type { WriteMeter } from './partitions-meter';

interface Inputs {
  requests: RequestMeter;
  writes: WriteMeter;
  reads: ReadMeter;
  lambdas: LambdaMeter;
  /** What the functions printed. */
  logBytes: number;
  /** Lambda's own log lines per invocation. */
  platformLogBytes: number;
  /** HTTP requests through CloudFront and API Gateway (tracking hits and the order). */
  hits: number;
}

const WRITES = new Set(['PutItem', 'Put', 'Update', 'Delete', 'BatchWrite', 'TransactWrite']);
const READS = new Set(['Get', 'BatchGet', 'Query', 'Scan', 'TransactGet']);

const usdText = (usd: number) => `$${usd.toFixed(6)}`;
const row = (service: string, item: string, requests: number | string, units: number | string, usd: number | string) =>
  `${service.padEnd(16)}${item.padEnd(34)}${String(requests).padStart(10)}${String(typeof units === 'number' ? Number(units.toFixed(3)) : units).padStart(14)}${(typeof usd === 'number' ? usdText(usd) : usd).padStart(12)}`;

export function report({ requests, writes, reads, lambdas, logBytes, platformLogBytes, hits }: Inputs): { lines: string[]; usd: number } {
  const counts = [...requests.counts.entries()].map(([key, c]) => ({
    service: key.split(' ')[0]!,
    operation: key.slice(key.indexOf(' ') + 1),
    ...c,
  }));
  const of = (service: string, pick: (op: string) => boolean = () => true) =>
    counts.filter((c) => c.service === service && pick(c.operation));
  const sum = (list: { requests: number; units: number }[], field: 'requests' | 'units') => list.reduce((n, c) => n + c[field], 0);
  const priced = (service: string) => of(service).reduce((n, c) => n + c.units * requestPrice(service, c.operation), 0);

  const invocations = [...lambdas.functions.values()].reduce((n, f) => n + f.invocations, 0);
  const gbSeconds = [...lambdas.functions.keys()].reduce((n, name) => n + lambdas.gbSeconds(name), 0);
  const wru = writes.total('run');
  const rru = reads.total();
  const logGb = (logBytes + invocations * platformLogBytes) / 2 ** 30;
  const rows: [string, string, number | string, number | string, number][] = [
    [
      'DynamoDB',
      'write request units',
      sum(
        of('dynamodb', (op) => WRITES.has(op)),
        'requests',
      ),
      wru,
      wru * PRICES.dynamoWriteUnit.usd,
    ],
    [
      'DynamoDB',
      'read request units',
      sum(
        of('dynamodb', (op) => READS.has(op)),
        'requests',
      ),
      rru,
      rru * PRICES.dynamoReadUnit.usd,
    ],
    ['Lambda', 'invocations', invocations, '', invocations * PRICES.lambdaRequest.usd],
    ['Lambda', 'GB-seconds (arm64)', '', gbSeconds, gbSeconds * PRICES.lambdaGbSecond.usd],
    [
      'SQS',
      'requests (64 KB chunks)',
      sum(
        of('sqs', (op) => !op.includes('empty')),
        'requests',
      ),
      sum(
        of('sqs', (op) => !op.includes('empty')),
        'units',
      ),
      priced('sqs'),
    ],
    ['SNS', 'publishes (64 KB chunks)', sum(of('sns'), 'requests'), sum(of('sns'), 'units'), priced('sns')],
    ['API Gateway', 'HTTP API requests', hits, '', hits * PRICES.apiGatewayHttpRequest.usd],
    ['CloudFront', 'HTTPS requests', hits, '', hits * PRICES.cloudFrontHttpsRequest.usd],
    ['Secrets Manager', 'API calls', sum(of('secrets'), 'requests'), '', priced('secrets')],
    ['S3', 'requests', sum(of('s3'), 'requests'), '', priced('s3')],
    ['SSM', 'GetParameter (free)', sum(of('ssm'), 'requests'), '', priced('ssm')],
    ['SES', 'API calls (sending not priced)', sum(of('ses'), 'requests'), '', priced('ses')],
    ['CloudWatch Logs', 'ingestion (MB)', '', logGb * 1024, logGb * PRICES.cloudWatchLogsGb.usd],
  ];
  const usd = rows.reduce((n, r) => n + r[4], 0);
  const lines = [
    '',
    row('service', 'item', 'requests', 'units', 'USD/run'),
    ...rows.filter((r) => r[2] !== 0 || r[4] !== 0).map((r) => row(...r)),
    row('total', '', '', '', usd),
    '',
    'Largest items:',
    ...[...rows]
      .sort((a, b) => b[4] - a[4])
      .slice(0, 4)
      .map((r) => `  ${r[0]} ${r[1]}: ${((r[4] / usd) * 100).toFixed(1)}%`),
    '',
    'Requests by operation (units: WRU/RRU for DynamoDB are in the rows above; SQS/SNS 64 KB chunks):',
    ...counts
      .sort((a, b) => a.service.localeCompare(b.service) || b.requests - a.requests)
      .map((c) => `  ${`${c.service} ${c.operation}`.padEnd(40)}${String(c.requests).padStart(8)}${String(c.units).padStart(8)}`),
    '',
    `DynamoDB RRU by operation: ${[...reads.byOperation.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([op, u]) => `${op} ${u}`)
      .join(', ')}`,
    'DynamoDB reads by key (requests, RRU):',
    ...[...reads.byShape.entries()]
      .sort((a, b) => b[1].units - a[1].units)
      .slice(0, 10)
      .map(([shape, r]) => `  ${shape.padEnd(60)}${String(r.requests).padStart(8)}${String(r.units).padStart(10)}`),
    `Lambda by function (wall time here; AWS would bill less): ${[...lambdas.functions.entries()]
      .map(
        ([name, f]) =>
          `${name} ${f.invocations} calls ${(f.ms / 1000).toFixed(1)} s ${f.memoryMb} MB ${usdText(lambdas.gbSeconds(name) * PRICES.lambdaGbSecond.usd)}`,
      )
      .join('; ')}`,
    `CloudWatch Logs: ${logBytes} bytes printed + ${invocations} x ${platformLogBytes} bytes of Lambda's own lines`,
  ];
  return { lines, usd };
}
