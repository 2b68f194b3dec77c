import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { freePort, startMoto } from '../../scripts/emulator.mjs';
import { bootstrap } from '@infra/local/bootstrap';
import { TEST_RATE_LIMITS } from '../fixtures/rate-limits';

declare module 'vitest' {
  export interface ProvidedContext {
    awsEnv: Record<string, string>;
    sesEventsTopicArn: string;
  }
}

/** One emulator per test run, on a free port, so tests never touch a running `npm start`. */
export default async function setup(project: TestProject) {
  const moto = await startMoto(await freePort());
  Object.assign(process.env, testAwsEnv(moto.endpoint));
  const resources = await bootstrap({ prefix: 'itest', senderDomain: 'goniec.test', publicBaseUrl: 'https://goniec.test', region: 'eu-central-1' });
  project.provide('awsEnv', { ...testAwsEnv(moto.endpoint), ...resources.env, ...TEST_RATE_LIMITS });
  project.provide('sesEventsTopicArn', resources.sesEventsTopicArn);
  return async () => moto.stop();
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
