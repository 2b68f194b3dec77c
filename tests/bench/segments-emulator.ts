/**
 * `npm run bench:segments-emulator`: the time to recalculate a 50,000-subscriber segment end to end
 * through the local AWS emulator (moto): the coordinator job, the piece jobs on the jobs queue (two
 * workers, as two Lambdas would run them), DynamoDB reads of subscribers and activity, S3 writes of
 * the audience. Loading the data is timed apart. Not a test: it prints numbers.
 */
import { ulid } from 'ulid';
import { benchEmulator } from './emulator-bench';
import { benchAccount } from './bench-account';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 50_000);
const EVENTS_PER_SUBSCRIBER = 2;
const seconds = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

const { resources, stop } = await benchEmulator();
try {
  const { commit } = await import('@functions/subscribers/writer');
  const { segmentsService } = await import('@functions/segments/service');
  const { pollOnce } = await import('@infra/local/queue-poller');
  const { WORKERS } = await import('@infra/local/runtime');
  const { random } = await import('./random');

  const { propertiesService } = await import('@functions/properties/service');
  const { accountId, principal } = await benchAccount({ blacklist: true });
  const at = new Date().toISOString();

  const city = await propertiesService.create(accountId, {
    type: 'list',
    name: 'miasto',
    displayName: 'Miasto',
    placeholderName: 'miasto',
    useName: true,
    values: ['Kraków', 'Gdańsk', 'Warszawa', 'Poznań', 'Wrocław'],
  });
  const loading = Date.now();
  const rnd = random(50_000);
  const cities = ['Kraków', 'Gdańsk', 'Warszawa', 'Poznań', 'Wrocław'];
  const ids: string[] = [];
  // 40 a transaction: a subscriber and its address claim each, and the transaction's two counter items.
  for (let i = 0; i < SUBSCRIBERS; i += 40) {
    const ops = Array.from({ length: Math.min(40, SUBSCRIBERS - i) }, (_, k) => {
      const id = ulid();
      ids.push(id);
      return {
        kind: 'create' as const,
        next: {
          id,
          email: `s${i + k}@bench.pl`,
          status: 8 as const,
          emailType: 'normal' as const,
          createdAt: at,
          updatedAt: at,
          props: { [city.id]: cities[Math.floor(rnd() * cities.length)]! },
          version: 1,
        },
      };
    });
    const result = await commit(accountId, ops);
    if (!result.ok) throw new Error('load failed');
  }
  // Activity goes in 25 at a time (BatchWrite), four requests in flight, keyed as activityRepository keys it.
  const { dynamo } = await import('@functions/platform/aws');
  const { config } = await import('@functions/platform/config');
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const keys = await (await import('@functions/data/tenant')).tenant(accountId);
  const rows = ids.flatMap((id) =>
    Array.from({ length: EVENTS_PER_SUBSCRIBER }, (_, e) => {
      const at = new Date(Date.now() - Math.floor(rnd() * 60) * 86_400_000).toISOString();
      return { ...keys.activityEvent(id, `${at}#opened#m${e}`), subscriberId: id, type: 'opened', at, mailingId: `m${e}` };
    }),
  );
  for (let i = 0; i < rows.length; i += 100) {
    await Promise.all(
      [0, 25, 50, 75]
        .map((o) => rows.slice(i + o, i + o + 25))
        .filter((chunk) => chunk.length)
        .map((chunk) =>
          dynamo().send(new BatchWriteCommand({ RequestItems: { [config.appTable]: chunk.map((Item) => ({ PutRequest: { Item } })) } })),
        ),
    );
  }
  console.log(
    `loaded ${SUBSCRIBERS.toLocaleString('en-US')} subscribers and ${(SUBSCRIBERS * EVENTS_PER_SUBSCRIBER).toLocaleString('en-US')} events into moto in ${seconds(loading)} s`,
  );

  const segment = await segmentsService.create(principal, {
    name: 'Kraków or Gdańsk, opened twice in 30 days',
    type: 'static',
    conditions: {
      kind: 'group',
      op: 'and',
      children: [
        { kind: 'condition', source: 'property', target: city.id, aggregation: 'none', operator: 'in', value: ['Kraków', 'Gdańsk'] },
        {
          kind: 'condition',
          source: 'activity',
          target: '*',
          events: ['opened'],
          window: { kind: 'last', days: 30 },
          aggregation: 'count',
          operator: 'gte',
          value: 2,
        },
      ],
    },
  });

  const started = Date.now();
  await segmentsService.calculate(accountId, segment.id);
  const jobs = resources.queues.jobs;
  // Two workers take piece jobs side by side until the segment is ready.
  let ready = false;
  const worker = async () => {
    while (!ready) {
      const handled = await pollOnce(jobs, WORKERS.jobs, 'eu-central-1', 1);
      const state = (await segmentsService.get(principal, segment.id)).state;
      if (state === 'failed') throw new Error('the calculation failed');
      if (handled === 0 && Date.now() - started > 600_000) throw new Error('the calculation did not finish in 10 minutes');
      ready = state === 'ready';
    }
  };
  await Promise.all([worker(), worker()]);
  const done = await segmentsService.get(principal, segment.id);
  console.log(
    `recalculated ${SUBSCRIBERS.toLocaleString('en-US')} subscribers end to end through the emulator in ${seconds(started)} s: ${done.audience?.count?.toLocaleString('en-US')} members`,
  );
  console.log(`segments_emulator subscribers=${SUBSCRIBERS} seconds=${seconds(started)}`);
} finally {
  await stop();
}
