/**
 * `npm start`: launches a Chromium-family browser with the built extension in a fresh temporary
 * profile, through Mozilla's web-ext (which targets Chromium too), so we keep no launcher of our own.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WELCOME_PATH } from '../src/background/welcome';
import { unpackedExtensionId } from './extension-id';
import { findBrowser } from './find-browser';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
if (!existsSync(`${dist}manifest.json`)) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
let browser: string;
try {
  browser = findBrowser();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
// The fresh profile installs Sidelight, which opens its welcome page once; starting on that same
// page keeps it to one tab (the extension focuses an open welcome tab instead of adding one).
const welcomeUrl = `chrome-extension://${unpackedExtensionId(dist)}/${WELCOME_PATH}`;
console.log(`Starting ${browser} with Sidelight loaded, on its welcome page. Click the Sidelight icon in the toolbar to open the side panel.`);
const extraArgs = process.getuid?.() === 0 ? ['--arg=--no-sandbox'] : [];
const child = spawn(
  'npx',
  ['web-ext', 'run', '--target', 'chromium', '--source-dir', dist, '--chromium-binary', browser, '--no-reload', '--start-url', welcomeUrl, ...extraArgs],
  { stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 0));
