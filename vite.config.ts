import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { crx } from '@crxjs/vite-plugin';
import manifest from './manifest.json' with { type: 'json' };
import pkg from './package.json' with { type: 'json' };
import { contentScriptPlugin } from './scripts/vite-content-script';

/** `npm run dev`: vite's port, also the one the worker's allow rule opens (src/background/net-rules/dev-server.ts). */
const DEV_PORT = 5173;

export default defineConfig(({ command }) => ({
  // The content script is bundled on its own as a classic script (see scripts/vite-content-script.ts).
  // package.json holds the one version number; both manifests (Chromium here, Firefox derived from it) take it.
  plugins: [preact(), crx({ manifest: { ...manifest, version: pkg.version } }), contentScriptPlugin()],
  resolve: {
    alias: {
      // Extension code always passes its own pdf.js loader (src/shared/pdfjs-loader.ts: the modern build
      // and its bundled worker); the legacy build is core's default for Node (tests, page2md). Without
      // this the extension would ship both builds (the legacy one, 446 KB, never loaded).
      'pdfjs-dist/legacy/build/pdf.mjs': 'pdfjs-dist/build/pdf.mjs',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Extension pages load from disk: no need for hashed, split-up chunks beyond what rollup decides.
    chunkSizeWarningLimit: 2000,
    // dist/.vite/manifest.json: which chunks each page loads first and which later (the ui bench,
    // scripts/bundle-sizes.ts and the build-output test read it); web-ext leaves dot folders out of packages.
    manifest: true,
    // Extension pages run in browsers that support modulepreload (Chrome 116+, Firefox 115+).
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        // Pages the manifest does not name but the extension opens itself.
        offscreen: 'src/offscreen/index.html',
        welcome: 'src/welcome/index.html',
      },
    },
  },
  // The HMR socket keeps vite's token check (crxjs 3 puts the token in its worker client), so a web page
  // cannot connect to it while `npm run dev` runs.
  server: { port: DEV_PORT, strictPort: true, hmr: { port: DEV_PORT } },
  define: { __SIDELIGHT_DEV_SERVER__: command === 'serve' ? JSON.stringify(`http://localhost:${DEV_PORT}`) : 'undefined' },
}));
