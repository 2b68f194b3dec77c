import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopback } from './loopback';
import { startLocalRuntime } from './runtime';
import { startSmtpRelay } from '@functions/smtp/relay';
import { runPending } from '@functions/migrations/runner';
import { ADMIN_LOGIN, DEMO_LOGIN, seedAdmin, seedDemo } from './seed';

/** `npm start`'s runtime: expects the emulator to be up (scripts/start.mjs starts it). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 3000);
const endpoint = process.env.AWS_ENDPOINT_URL ?? 'http://127.0.0.1:4566';
const senderDomain = process.env.GONIEC_SENDER_DOMAIN ?? 'goniec.local';
const host = process.env.HOST ?? '127.0.0.1';
/*
 * The mail catcher shows every account's mail, password-recovery links included: on a runtime other
 * machines can reach, anyone with a demo login could take over any local account. So it is served
 * only on a loopback address, unless the developer says otherwise in so many words.
 */
const catcher = isLoopback(host) || process.env.GONIEC_CATCHER_ON_NETWORK === 'true';

const runtime = await startLocalRuntime({
  endpoint,
  region: process.env.AWS_REGION ?? 'eu-central-1',
  port,
  host,
  prefix: process.env.GONIEC_PREFIX ?? 'goniec-local',
  senderDomain,
  // Lets a developer try the SMS pacing at another provider limit (SMS_MAX_SEND_RATE in AWS).
  smsMaxSendRate: Number(process.env.GONIEC_SMS_MAX_SEND_RATE) || undefined,
  webRoot: path.join(root, 'web', 'dist'),
  devTools: catcher,
  pollers: true,
  tickerIntervalMs: 60_000,
});
// Issue 20: the SMTP relay on a local port, plain on loopback (deployed, a TLS listener fronts it).
const smtpPort = Number(process.env.GONIEC_SMTP_PORT ?? 2525);
const smtp = await startSmtpRelay({ port: smtpPort, host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(
    `[start] SMTP relay not started on 127.0.0.1:${smtpPort}: ${(error as Error).message} (GONIEC_SMTP_PORT chooses another port)`,
  );
  return undefined;
});
await seedDemo(senderDomain);
await seedAdmin();
await migrateLocalData();

/**
 * Moves the local accounts written by older versions to the current data layout (functions/migrations).
 * The API, workers and ticker run in this process, whose layout cache the runner forgets at each change
 * of an account record: no container elsewhere needs the cache wait a deployment has.
 */
async function migrateLocalData(): Promise<void> {
  try {
    for (const r of await runPending({ startedBy: 'npm start', cacheWaitMs: 0 })) {
      console.log(
        `[start] migration ${r.id}: ${r.status}, ${r.moved} items moved, accounts ${r.accounts.done} done, ${r.accounts.waiting} waiting, ${r.accounts.failed} failed`,
      );
    }
  } catch (error) {
    console.error(
      `[start] migrations did not run: ${(error as Error).message} (the admin zone's Migrations page or \`npm run migrate\` can run them)`,
    );
  }
}

console.log(`
  Goniec is running at ${runtime.url}
  Demo login:  ${DEMO_LOGIN.email}  /  ${DEMO_LOGIN.password}
  Admin login: ${ADMIN_LOGIN.email}  /  ${ADMIN_LOGIN.password}   (platform super administrator: ${runtime.url}/admin/accounts)
  ${catcher ? `Local mail:  ${runtime.url}/dev/outbox   (developer tool: every e-mail and text of every local account, recovery links included)` : `Local mail:  off (HOST=${host} is reachable from other machines; GONIEC_CATCHER_ON_NETWORK=true turns it on)`}
  SMTP relay:  ${smtp ? `127.0.0.1:${smtp.port}, no TLS, AUTH PLAIN/LOGIN as an SMTP user of Advanced → SMTP users; From on ${senderDomain} or a verified domain` : 'off'}
  Emulator:    ${endpoint}
  Ctrl-C stops everything.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await smtp?.close().catch(() => undefined);
  await runtime.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
