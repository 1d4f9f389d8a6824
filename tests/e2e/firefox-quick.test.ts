/**
 * A Quick answer in a real Firefox (`npm run build && npm run build:firefox` first): for a model
 * without tools (Ollama's gemma3 persona) the sidebar starts in Quick by itself, searches and opens
 * the results through the background page, asks the model once with the excerpts and no tools, and
 * the answer's chip resolves to the cited line. The Chromium journey is sidepanel-quick.test.ts.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchSettings, startFirefoxWorld, type FirefoxWorld } from './firefox-world';

type Message = { role: string; content: string };

/** The 1-based line of the page's document holding `text`, as the background builds it for the model. */
async function lineContaining(page: Page, url: string, text: string): Promise<number> {
  const reply = (await page.evaluate((u) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url: u, origin: 'user' } }), url)) as {
    value?: { lines: string[] };
  };
  const index = reply.value?.lines.findIndex((l) => l.includes(text)) ?? -1;
  if (index === -1) throw new Error(`“${text}” is not in ${url}`);
  return index + 1;
}

describe('a Quick answer in the Firefox sidebar page', () => {
  let world: FirefoxWorld;

  beforeAll(async () => {
    world = await startFirefoxWorld({ model: { persona: 'ollama-no-tools' } });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('starts in Quick for a model without tools and answers in one request with a chip that resolves', async () => {
    const { ff, site, search, model } = world;
    const solar = `${site.url}/articles/solar.html`;
    const setup = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(setup, {
      model: { baseUrl: model.url, apiStyle: 'ollama', model: 'scripted-model', toolProfile: 'browser' },
      search: { provider: 'searxng', searxngUrl: search.url },
      browsing: { allowedLocalHosts: [new URL(site.url).host] },
    });
    const line = await lineContaining(setup, solar, '34.6 percent');
    await setup.close();

    // The model cites the solar page's excerpt by the cursor the excerpts give it (pages arrive in any order).
    model.setRespond((body) => {
      const prompt = (body as { messages: Message[] }).messages.at(-1)?.content ?? '';
      const block = prompt.split(/\n\n(?=\[\d+\] )/).find((b) => b.includes(`(${solar})`));
      const cursor = block?.match(/^\[(\d+)\]/)?.[1];
      const cited = block?.match(/^L(\d+): .*34\.6 percent/m)?.[1];
      return { content: cursor && cited ? `A tandem cell reached 34.6 percent, a record【${cursor}†L${cited}】.` : 'The excerpts do not say.' };
    });

    const panel = await ff.openExtensionPage('src/sidepanel/index.html');
    await panel.waitForFunction(() => [...document.querySelectorAll('option')].some((o) => o.textContent === 'scripted-model'), { timeout: 20_000 });
    const select = await panel.waitForSelector('::-p-aria([name="Answer mode"][role="combobox"])', { timeout: 5_000 });
    await panel.waitForFunction((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent === 'Quick (auto)', { timeout: 10_000 }, select);
    await panel.locator('::-p-aria([name="Message"][role="textbox"])').fill('What is the new solar cell efficiency record?');
    await panel.keyboard.press('Enter');

    await panel.waitForFunction(
      () => [...document.querySelectorAll('[role="log"] a.cite')].some((a) => a.closest('.answer')?.textContent?.includes('a record')),
      { timeout: 30_000 },
    );
    const chip = await panel.waitForSelector('::-p-aria([role="log"]) .answer a.cite', { timeout: 5_000 });
    const { name, href } = await chip!.evaluate((a) => ({ name: a.getAttribute('aria-label') ?? '', href: a.getAttribute('href') ?? '' }));
    expect(name).toBe(`Source 1, 127.0.0.1, line ${line}`);
    expect(href.startsWith(`${solar}#:~:text=`)).toBe(true);

    // One model request, with the excerpts and without tools.
    const chats = model.requests.filter((r) => r.path === '/api/chat');
    expect(chats).toHaveLength(1);
    expect(chats[0]!.body.tools ?? []).toEqual([]);
    expect((chats[0]!.body.messages as Message[]).at(-1)!.content).toMatch(new RegExp(`^L${line}: .*34\\.6 percent`, 'm'));

    // The chip's preview shows the cited line (focus, as a keyboard user gets it).
    await chip!.focus();
    const tooltip = await panel.waitForSelector('::-p-aria([role="tooltip"])', { timeout: 5_000 });
    expect(await tooltip!.evaluate((t) => t.textContent ?? '')).toContain('34.6 percent');
    expect(await panel.$('::-p-aria([name="Research this"][role="button"])')).not.toBeNull();
    expect(ff.errors).toEqual([]);
    await panel.close();
  });
});
