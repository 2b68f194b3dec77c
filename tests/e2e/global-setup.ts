import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_RATE_LIMITS } from '../fixtures/rate-limits';
// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { freePort, startMoto } from '../../scripts/emulator.mjs';

/** One running product: the local runtime and the emulator it talks to. */
export interface TestProduct {
  baseUrl: string;
  emulatorEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker (VITEST_POOL_ID 1…n), so files that run at the same time never share queues or mail. */
    products: TestProduct[];
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The product as `npm start` runs it (the same local runtime process, built web app, seeded demo
 * account), on free ports against its own emulator, so a running `npm start` is never disturbed;
 * one per test worker.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const products = await Promise.all(Array.from({ length: workers }, () => startProduct()));
  project.provide(
    'products',
    products.map((p) => p.product),
  );
  return async () => {
    await Promise.all(products.map((p) => p.stop()));
  };
}

async function startProduct(): Promise<{ product: TestProduct; stop: () => Promise<void> }> {
  const moto = await startMoto(await freePort());
  const port = await freePort();
  const runtime: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'infra/local/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      AWS_ENDPOINT_URL: moto.endpoint,
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'e2e',
      AWS_SECRET_ACCESS_KEY: 'e2e',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      LOG_LEVEL: 'WARN',
      POWERTOOLS_METRICS_DISABLED: 'true',
      // A sending waiting for its segment's calculation looks again after 2 s, not 30 (delivery/planner.ts).
      SENDING_AUDIENCE_WAIT_SECONDS: '2',
      // A campaign hour (A/B/X decision, follow-up delay) lasts 15 s (functions/platform/config.ts campaignHourMs), so
      // the journeys see those waits end for real: long enough for the test's opens to be counted first.
      GONIEC_CAMPAIGN_HOUR_SECONDS: '15',
      ...TEST_RATE_LIMITS,
    },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('local runtime did not start in 90 s')), 90_000);
    runtime.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Goniec is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    runtime.once('exit', (code) => reject(new Error(`local runtime exited with ${code}`)));
  });
  runtime.stdout!.resume();
  return {
    product: { baseUrl: `http://localhost:${port}`, emulatorEndpoint: moto.endpoint },
    stop: async () => {
      runtime.kill('SIGTERM');
      await new Promise((r) => (runtime.exitCode !== null ? r(null) : runtime.once('exit', r)));
      await moto.stop();
    },
  };
}
