/**
 * `npm run bench:web`: the production web bundle (the AWS flavour, as `npm run deploy` builds it) and
 * what the first load of two routes costs, read from Vite's manifest: the login page, and the
 * dashboard of a signed-in user. A route loads the entry chunk with its static imports, then its lazy
 * chunks (the page, and for the dashboard the app frame) with their static imports, and the CSS of
 * all of those, plus index.html and the font faces they show. Sizes are gzip at level 9 (node:zlib gzipSync), each file on its own
 * as a server or CloudFront sends it; brotli is shown beside it. Not a test: the last line is
 * `web login_kb=L dashboard_kb=D dashboard_js_kb=J` (KB = 1,000 bytes of gzip): L and D everything
 * the route loads (JS, CSS, fonts, index.html), J the dashboard's JavaScript alone, the figure the
 * issue's budget (≤ 400) is set on.
 *
 * `-- --keep` leaves the build in the printed folder; `-- --top N` lists the N biggest chunks.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { buildWeb } from '../../scripts/web-build.mjs';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy modules each route renders on a first visit (web/src/app/router.tsx, app-pages.ts). */
const ROUTES: Record<'login' | 'dashboard', string[]> = {
  // The active language's texts are a lazy chunk the app waits for before its first render
  // (web/src/i18n/i18n-react.ts): counted in Polish, the default and the larger of the two.
  login: ['../shared/i18n/web-pl.ts', 'src/pages/auth/login/LoginPage.tsx'],
  dashboard: ['../shared/i18n/web-pl.ts', 'src/app/layout/AppShell.tsx', 'src/pages/dashboard/DashboardPage.tsx'],
};

/**
 * The Open Sans faces (vite.config.ts writes each as its own file) these pages render: regular text
 * at 400, headings, buttons and labels at 700. The browser fetches a face only when text in it is
 * on screen, so the other six are not counted.
 */
const FACES_SHOWN = ['open-sans-400-normal', 'open-sans-700-normal'];

const flagValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const outDir = mkdtempSync(path.join(tmpdir(), 'goniec-bench-web-'));
buildWeb({ devTools: false, outDir, manifest: true });
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(outDir, file));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

/** The files a chunk brings with it: itself, its static imports (transitively) and their CSS. */
function collect(key: string, files: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: has the route moved? (tests/bench/web.ts ROUTES)`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const asset of chunk.assets ?? []) if (FACES_SHOWN.some((face) => path.basename(asset).startsWith(`${face}-`))) files.add(asset);
  for (const imported of chunk.imports ?? []) collect(imported, files, seen);
}

function routeFiles(lazyModules: string[]): Set<string> {
  const files = new Set<string>(['index.html']);
  collect('index.html', files);
  for (const key of lazyModules) collect(key, files);
  return files;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
function total(files: Iterable<string>, ext?: string) {
  let raw = 0,
    gzip = 0,
    brotli = 0;
  for (const file of files) {
    if (ext && !file.endsWith(ext)) continue;
    const s = sizeOf(file);
    raw += s.raw;
    gzip += s.gzip;
    brotli += s.brotli;
  }
  return { raw, gzip, brotli };
}

function report(name: string, files: Set<string>) {
  console.log(`\n${name}: ${files.size} files`);
  for (const file of [...files].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
    const s = sizeOf(file);
    console.log(
      `  ${file.padEnd(60)} raw ${kb(s.raw).padStart(8)} KB  gzip ${kb(s.gzip).padStart(7)} KB  br ${kb(s.brotli).padStart(7)} KB`,
    );
  }
  for (const [label, ext] of [
    ['js', '.js'],
    ['css', '.css'],
    ['font', '.woff2'],
    ['all', undefined],
  ] as const) {
    const t = total(files, ext);
    console.log(`  ${label.padEnd(4)} raw ${kb(t.raw)} KB, gzip ${kb(t.gzip)} KB, brotli ${kb(t.brotli)} KB`);
  }
  return { all: total(files).gzip, js: total(files, '.js').gzip };
}

const login = routeFiles(ROUTES.login);
const dashboard = routeFiles(ROUTES.dashboard);
const loginGzip = report('login (/login)', login);
const dashboardGzip = report('dashboard (/ signed in, first visit)', dashboard);
const both = new Set([...login, ...dashboard]);
console.log(
  `\nlogin then dashboard (what a browser fetches signing in): gzip ${kb(total(both).gzip)} KB, brotli ${kb(total(both).brotli)} KB`,
);

const top = Number(flagValue('top') ?? 10);
const chunks = Object.values(manifest)
  .map((c) => c.file)
  .filter((f, i, all) => all.indexOf(f) === i);
console.log(`\nbiggest of ${chunks.length} chunks (gzip):`);
for (const file of chunks.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).slice(0, top))
  console.log(`  ${file.padEnd(60)} ${kb(sizeOf(file).gzip).padStart(7)} KB`);

if (process.argv.includes('--keep')) console.log(`\nbuild kept in ${outDir}`);
else rmSync(outDir, { recursive: true, force: true });
const round = (bytes: number) => Math.round(bytes / 1000);
console.log(`web login_kb=${round(loginGzip.all)} dashboard_kb=${round(dashboardGzip.all)} dashboard_js_kb=${round(dashboardGzip.js)}`);
