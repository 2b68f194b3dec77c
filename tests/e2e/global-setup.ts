import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_RATE_LIMITS } from '../fixtures/rate-limits';
// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { freePort, startMoto } from '../../scripts/emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    emulatorEndpoint: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The product as `npm start` runs it (the same local runtime process, built web app, seeded demo
 * account), on free ports against its own emulator, so a running `npm start` is never disturbed.
 */
export default async function setup(project: TestProject) {
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
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('emulatorEndpoint', moto.endpoint);
  return async () => {
    runtime.kill('SIGTERM');
    await new Promise((r) => (runtime.exitCode !== null ? r(null) : runtime.once('exit', r)));
    await moto.stop();
  };
}
