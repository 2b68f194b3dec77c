import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server';
import { chooseEncoding, MIN_COMPRESS_BYTES } from './static-files';

/** A request with exactly the headers given: node's http does not add or undo any encoding (fetch would). */
function get(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('local web server: compression and caching as CloudFront serves the bucket', () => {
  let webRoot: string;
  let server: http.Server;
  let port: number;
  // Compressible and past CloudFront's 1,000-byte floor.
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
  const index = `<!doctype html><title>Goniec</title>${'<!-- padding -->'.repeat(100)}`;
  const font = Buffer.alloc(4000, 7);

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'goniec-static-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), index);
    writeFileSync(path.join(webRoot, 'assets', 'index-AbCd1234.js'), script);
    writeFileSync(path.join(webRoot, 'assets', 'tiny-AbCd1234.js'), 'export {};\n');
    writeFileSync(path.join(webRoot, 'assets', 'open-sans-400-normal-AbCd1234.woff2'), font);
    const unused = async () => ({ statusCode: 500 });
    server = await startServer({ port: 0, api: unused, tracking: unused, webRoot });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('gzips a script for a client that accepts gzip, says so, and varies on Accept-Encoding', async () => {
    expect(script.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    const res = await get(port, '/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 2);
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it('prefers brotli when the client accepts it', async () => {
    const res = await get(port, '/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends the bytes as they are (identity) without Accept-Encoding, or when both are refused', async () => {
    for (const headers of [{} as Record<string, string>, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br;q=0' }]) {
      const res = await get(port, '/assets/index-AbCd1234.js', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.toString()).toBe(script);
    }
  });

  it('caches hashed assets for a year and makes index.html (and the SPA fallback) revalidate', async () => {
    expect((await get(port, '/assets/index-AbCd1234.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/index.html', '/subscribers/list']) {
      const res = await get(port, route, { 'accept-encoding': 'gzip' });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(index);
    }
  });

  it('leaves small files and already-compressed fonts alone, as CloudFront does', async () => {
    const tiny = await get(port, '/assets/tiny-AbCd1234.js', { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    const woff = await get(port, '/assets/open-sans-400-normal-AbCd1234.woff2', { 'accept-encoding': 'gzip, br' });
    expect(woff.headers['content-encoding']).toBeUndefined();
    expect(woff.headers.vary).toBeUndefined();
    expect(woff.headers['content-type']).toBe('font/woff2');
    expect(woff.body.equals(font)).toBe(true);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['GZIP, deflate', 'gzip'],
    ['br', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
