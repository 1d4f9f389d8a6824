import { existsSync } from 'node:fs';

/** Where Chromium-family browsers usually live, in the order we prefer them. */
const CANDIDATES: Record<string, string[]> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/microsoft-edge',
    '/usr/bin/brave-browser',
  ],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    '/Applications/Brave Browser.app/Contents/MacOS/Brave Browser',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe',
  ],
};

export const INSTALL_ADVICE =
  'No Chromium-family browser found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`; ' +
  'macOS: `brew install --cask chromium`) or point CHROME_PATH at your Chrome, Edge or Brave executable.';

/** CHROME_PATH first, then the usual install locations; throws with install advice when none exists. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env, platform: string = process.platform): string {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but nothing is there. ${INSTALL_ADVICE}`);
  }
  const found = (CANDIDATES[platform] ?? []).find((p) => existsSync(p));
  if (!found) throw new Error(INSTALL_ADVICE);
  return found;
}
