import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { BRAND_CSS } from './src/shared/brand.ts';

// BUILD_DIR lets several checkouts' test runs build side by side (default: dist).
const buildDir = process.env.BUILD_DIR ?? 'dist';

/** `import 'virtual:brand.css'`: the brand's colours, from the rules the admin stylesheet takes too. */
function brandStylesheet(): Plugin {
  const id = 'virtual:brand.css';
  const resolved = `\0${id}`;
  return {
    name: 'brand-stylesheet',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (loaded) => (loaded === resolved ? BRAND_CSS : undefined),
  };
}

/**
 * The page's scripts ask for a low fetch priority. The server sends each public page drawn, so
 * its first paint needs the HTML and the stylesheet alone; scripts at the browser's default (high)
 * priority share a phone's slow link with the stylesheet and hold that paint back (decision 097).
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'scripts-at-low-priority',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

// The client lives in src/client. `vite build` makes the browser's files (BUILD_DIR/client);
// `vite build --ssr entry-server.tsx` makes the server's page renderer from the same components
// (BUILD_DIR/ssr), which the server loads at start. The dev server proxies the API to a backend.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  plugins: [react(), brandStylesheet(), scriptsAtLowPriority()],
  resolve: {
    alias: [
      // zod in the browser goes through a module that turns its JIT off first (see that module).
      { find: /^zod$/, replacement: resolve('src/client/zod-jitless.ts') },
      // The router's fallback for React before 18 (React has the hook): not shipped.
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: resolve('src/client/lib/react-sync-store.ts'),
      },
    ],
  },
  build: {
    outDir: resolve(buildDir, isSsrBuild ? 'ssr' : 'client'),
    emptyOutDir: true,
    // Everything in BUILD_DIR/client is public: source maps would publish the whole client source.
    sourcemap: false,
    // Every browser the site supports preloads modules itself.
    modulePreload: { polyfill: false },
    // The server reads which files make up each page's code (never served: see the static files).
    manifest: !isSsrBuild,
    // Chunks are named by their hash alone: the home page's script lists every lazy page's files
    // (to preload them with the page), and names there cost bytes on every first visit. The
    // manifest still maps each source file to its chunk. Seven characters of hash, the fewest the
    // bundler takes for this many chunks: each character is about 80 bytes of that script that
    // gzip cannot shrink (a hash is random), and the names change with every lazy page's code.
    // A lazy page's stylesheet is listed there too, so assets are named the same way (the client
    // emits no asset but stylesheets; images and fonts come from public/ or the server).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            chunkFileNames: 'assets/[hash:7].js',
            assetFileNames: 'assets/[hash:7][extname]',
          },
        },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap's Sass still uses @import and global functions; its warnings are not ours.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/cms-admin': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
}));
