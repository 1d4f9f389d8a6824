import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startStandIns, type StandIns } from '../support/stand-ins';

/**
 * Settings for a journey: the scripted model, the SearXNG stand-in, and the fixture site allowed, as a
 * local host and as one the user said not to be asked about before the model opens a made-up address
 * on it (the scripted model opens fixture URLs directly; sidepanel-provenance.test.ts covers asking).
 */
export async function configure(page: Page, opts: { modelUrl: string; apiStyle: 'ollama' | 'openai'; searxngUrl: string; siteUrl: string }): Promise<void> {
  await page.evaluate(async (o) => {
    const { settings } = await chrome.storage.local.get('settings');
    const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
    await chrome.storage.local.set({
      settings: {
        ...s,
        model: { ...(s.model ?? {}), baseUrl: o.modelUrl, apiStyle: o.apiStyle, model: 'scripted-model', reasoning: 'medium', toolProfile: 'browser' },
        search: { ...(s.search ?? {}), provider: 'searxng', searxngUrl: o.searxngUrl },
        browsing: { ...(s.browsing ?? {}), allowedLocalHosts: [new URL(o.siteUrl).host], openWithoutAsking: [new URL(o.siteUrl).hostname] },
      },
    });
  }, opts);
}

/** Opens the side panel (as a tab) once settings are in place and the model is found. */
export async function openPanel(browser: ExtensionBrowser): Promise<Page> {
  const panel = await browser.openExtensionPage('src/sidepanel/index.html');
  await panel.getByRole('combobox', { name: 'Model' }).locator('option', { hasText: 'scripted-model' }).waitFor({ state: 'attached', timeout: 20_000 });
  return panel;
}

/** The 1-based line of the page document that contains `text`, as the worker builds it for the model. */
export async function lineContaining(page: Page, url: string, text: string): Promise<number> {
  const reply = (await page.evaluate(
    (u) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url: u } }),
    url,
  )) as { ok: boolean; value?: { lines: string[] }; error?: unknown };
  if (!reply?.ok || !reply.value) throw new Error(`open-page failed: ${JSON.stringify(reply?.error)}`);
  const index = reply.value.lines.findIndex((l) => l.includes(text));
  if (index === -1) throw new Error(`“${text}” is not in ${url}`);
  return index + 1;
}

export async function ask(panel: Page, question: string): Promise<void> {
  await panel.getByRole('textbox', { name: 'Message' }).fill(question);
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
}

/** Everything a side-panel journey talks to: the fixture site, the SearXNG stand-in, the scripted model and the browser. */
export interface JourneyWorld extends StandIns {
  browser: ExtensionBrowser;
}

export async function startJourneyWorld(): Promise<JourneyWorld> {
  const standIns = await startStandIns();
  const browser = await launchExtension().catch(async (err: unknown) => {
    await standIns.close();
    throw err;
  });
  return {
    ...standIns,
    browser,
    async close() {
      await browser.close();
      await standIns.close();
    },
  };
}

