// Builds the web app when its sources changed since the last build (a second `npm start` stays fast).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './ensure-venv.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * `devTools` builds the local flavour (with the /dev/outbox page and source maps); AWS builds leave
 * both out. `outDir` builds elsewhere, always afresh (the bench); `manifest` adds .vite/manifest.json.
 */
export function buildWeb({ devTools, outDir, manifest = false }) {
  const dist = outDir ?? path.join(ROOT, 'web', 'dist');
  const stamp = path.join(dist, '.build-flavour');
  const flavour = devTools ? 'local' : 'aws';
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'web', 'src')),
    newestMtime(path.join(ROOT, 'shared')),
    statSync(path.join(ROOT, 'web', 'index.html')).mtimeMs,
    statSync(path.join(ROOT, 'web', 'vite.config.ts')).mtimeMs,
  );
  if (!outDir && existsSync(stamp) && readFileSync(stamp, 'utf8') === flavour && statSync(stamp).mtimeMs > sources) return false;
  console.log(`[setup] building the web app (${flavour})`);
  const extra = [...(outDir ? ['--outDir', dist, '--emptyOutDir'] : []), ...(manifest ? ['--manifest'] : [])];
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...extra], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_DEV_TOOLS: String(devTools) },
  });
  writeFileSync(stamp, flavour);
  return true;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) buildWeb({ devTools: process.argv.includes('--local') });
