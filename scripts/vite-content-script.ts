/**
 * Builds the on-demand content script (src/content/extract.ts) as one self-contained classic script
 * (IIFE: no imports, no chunks) and adds it to the extension's output at a fixed path.
 *
 * Why not crxjs's `?script` import: that emits an ES-module loader which dynamically imports its
 * chunks, so crxjs exposes those chunks to every http(s) page in `web_accessible_resources`. Any
 * website could then probe the URLs to learn that Sidelight is installed (fingerprinting) and load
 * our code. A file injected with `chrome.scripting.executeScript({ files })` needs no such entry.
 *
 * The bundle is built by the same vite as the main build, from the same sources, during that build,
 * so it cannot drift from the rest of the extension.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Script } from 'node:vm';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { CONTENT_SCRIPT_PATH, SIDE_CHANNEL_SCRIPT_PATH } from '../src/background/content-script-path';

/**
 * The content scripts' entries, relative to the project root, and where each goes: the extractor,
 * and the agent tabs' MAIN-world side-channel guard (src/content/side-channel-guard.ts).
 */
const SCRIPTS = [
  { entry: 'src/content/extract.ts', path: CONTENT_SCRIPT_PATH },
  { entry: 'src/content/side-channel-guard.ts', path: SIDE_CHANNEL_SCRIPT_PATH },
];

interface Bundled {
  code: string;
  /** Every source module in the bundle, for watch mode. */
  modules: string[];
}

/** Bundles the entry into one IIFE, in memory. */
async function bundleContentScript(root: string, mode: string, minify: boolean, script = SCRIPTS[0]!): Promise<Bundled> {
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    publicDir: false,
    // Libraries read process.env.NODE_ENV; lib mode leaves it in, and a page has no `process`.
    define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
    build: {
      write: false,
      emptyOutDir: false,
      minify,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: {
        entry: resolve(root, script.entry),
        formats: ['iife'],
        // The script installs a global (EXTRACTOR_GLOBAL) and exports nothing; iife needs a name anyway.
        name: '__sidelightContentScript',
        fileName: () => 'extract.js',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || outputs.length !== 1) {
    throw new Error(`The content script must build to one file, got: ${outputs.map((o) => o.fileName).join(', ')}`);
  }
  const chunk = chunks[0]!;
  if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
    throw new Error(`The content script bundle still loads other files (${[...chunk.imports, ...chunk.dynamicImports].join(', ')}); it must be self-contained.`);
  }
  try {
    // Parses as a classic script: a leftover static import or export would be a SyntaxError here.
    new Script(chunk.code, { filename: script.path });
  } catch (err) {
    throw new Error(`The content script bundle is not a classic script: ${(err as Error).message}`, { cause: err });
  }
  return { code: chunk.code, modules: Object.keys(chunk.modules).filter((id) => !id.startsWith('\0')) };
}

/**
 * Vite plugin: in `vite build`, emits the bundled content script as an asset at CONTENT_SCRIPT_PATH;
 * in `vite` (dev server), writes it there into the output folder so the dev extension can inject it.
 */
export function contentScriptPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sidelight:content-script',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      if (config.command !== 'build') return;
      for (const script of SCRIPTS) {
        const { code, modules } = await bundleContentScript(config.root, config.mode, config.build.minify !== false, script);
        for (const id of modules) this.addWatchFile(id);
        this.emitFile({ type: 'asset', fileName: script.path, source: code });
      }
    },
    configureServer(server) {
      // The dev server has no bundle to emit into: write the file where crxjs writes the dev extension,
      // and rebuild it when its sources change (the worker injects it afresh on every read).
      const out = resolve(config.root, config.build.outDir, CONTENT_SCRIPT_PATH);
      let watched = new Set<string>();
      const write = async () => {
        try {
          const { code, modules } = await bundleContentScript(config.root, 'development', false);
          watched = new Set(modules.map((m) => resolve(m)));
          server.watcher.add(modules);
          await mkdir(dirname(out), { recursive: true });
          await writeFile(out, code);
        } catch (err) {
          config.logger.error(`[sidelight:content-script] ${(err as Error).message}`);
        }
      };
      server.httpServer?.once('listening', () => void write());
      if (!server.httpServer) void write();
      server.watcher.on('change', (file) => {
        if (watched.has(resolve(file))) void write();
      });
    },
  };
}

