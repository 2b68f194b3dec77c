// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { freePort, startMoto } from '../../scripts/emulator.mjs';
import { testAwsEnv } from '../integration/global-setup';

/** What an emulator bench logs by default: errors only (a bench measures, it does not narrate). */
const QUIET = { LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR' };

/**
 * A bench's own moto, with the AWS environment pointed at it (plus `env`) and the product's
 * resources made as `npm start` makes them; `resources` is what bootstrap answered, `stop` ends the
 * emulator (call it in a finally).
 */
export async function benchEmulator(env: Record<string, string> = QUIET) {
  const moto: { endpoint: string; stop: () => Promise<void> } = await startMoto(await freePort());
  try {
    Object.assign(process.env, testAwsEnv(moto.endpoint), env);
    const { bootstrap } = await import('@infra/local/bootstrap');
    const resources = await bootstrap({
      prefix: 'bench',
      senderDomain: 'goniec.test',
      publicBaseUrl: 'https://goniec.test',
      region: 'eu-central-1',
    });
    Object.assign(process.env, resources.env);
    return { endpoint: moto.endpoint, resources, stop: () => moto.stop() };
  } catch (error) {
    await moto.stop();
    throw error;
  }
}
