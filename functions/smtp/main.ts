import { logger } from '@functions/platform/logger';
import { startSmtpRelay } from './relay';

/**
 * The relay's container entry point (infra/constructs/smtp-relay.ts): plain SMTP on 2525 on every
 * interface, since the NLB's TLS listener on 465 ends TLS and connects to the task's own address.
 */
const port = Number(process.env.GONIEC_SMTP_PORT ?? 2525);
const relay = await startSmtpRelay({ port, host: '0.0.0.0' });
logger.info('smtp relay listening', { port: relay.port });

let stopping = false;
/**
 * ECS sends SIGTERM after the NLB has drained the task: stop taking connections and let the open
 * sessions finish (smtp-server waits for them, up to its close timeout, within the task's stopTimeout).
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('smtp relay stopping', { signal });
  await relay.close().catch((error: unknown) => logger.warn('smtp relay close failed', { error: error as Error }));
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
