import { oneAtATime } from '../../core/async/one-at-a-time';
import { SIDE_CHANNEL_SCRIPT_PATH } from '../content-script-path';

const SCRIPT_ID = 'sidelight-no-side-channels';

const queue = oneAtATime();

/**
 * Registers (or removes) the MAIN-world `document_start` script that removes WebSocket, WebTransport
 * and WebRTC from agent tabs' documents (src/content/no-side-channels.ts), in every frame, about:blank,
 * srcdoc, data: and blob: frames included (`matchOriginAsFallback`). A registered script cannot be
 * scoped to a tab, so it runs in any page loaded while an agent tab is open and acts only where the
 * agent-document mark is (side-channel-rules.ts); it is registered only while an agent tab is open.
 * Calls run one at a time; registering twice or removing what is not there is not an error.
 */
export function registerSideChannelScript(on: boolean): Promise<void> {
  if (!chrome.scripting?.registerContentScripts) return Promise.resolve();
  return queue(() => apply(on));
}

async function apply(on: boolean): Promise<void> {
  const present = (await chrome.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] })).length > 0;
  if (on && !present) {
    await chrome.scripting.registerContentScripts([
      {
        id: SCRIPT_ID,
        js: [SIDE_CHANNEL_SCRIPT_PATH],
        matches: ['http://*/*', 'https://*/*'],
        allFrames: true,
        matchOriginAsFallback: true,
        runAt: 'document_start',
        world: 'MAIN',
        persistAcrossSessions: false,
      } as chrome.scripting.RegisteredContentScript,
    ]);
  } else if (!on && present) {
    await chrome.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
  }
}
