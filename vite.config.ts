import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The SPA lives in src/client; the server serves dist/client and renders index.html per request
// (site settings), so the dev server proxies the API to a running backend.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  // BUILD_DIR lets several checkouts' test runs build side by side (default: dist).
  build: {
    outDir: resolve(process.env.BUILD_DIR ?? 'dist', 'client'),
    emptyOutDir: true,
    // Everything in dist/client is public: source maps would publish the whole client source.
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/cms-admin': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
});
