import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/client; the server serves dist/client and renders index.html per request
// (CSP nonce, site settings), so the dev server proxies the API to a running backend.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/cms-admin': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
});
