/** Where `npm run package` writes each store file, so the script and its e2e check agree on names. */
export const PACKAGES_DIR = 'packages';

export interface PackageFiles {
  /** Upload to the Chrome Web Store (and Edge Add-ons). */
  chrome: string;
  /** Upload to addons.mozilla.org, or sign for self-distribution. */
  firefox: string;
  /** AMO's "source code" upload: the repository at the packaged commit, without node_modules. */
  source: string;
}

export function packageFiles(version: string): PackageFiles {
  return {
    chrome: `${PACKAGES_DIR}/sidelight-chrome-${version}.zip`,
    firefox: `${PACKAGES_DIR}/sidelight-firefox-${version}.xpi`,
    source: `${PACKAGES_DIR}/sidelight-source-${version}.zip`,
  };
}
