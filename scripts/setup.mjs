// What both `npm start` and `npm test` need on a fresh machine: npm dependencies and the Python venv.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureVenv } from './ensure-venv.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Goniec needs Node.js 20.19 or newer (found ${process.version}).`);
  process.exit(1);
}

export function ensureNodeModules() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('[setup] installing npm dependencies (npm ci)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
}

export function setup({ quiet = false } = {}) {
  ensureNodeModules();
  ensureVenv({ quiet });
}
