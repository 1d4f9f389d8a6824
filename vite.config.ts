import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { crx } from '@crxjs/vite-plugin';
import manifest from './manifest.json' with { type: 'json' };
import pkg from './package.json' with { type: 'json' };
import { contentScriptPlugin } from './scripts/vite-content-script';

export default defineConfig({
  // The content script is bundled on its own as a classic script (see scripts/vite-content-script.ts).
  // package.json holds the one version number; both manifests (Chromium here, Firefox derived from it) take it.
  plugins: [preact(), crx({ manifest: { ...manifest, version: pkg.version } }), contentScriptPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Extension pages load from disk: no need for hashed, split-up chunks beyond what rollup decides.
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: {
        // Pages the manifest does not name but the extension opens itself.
        offscreen: 'src/offscreen/index.html',
      },
    },
  },
  server: { port: 5173, strictPort: true, hmr: { port: 5173 } },
  legacy: { skipWebSocketTokenCheck: true },
});
