import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { freePort, startMoto } from '../../scripts/emulator.mjs';
import { TEST_RATE_LIMITS } from '../fixtures/rate-limits';

/** What a test file talks to: one emulator with the local resources on it. */
export interface TestEmulator {
  awsEnv: Record<string, string>;
  sesEventsTopicArn: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker (VITEST_POOL_ID 1…n): files that run at the same time never share queues, tables or SES state. */
    emulators: TestEmulator[];
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * One emulator per test worker, each on a free port, so tests never touch a running `npm start`
 * and two files running at once never drain each other's queues or see each other's SES account.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const emulators = await Promise.all(Array.from({ length: workers }, () => startEmulator()));
  project.provide(
    'emulators',
    emulators.map((e) => e.emulator),
  );
  return async () => {
    await Promise.all(emulators.map((e) => e.moto.stop()));
  };
}

async function startEmulator() {
  const moto = await startMoto(await freePort());
  const awsEnv = testAwsEnv(moto.endpoint);
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'tsconfig.json', 'tests/integration/bootstrap-emulator.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, ...awsEnv },
    },
  );
  const resources = JSON.parse(stdout) as { env: Record<string, string>; sesEventsTopicArn: string };
  const emulator: TestEmulator = {
    awsEnv: { ...awsEnv, ...resources.env, ...TEST_RATE_LIMITS },
    sesEventsTopicArn: resources.sesEventsTopicArn,
  };
  return { moto, emulator };
}

export function testAwsEnv(endpoint: string): Record<string, string> {
  return {
    AWS_ENDPOINT_URL: endpoint,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    LOG_LEVEL: 'ERROR',
    // EMF lines stay off stdout (functions/platform/metrics.ts); functions/platform/api.test.ts reads them.
    POWERTOOLS_METRICS_DISABLED: 'true',
  };
}
