/**
 * `npm run bench:reports [-- --reads N]`: the mailing report (functions/reports) of a sending to
 * 1,000,000 recipients, read through the local AWS emulator (moto). The roll-ups such a sending
 * leaves are written first (not timed): in each of its 32 sending partitions, the items batches of
 * the events worker would have left there — totals, 48 hours, 30 days, 40 links, every named domain
 * and `other`, devices, clients, bounce codes — with counts adding up to a million recipients' opens,
 * clicks and bounces, and the engagement counters beside them. Then the report is read N times (the
 * service, as the route calls it). Not a test: it prints numbers. Last line: `reports p95_ms=N`.
 */
import { benchEmulator } from './emulator-bench';
import { benchAccount } from './bench-account';
import { random } from './random';

const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const READS = flag('reads', 50);
const RECIPIENTS = 1_000_000;

const { stop } = await benchEmulator();
try {
  const { tenant } = await import('@functions/data/tenant');
  const { batchWriteItems } = await import('@functions/platform/batch-write');
  const { mailingsRepository } = await import('@functions/mailings/repository');
  const { mailingsService } = await import('@functions/mailings/service');
  const { reportsService } = await import('@functions/reports/service');
  const { MAIL_PROVIDERS, OTHER_DOMAIN } = await import('@shared/rules/mail-domains');
  const { CLIENT_FAMILIES } = await import('@shared/rules/user-agents');
  const { QUARANTINE_BOUNCE_CODES, OTHER_BOUNCE_CODES } = await import('@shared/rules/quarantine');
  const { DEVICE_KINDS } = await import('@shared/schemas/reports');
  const { linkHash } = await import('@functions/data/keys/sending');

  const { accountId, principal } = await benchAccount();
  const created = await mailingsService.create(principal, {
    name: 'Milion',
    subject: 'Oferta',
    fromName: 'Sklep',
    fromEmail: 'news@goniec.test',
    html: '<p>x</p>',
  } as never);
  const startedAt = '2026-11-20T08:00:00.000Z';
  const record = (await mailingsRepository.get(accountId, created.id))!;
  const stats = { ...record.stats, recipients: RECIPIENTS, sent: RECIPIENTS, delivered: 0 };
  await mailingsRepository.put(accountId, { ...record, state: 'sent', startedAt, finishedAt: '2026-11-20T11:00:00.000Z', stats });

  // What the events worker leaves in each shard (its batches pick shards at random: every shard holds every roll-up).
  const keys = await tenant(accountId, 'write');
  const shards = keys.sendingPartitions(created.id).length;
  const per = (n: number) => Math.round(n / shards);
  const rnd = random(18);
  const hours = Array.from({ length: 48 }, (_, h) => new Date(Date.parse(startedAt) + h * 3_600_000).toISOString().slice(0, 13));
  const days = Array.from({ length: 30 }, (_, d) => new Date(Date.parse(startedAt) + (2 + d) * 86_400_000).toISOString().slice(0, 10));
  const links = Array.from({ length: 40 }, (_, i) => `https://shop.example/produkt/${i}?utm_source=goniec&utm_campaign=milion`);
  const domains = [...new Set(Object.values(MAIL_PROVIDERS)), 'gmx', OTHER_DOMAIN];
  const codes = [...QUARANTINE_BOUNCE_CODES, ...OTHER_BOUNCE_CODES];
  const some = (n: number) => Math.max(1, Math.round(n * (0.5 + rnd())));
  const named: [string, Record<string, number | string>][] = [
    ['t', { opens: per(450_000), clicks: per(60_000), opensMachine: per(120_000), clicksMachine: per(8_000), softBounced: per(9_000) }],
    ...hours.map((h): [string, Record<string, number>] => [
      `h#${h}`,
      { opens: some(per(8_000)), uniqueOpens: some(per(5_000)), clicks: some(per(1_000)), uniqueClicks: some(per(700)) },
    ]),
    ...days.map((d): [string, Record<string, number>] => [
      `d#${d}`,
      { opens: some(per(1_500)), uniqueOpens: some(per(500)), clicks: some(per(200)), uniqueClicks: some(per(80)) },
    ]),
    ...links.map((url): [string, Record<string, number | string>] => [
      `l#${linkHash(url)}`,
      { url, clicks: some(per(1_500)), uniqueClicks: some(per(1_000)), machine: some(per(200)) },
    ]),
    ...domains.map((d): [string, Record<string, number>] => [
      `dom#${d}`,
      { delivered: some(per(40_000)), bounced: some(per(400)), opened: some(per(12_000)), clicked: some(per(1_500)) },
    ]),
    ...DEVICE_KINDS.map((d): [string, Record<string, number>] => [`dev#${d}`, { opens: some(per(80_000)), clicks: some(per(10_000)) }]),
    ...CLIENT_FAMILIES.map((c): [string, Record<string, number>] => [`cl#${c}`, { opens: some(per(30_000)), clicks: some(per(4_000)) }]),
    ...codes.flatMap((c) =>
      (['hard', 'soft'] as const).map((k): [string, Record<string, number>] => [`bc#${c}#${k}`, { count: some(per(300)) }]),
    ),
  ];
  const items = Array.from({ length: shards }, (_, shard) => [
    ...named.map(([name, values]) => ({ ...keys.reportRollupInShard(shard, created.id, name), ...values })),
    {
      ...keys.engagementRollups(created.id)[shard]!,
      delivered: per(975_000),
      opened: per(330_000),
      clicked: per(50_000),
      bounced: per(16_000),
      complained: per(300),
      unsubscribed: per(2_000),
    },
  ]).flat();
  const loading = Date.now();
  await batchWriteItems(items.map((Item) => ({ PutRequest: { Item } })));
  console.log(
    `${items.length.toLocaleString('en-US')} roll-up items in ${shards} partitions written in ${((Date.now() - loading) / 1000).toFixed(1)} s`,
  );

  const report = await reportsService.mailing(principal, created.id);
  console.log(
    `report: ${report.totals.delivered.toLocaleString('en-US')} delivered, ${report.timeline.hours.length} hours, ${report.timeline.days.length} days, ` +
      `${report.links.length} links, ${report.domains.length} domains, ${report.clients.length} clients, ${report.bounceCodes.length} bounce codes`,
  );
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const start = performance.now();
    await reportsService.mailing(principal, created.id);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  console.log(`${READS} reads: p50 ${at(0.5).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`);
  console.log(`reports p95_ms=${Math.round(at(0.95))}`);
} finally {
  await stop();
}
