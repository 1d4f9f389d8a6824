/**
 * Where the built extension holds the on-demand content script (src/content/extract.ts bundled as one
 * classic script by scripts/vite-content-script.ts). A fixed path, injected with
 * chrome.scripting.executeScript({ files }), so the manifest needs no web_accessible_resources for
 * it: web pages cannot probe for it to learn that Sidelight is installed.
 */
export const CONTENT_SCRIPT_PATH = 'content/extract.js';

/**
 * Where the built extension holds the agent tabs' MAIN-world script (src/content/side-channel-guard.ts,
 * bundled the same way): registered while an agent tab is open (net-rules/side-channel-script.ts).
 */
export const SIDE_CHANNEL_SCRIPT_PATH = 'content/side-channel-guard.js';
