/**
 * `npx tsx --tsconfig tsconfig.json tests/bench/web-modules.ts [--route dashboard|login] [--top N] [--why text] [--keep]`:
 * what the first load of a route is made of, by source module and by package, in gzip KB. Not a
 * test and not in `npm run bench`: the tool behind the first-load budget plan (issue 13 part 4).
 *
 * How: the AWS bundle is built as `bench:web` builds it, plus hidden source maps (they change no
 * byte of the code). Every byte of each minified chunk the route loads (same rule as
 * tests/bench/web.ts: entry + static imports + the route's lazy chunks + theirs) is attributed to
 * the source its mapping segment names. A module's gzip share is the gzip of its own bytes, scaled
 * so a chunk's modules add up to the chunk's real gzip size (gzip of pieces is larger than gzip of
 * the whole; scaling keeps the proportions and the total exact). CSS has no source maps in a build:
 * each Cloudscape component whose JS the route loads is charged the gzip of its styles.scoped.css.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { build, type Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROUTES: Record<string, string[]> = {
  // The active language's texts are a lazy chunk the app waits for before its first render
  // (web/src/i18n/i18n-react.ts): counted in Polish, the default and the larger of the two.
  login: ['../shared/i18n/web-pl.ts', 'src/pages/auth/login/LoginPage.tsx'],
  dashboard: ['../shared/i18n/web-pl.ts', 'src/app/layout/AppShell.tsx', 'src/pages/dashboard/DashboardPage.tsx'],
};
const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const route = flag('route') ?? 'dashboard';
const top = Number(flag('top') ?? 30);
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The static import graph (rolldown's module info): a module the route reaches only through
 * dynamic imports, yet sitting in a chunk the route loads, is there because the bundler merged
 * shared modules into one chunk, not because the route needs it.
 */
const graph = new Map<string, string[]>();
function graphRecorder(): Plugin {
  return {
    name: 'goniec:bench-graph',
    buildEnd() {
      for (const id of this.getModuleIds()) graph.set(id, [...(this.getModuleInfo(id)?.importedIds ?? [])]);
    },
  };
}

const outDir = process.env.WEB_MODULES_DIST ?? mkdtempSync(path.join(tmpdir(), 'goniec-web-modules-'));
if (!process.env.WEB_MODULES_DIST) {
  process.env.VITE_DEV_TOOLS = 'false';
  await build({
    configFile: path.join(ROOT, 'web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
    plugins: [graphRecorder()],
  });
}
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const files = new Set<string>();
const walk = (key: string, seen = new Set<string>()) => {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const i of chunk.imports ?? []) walk(i, seen);
};
walk('index.html');
for (const key of ROUTES[route] ?? []) walk(key);

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;
const perModule = new Map<string, { min: number; gzip: number; chunks: Set<string> }>();
const chunkTotals: { file: string; gzip: number }[] = [];
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(path.join(outDir, file), 'utf8');
  const mapFile = path.join(outDir, `${file}.map`);
  // rolldown's own runtime chunk has no map: an empty one charges it all to "no source map".
  const map = new TraceMap(existsSync(mapFile) ? readFileSync(mapFile, 'utf8') : { version: 3, sources: [], names: [], mappings: '' });
  const lines = code.split('\n');
  // JSON modules (the translations) and rolldown's runtime carry no mappings: named by chunk.
  const UNMAPPED = `(no source map: ${path.basename(file).replace(/-[\w-]{8}\.js$/, '')}.js)`;
  const pieces = new Map<string, string[]>();
  decodedMappings(map).forEach((segments, lineNo) => {
    const line = lines[lineNo] ?? '';
    segments.forEach((seg, i) => {
      const end = i + 1 < segments.length ? segments[i + 1]![0] : line.length;
      const src = seg.length >= 4 ? map.resolvedSources[seg[1]!]! : UNMAPPED;
      const list = pieces.get(src) ?? [];
      list.push(line.slice(seg[0], end));
      pieces.set(src, list);
    });
    // Bytes before the first segment of a line.
    if (segments.length && segments[0]![0] > 0) {
      const list = pieces.get(UNMAPPED) ?? [];
      list.push(line.slice(0, segments[0]![0]));
      pieces.set(UNMAPPED, list);
    }
  });
  const chunkGzip = gz(code);
  chunkTotals.push({ file, gzip: chunkGzip });
  const raw = [...pieces].map(([src, list]) => {
    const text = list.join('');
    return { src, min: text.length, gzip: gz(text) };
  });
  const sum = raw.reduce((a, r) => a + r.gzip, 0);
  for (const r of raw) {
    // node_modules is a symlink in worktrees: name packages from node_modules/ on, own code from the root.
    const abs = r.src.startsWith('(') ? r.src : path.resolve(path.join(outDir, path.dirname(file)), r.src);
    const key = normalize(abs);
    const entry = perModule.get(key) ?? { min: 0, gzip: 0, chunks: new Set<string>() };
    entry.min += r.min;
    entry.gzip += (r.gzip * chunkGzip) / sum;
    entry.chunks.add(path.basename(file).replace(/-[\w-]{8}\.js$/, ''));
    perModule.set(key, entry);
  }
}

function normalize(abs: string): string {
  const nm = abs.lastIndexOf('node_modules/');
  return nm >= 0 ? abs.slice(nm) : abs.startsWith('(') ? abs : path.relative(ROOT, abs);
}
/** Modules the route reaches by static imports from main.tsx and its lazy modules. */
const reached = new Set<string>();
{
  const stack = [path.join(ROOT, 'web/src/main.tsx'), ...(ROUTES[route] ?? []).map((k) => path.join(ROOT, 'web', k))];
  const seen = new Set<string>();
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    reached.add(normalize(id.split('?')[0]!));
    stack.push(...(graph.get(id) ?? []));
  }
}
/** `--why text`: the shortest chain of static imports from the route to the first module whose path contains text. */
const why = flag('why');
if (why) {
  const starts = [path.join(ROOT, 'web/src/main.tsx'), ...(ROUTES[route] ?? []).map((k) => path.join(ROOT, 'web', k))];
  const parent = new Map<string, string | null>(starts.map((s) => [s, null]));
  const queue = [...starts];
  let found: string | undefined;
  while (queue.length && !found) {
    const id = queue.shift()!;
    for (const next of graph.get(id) ?? []) {
      if (parent.has(next)) continue;
      parent.set(next, id);
      if (next.includes(why)) {
        found = next;
        break;
      }
      queue.push(next);
    }
  }
  const chain: string[] = [];
  for (let id = found; id; id = parent.get(id) ?? undefined) chain.unshift(normalize(id));
  console.log(found ? `why ${why}:\n  ${chain.join('\n  → ')}` : `why ${why}: not reached statically`);
}
const needed = (key: string) => !graph.size || key.startsWith('(') || reached.has(key);

/** node_modules/@scope/pkg/... → @scope/pkg; Cloudscape components by component folder; own code by folder. */
function groupOf(id: string, fine: boolean): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 13).split('/');
    const pkg = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    const rest = parts.slice(pkg.split('/').length);
    if (fine && pkg === '@cloudscape-design/components') return `${pkg}/${rest[0] === 'internal' ? `internal/${rest[1]}` : rest[0]}`;
    return pkg;
  }
  const parts = id.split('/');
  if (id.startsWith('(')) return id;
  return fine ? parts.slice(0, Math.min(parts.length - 1, 3)).join('/') : parts.slice(0, 2).join('/');
}
const kb = (n: number) => (n / 1000).toFixed(1).padStart(7);
function table(title: string, fine: boolean, n: number) {
  const groups = new Map<string, { min: number; gzip: number; riding: number; chunks: Set<string> }>();
  for (const [id, m] of perModule) {
    const g = groupOf(id, fine);
    const e = groups.get(g) ?? { min: 0, gzip: 0, riding: 0, chunks: new Set<string>() };
    e.min += m.min;
    e.gzip += m.gzip;
    m.chunks.forEach((c) => e.chunks.add(c));
    if (!needed(id)) e.riding += m.gzip;
    groups.set(g, e);
  }
  console.log(`\n${title}`);
  console.log(
    `  ${'#'.padStart(3)} ${'module / package'.padEnd(62)} ${'min KB'.padStart(7)} ${'gzip KB'.padStart(7)} ${'unused'.padStart(7)}  chunks`,
  );
  [...groups]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, n)
    .forEach(([g, e], i) =>
      console.log(
        `  ${String(i + 1).padStart(3)} ${g.padEnd(62)} ${kb(e.min)} ${kb(e.gzip)} ${kb(e.riding)}  ${[...e.chunks].slice(0, 4).join(',')}`,
      ),
    );
}

console.log(`route ${route}: JS chunks (real gzip, level 9)`);
for (const c of chunkTotals.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${c.file.padEnd(60)} ${kb(c.gzip)}`);
console.log(`  total JS ${kb(chunkTotals.reduce((a, c) => a + c.gzip, 0))}`);
const riding = [...perModule].filter(([id]) => !needed(id)).reduce((a, [, m]) => a + m.gzip, 0);
console.log(`  of which in modules the route never imports statically (merged into its chunks): ${kb(riding)} KB`);
table('by package (own code by top folder); "unused": gzip of its modules the route does not import statically', false, top);
table('by package, Cloudscape by component, own code by folder', true, top);
const byModule = [...perModule].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top);
console.log(`\ntop ${top} modules`);
byModule.forEach(([id, m], i) => console.log(`  ${String(i + 1).padStart(3)} ${id.slice(-70).padEnd(70)} ${kb(m.min)} ${kb(m.gzip)}`));

// CSS: the route's stylesheets, and what each Cloudscape component loaded brings to them.
const cssFiles = [...files].filter((f) => f.endsWith('.css'));
console.log(`\nCSS files: ${cssFiles.map((f) => `${f} ${kb(gz(readFileSync(path.join(outDir, f))))}`).join(', ')}`);
const components = new Map<string, number>();
for (const id of perModule.keys()) {
  const m = /node_modules\/@cloudscape-design\/components\/(.+)\/styles\.css\.js$/.exec(id);
  if (!m) continue;
  const css = path.join(ROOT, path.dirname(id), 'styles.scoped.css'); // id starts at node_modules/
  if (existsSync(css)) components.set(m[1]!, gz(readFileSync(css)));
}
const cssSum = [...components.values()].reduce((a, b) => a + b, 0);
console.log(`Cloudscape component styles loaded: ${components.size}, gzip of each file alone summed ${kb(cssSum)} KB; top ${top}:`);
[...components]
  .sort((a, b) => b[1] - a[1])
  .slice(0, top)
  .forEach(([c, g]) => console.log(`  ${c.padEnd(50)} ${kb(g)}`));

if (process.argv.includes('--keep') || process.env.WEB_MODULES_DIST) console.log(`\nbuild in ${outDir}`);
else rmSync(outDir, { recursive: true, force: true });
