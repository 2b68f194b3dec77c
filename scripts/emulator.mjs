// Starts and stops the local AWS emulator (moto server from the project's virtualenv).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT, ensureVenv, venvBin } from './ensure-venv.mjs';

/** moto with its memory and transaction fixes for long runs (see the script's docstring). */
const MOTO_LAUNCHER = path.join(ROOT, 'scripts', 'moto-server.py');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function isEmulatorUp(endpoint) {
  try {
    const res = await fetch(`${endpoint}/moto-api/data.json`, { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function isPortInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Starts moto on 127.0.0.1:<port>; resolves once it answers. */
export async function startMoto(port, { quiet = true } = {}) {
  ensureVenv({ quiet });
  const child = spawn(venvBin('python'), [MOTO_LAUNCHER, '-H', '127.0.0.1', '-p', String(port)], {
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    // A state machine's SQS task calls moto back on MOTO_PORT; its Wait compares UTC timestamps with local time.
    env: { ...process.env, PYTHONUNBUFFERED: '1', MOTO_PORT: String(port), TZ: 'UTC' },
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!(await isEmulatorUp(endpoint))) {
    if (child.exitCode !== null) throw new Error(`moto_server exited with code ${child.exitCode}`);
    if (Date.now() - started > 30_000) {
      child.kill();
      throw new Error('moto_server did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    endpoint,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
