import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The built web app as CloudFront serves it from the bucket: text compressed with brotli or gzip
 * when the browser accepts it (`Vary: Accept-Encoding` either way, so no cache hands a compressed
 * body to a client that cannot read it), hashed assets cached for a year, index.html revalidated.
 */

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types worth compressing; fonts and images are compressed formats already (CloudFront skips them too). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
/** CloudFront compresses objects from 1,000 bytes up: below that the headers cost more than they save. */
export const MIN_COMPRESS_BYTES = 1000;
/** Vite's content-hashed output (assets/name-hash.ext): its name changes whenever its bytes do. */
const HASHED = /^assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer an Accept-Encoding header with: brotli first, as CloudFront does, then gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? (name !== 'identity' ? accepted.get('*') : undefined) ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed bodies by file, size and mtime: a rebuild (new mtime) is compressed afresh. */
const cache = new Map<string, Promise<Buffer>>();
const CACHE_LIMIT = 500;

function compressed(file: string, version: string, body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${file}:${version}`;
  let entry = cache.get(key);
  if (!entry) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    // Quality 5 brotli and level 6 gzip: on the fly, close to a CDN's own settings, fast enough for a first request.
    entry =
      encoding === 'br'
        ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipAsync(body);
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

/** The path as text; one that is not valid percent-encoding names no file (the app shows not-found). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '/';
  }
}

export async function serveStatic(req: IncomingMessage, res: ServerResponse, webRoot: string, pathname: string): Promise<void> {
  const safe = path.normalize(decodedPath(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = path.join(webRoot, safe);
  let info = await stat(file).catch(() => undefined);
  // SPA fallback: a path that is not a file is a client-side route.
  if (!info?.isFile()) {
    file = path.join(webRoot, 'index.html');
    info = await stat(file);
  }
  const relative = path.relative(webRoot, file).split(path.sep).join('/');
  const ext = path.extname(file);
  const headers: Record<string, string | number> = {
    'content-type': MIME[ext] ?? 'application/octet-stream',
    'cache-control': HASHED.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...SECURITY_HEADERS,
  };
  let body: Buffer = await readFile(file);
  if (COMPRESSIBLE.has(ext)) {
    headers.vary = 'Accept-Encoding';
    const encoding = body.length >= MIN_COMPRESS_BYTES ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    if (encoding !== 'identity') {
      body = await compressed(file, `${info.size}:${info.mtimeMs}`, body, encoding);
      headers['content-encoding'] = encoding;
    }
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
