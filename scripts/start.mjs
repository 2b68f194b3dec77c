// `npm start`: the whole product locally. Installs what is missing, starts the AWS emulator, builds the
// web app if needed, then runs the local runtime (API, workers, ticker, web app, demo account).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './ensure-venv.mjs';
import { setup } from './setup.mjs';
import { isEmulatorUp, isPortInUse, startMoto } from './emulator.mjs';
import { buildWeb } from './web-build.mjs';

const PORT = Number(process.env.PORT ?? 3000);
const EMULATOR_PORT = 4566;
const pidFile = path.join(ROOT, '.local', 'goniec.pid');

function runningInstance() {
  if (!existsSync(pidFile)) return undefined;
  const { pid, port } = JSON.parse(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return { pid, port };
  } catch {
    return undefined;
  }
}

const other = runningInstance();
if (other) {
  console.error(
    `Goniec is already running (pid ${other.pid}) at http://localhost:${other.port}. Stop it with Ctrl-C in its terminal first.`,
  );
  process.exit(1);
}
if (await isPortInUse(PORT)) {
  console.error(`Port ${PORT} is taken by another program. Free it or choose another port: PORT=3001 npm start`);
  process.exit(1);
}

setup();
mkdirSync(path.dirname(pidFile), { recursive: true });
writeFileSync(pidFile, JSON.stringify({ pid: process.pid, port: PORT }));

let emulator;
let endpoint = process.env.AWS_ENDPOINT_URL;
if (endpoint) {
  console.log(`[start] using the AWS endpoint from AWS_ENDPOINT_URL: ${endpoint}`);
} else {
  endpoint = `http://127.0.0.1:${EMULATOR_PORT}`;
  if (await isEmulatorUp(endpoint)) {
    console.log(`[start] reusing the emulator already listening on ${endpoint}`);
  } else if (await isPortInUse(EMULATOR_PORT)) {
    console.error(
      `Port ${EMULATOR_PORT} is taken by something that is not an AWS emulator. If it is LocalStack, run: AWS_ENDPOINT_URL=http://localhost:4566 npm start`,
    );
    rmSync(pidFile, { force: true });
    process.exit(1);
  } else {
    console.log(`[start] starting the AWS emulator (moto) on ${endpoint}`);
    emulator = await startMoto(EMULATOR_PORT);
  }
}

buildWeb({ devTools: true });

const runtime = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'infra', 'local', 'main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_REGION: 'eu-central-1',
    ...process.env,
    AWS_ENDPOINT_URL: endpoint,
    PORT: String(PORT),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_DEV: process.env.POWERTOOLS_DEV ?? 'true',
  },
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  if (runtime.exitCode === null) {
    runtime.kill('SIGTERM');
    await new Promise((r) => runtime.once('exit', r));
  }
  await emulator?.stop();
  rmSync(pidFile, { force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
runtime.on('exit', (code) => void stop(code ?? 1));
