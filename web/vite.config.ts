import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Where `vite dev` sends API and tracking calls: the local runtime unless told otherwise.
const API_ORIGIN = process.env.GONIEC_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  root: here('.'),
  // The project's .env files, if any, live at the repository root next to package.json.
  envDir: here('..'),
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': here('../shared'),
      '@web': here('./src'),
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      // The local runtime serves the API and the tracking links; the dev server only serves the app.
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/t': { target: API_ORIGIN, changeOrigin: false },
    },
  },
});
