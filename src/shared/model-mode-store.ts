import browser from 'webextension-polyfill';
import type { ModelMode, ModelModeStore } from '../core/model/model-modes';

const KEY = 'modelModes';

/**
 * What was learnt per server + model (tools via text, thinking off, token calibration), kept in
 * `storage.local` so the next answer — and the next panel — starts in the right mode. The worker's
 * deep research reads and adds to the same record: its report prompt is fitted with the ratio the
 * answers calibrated, also after a worker restart.
 */
export const storedModelModes: ModelModeStore = {
  async get(key) {
    const got = await browser.storage.local.get(KEY);
    const all = (got[KEY] ?? {}) as Record<string, ModelMode>;
    return all[key];
  },
  async set(key, mode) {
    const got = await browser.storage.local.get(KEY);
    const all = (got[KEY] ?? {}) as Record<string, ModelMode>;
    await browser.storage.local.set({ [KEY]: { ...all, [key]: mode } });
  },
};
