import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Where `vite dev` sends API and tracking calls: the local runtime unless told otherwise.
const API_ORIGIN = process.env.GONIEC_API_ORIGIN ?? 'http://localhost:3000';
// The local flavour (npm start, e2e) keeps source maps for debugging; the AWS build publishes none.
const DEV_TOOLS = process.env.VITE_DEV_TOOLS === 'true';

/**
 * Cloudscape's global styles inline all eight Open Sans faces (300–800, upright and italic) as
 * base64 woff2: 140 KB of gzip in the render-blocking stylesheet, which gzip cannot shrink. Written
 * out as files, each face is a hashed asset the browser fetches only when text in that face is on
 * screen (two or three of them). Build only: the dev server keeps the package's file as it is.
 */
function cloudscapeFontFiles(): Plugin {
  const FACE = /@font-face\s*{[^}]*?font-weight:\s*(\d+);\s*font-style:\s*(\w+);[^}]*?url\('data:font\/woff2;base64,([A-Za-z0-9+/=]+)'\)/g;
  return {
    name: 'goniec:cloudscape-font-files',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/@cloudscape-design\/global-styles\/index\.css$/.test(id.split('?')[0] ?? '')) return null;
      let faces = 0;
      const out = code.replace(FACE, (rule, weight: string, style: string, base64: string) => {
        const bytes = Buffer.from(base64, 'base64');
        const dir = path.join(tmpdir(), 'goniec-fonts', createHash('sha256').update(bytes).digest('hex').slice(0, 16));
        mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `open-sans-${weight}-${style}.woff2`);
        writeFileSync(file, bytes);
        faces++;
        // Relative to the stylesheet, so Vite resolves, hashes and emits it like any url() asset.
        const url = path.relative(path.dirname(id), file).split(path.sep).join('/');
        return rule.replace(`data:font/woff2;base64,${base64}`, url).replace(/src:/, 'font-display: swap;\n  src:');
      });
      if (faces !== 8) this.warn(`expected 8 Open Sans faces in ${id}, found ${faces}: has @cloudscape-design/global-styles changed?`);
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  root: here('.'),
  // The project's .env files, if any, live at the repository root next to package.json.
  envDir: here('..'),
  plugins: [cloudscapeFontFiles(), react()],
  resolve: {
    alias: {
      '@shared': here('../shared'),
      '@web': here('./src'),
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: DEV_TOOLS,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is fetched on every first load anyway: kept in one
        // chunk, it compresses as one file. Left to itself Rolldown split parts of it (React Router, the
        // route table, the query hooks) into shared chunks once lazy pages used them too, and the
        // dashboard's first load grew by 15 KB of gzip across those extra files (`npm run bench:web`).
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      // The local runtime serves the API and the tracking links; the dev server only serves the app.
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/t': { target: API_ORIGIN, changeOrigin: false },
    },
  },
});
