import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/**
 * Screenshots taken by the e2e run. They go to the git-ignored `screenshots-tmp/`; `npm run
 * screenshots:update` (or SIDELIGHT_UPDATE_SCREENSHOTS=1) also writes the README's copies in docs/screenshots.
 */
const TMP_DIR = fileURLToPath(new URL('../../screenshots-tmp/', import.meta.url));
const DOCS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const dirs = process.env.SIDELIGHT_UPDATE_SCREENSHOTS ? [TMP_DIR, DOCS_DIR] : [TMP_DIR];
  let last = '';
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true });
    last = `${dir}${name}.png`;
    await page.screenshot({ path: last, fullPage: options.fullPage ?? false });
  }
  return last;
}
