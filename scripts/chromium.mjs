// Debian's Chromium drives the end-to-end tests (a test tool's own browser download cannot work here).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`);
    return false;
  }
  console.log('[setup] installing Debian chromium for the end-to-end tests');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync(CHROMIUM);
}
