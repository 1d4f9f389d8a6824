/**
 * The side panel's code that the first paint does not need, each in a chunk of its own (see
 * `npm run sizes` and the `ui` bench): views shown on demand, and the agent run behind the first
 * answer. `preloadPanelChunks` fetches them all once the panel is idle after its first paint, so no
 * click and no Send waits for one. Everything here must be imported with `import()` only: a static
 * import anywhere in the panel would pull the module back into the initial chunk (the build-output
 * test checks the manifest for that).
 */
import { lazyComponent } from './lazy-component';
import { loadAgentRun } from './load-agent-run';

export const HistoryView = lazyComponent(() => import('../components/history-view').then((m) => m.HistoryView));
export const FileViewDialog = lazyComponent(() => import('../components/file-view-dialog').then((m) => m.FileViewDialog));
export const FirstRun = lazyComponent(() => import('../components/first-run').then((m) => m.FirstRun));
export const NoModels = lazyComponent(() => import('../components/no-models').then((m) => m.NoModels));
export const MissingModel = lazyComponent(() => import('../components/missing-model').then((m) => m.MissingModel));
export const ResearchView = lazyComponent(() => import('../research/research-view').then((m) => m.ResearchView));
export const SlashList = lazyComponent(() => import('../components/slash-menu').then((m) => m.SlashList));

/** Loads every lazy chunk now (errors surface where the chunk is used, which retries). */
export function preloadPanelChunks(): Promise<unknown> {
  return Promise.allSettled([HistoryView.preload(), FileViewDialog.preload(), FirstRun.preload(), NoModels.preload(), MissingModel.preload(), ResearchView.preload(), SlashList.preload(), loadAgentRun()]);
}
