import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import type { ModelServerOptions } from '../support/model-server';
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

/** The panel's model picker as each UI language a journey runs in names it. */
const MODEL_PICKER: Record<string, string> = { en: 'Model', de: 'Modell' };

/** Opens the side panel (as a tab) once settings are in place and the model is found; `language` as the browser was started in. */
export async function openPanel(browser: ExtensionBrowser, language = 'en'): Promise<Page> {
  const panel = await browser.openExtensionPage('src/sidepanel/index.html');
  const picker = MODEL_PICKER[language];
  if (!picker) throw new Error(`No model picker name for “${language}”: add it to MODEL_PICKER`);
  await panel.getByRole('combobox', { name: picker }).locator('option', { hasText: 'scripted-model' }).waitFor({ state: 'attached', timeout: 20_000 });
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

/** `language`: the browser's UI language (launchExtension's); `model`: how the scripted model server behaves. */
export interface JourneyWorldOptions {
  language?: string;
  model?: ModelServerOptions;
}

export async function startJourneyWorld(options: JourneyWorldOptions = {}): Promise<JourneyWorld> {
  const standIns = await startStandIns(options.model);
  const browser = await launchExtension(options.language ? { language: options.language } : {}).catch(async (err: unknown) => {
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

/** What a configured journey may differ in; the rest is configure()'s settings with the world's own stand-ins. */
export interface ConfiguredJourneyOptions<Line extends string> extends JourneyWorldOptions {
  /** The model server's API style (default `ollama`). */
  apiStyle?: 'ollama' | 'openai';
  /** Lines to look up once configured (lineContaining): a name for each, and the fixture site's path and the text on it. */
  lines?: Record<Line, readonly [path: string, text: string]>;
  /** Opens the panel once configured (default true). */
  panel?: boolean;
  /** Runs after the settings are stored and before the panel opens (e.g. to watch what the panel loads from its first request). */
  beforePanel?: (world: JourneyWorld) => void;
}

/** A journey world with the settings in place, the looked-up lines, and a way to point the settings at another model server. */
export interface ConfiguredJourney<Line extends string> extends JourneyWorld {
  /** The 1-based lines asked for in `lines`, by name. */
  lines: Record<Line, number>;
  /** Stores configure()'s settings again, with another model server or API style (the world's search and site stay). */
  configure(model: { modelUrl?: string; apiStyle?: 'ollama' | 'openai' }): Promise<void>;
}

/** A configured journey whose panel is open. */
export type JourneyWithPanel<Line extends string = never> = ConfiguredJourney<Line> & { panel: Page };

/**
 * The world most side-panel journeys start from: the stand-ins and the browser, the settings stored
 * (configure()), `lines` looked up, and the panel open unless `panel: false`.
 */
export function startConfiguredJourney<Line extends string = never>(
  options: ConfiguredJourneyOptions<Line> & { panel: false },
): Promise<ConfiguredJourney<Line>>;
export function startConfiguredJourney<Line extends string = never>(options?: ConfiguredJourneyOptions<Line>): Promise<JourneyWithPanel<Line>>;
export async function startConfiguredJourney<Line extends string = never>(
  options: ConfiguredJourneyOptions<Line> = {},
): Promise<ConfiguredJourney<Line> & { panel?: Page }> {
  const world = await startJourneyWorld(options);
  try {
    const setup = await world.browser.openExtensionPage('src/options/index.html');
    await configure(setup, { modelUrl: world.model.url, apiStyle: options.apiStyle ?? 'ollama', searxngUrl: world.search.url, siteUrl: world.site.url });
    const lines = {} as Record<Line, number>;
    for (const [name, [path, text]] of Object.entries(options.lines ?? {}) as [Line, readonly [string, string]][]) {
      lines[name] = await lineContaining(setup, `${world.site.url}${path}`, text);
    }
    await setup.close();
    options.beforePanel?.(world);
    const panel = options.panel === false ? undefined : await openPanel(world.browser, options.language);
    return {
      ...world,
      lines,
      ...(panel ? { panel } : {}),
      async configure(model) {
        const page = await world.browser.openExtensionPage('src/options/index.html');
        await configure(page, {
          modelUrl: model.modelUrl ?? world.model.url,
          apiStyle: model.apiStyle ?? options.apiStyle ?? 'ollama',
          searxngUrl: world.search.url,
          siteUrl: world.site.url,
        });
        await page.close();
      },
    };
  } catch (err) {
    await world.close();
    throw err;
  }
}
