/** The first-run page (src/welcome/): what to install, the servers found, a way into the panel. */
export const WELCOME_PATH = 'src/welcome/index.html';

/** Brings an open welcome tab to the front, or opens one: never two (npm start opens it too). */
export async function showWelcome(): Promise<void> {
  const url = chrome.runtime.getURL(WELCOME_PATH);
  const [open] = await chrome.tabs.query({ url });
  if (open?.id !== undefined) {
    await chrome.tabs.update(open.id, { active: true });
    return;
  }
  await chrome.tabs.create({ url });
}

/** Once, when the extension is installed; updates and browser restarts open nothing. */
export function openWelcomeOnInstall(details: chrome.runtime.InstalledDetails): void {
  if (details.reason !== 'install') return;
  showWelcome().catch((err: unknown) => console.error('Sidelight could not open its welcome page', err));
}
