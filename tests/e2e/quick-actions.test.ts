/**
 * Quick actions on a selection and the prompt library (issue 31, item 2): the options page's Prompts
 * editor, a quick action from the context menu end to end against the scripted model, and the
 * composer's `/` list by keyboard — in English and German, with screenshots at 400 and 320 px, light
 * and dark. A real menu click cannot be scripted: the tests call the worker's listener as the menu
 * would (index.ts exposes it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { axeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screenshots';
import { SUMMARIZE, expectSummarizeOfSelection } from './quick-action-request';
import { type ConfiguredJourney, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

const SIZES = [400, 320] as const;
const SCHEMES = ['light', 'dark'] as const;

type Stored = { version: number; prompts: { id: string; name: string; text: string; inMenu: boolean }[] } | undefined;

function storedLibrary(page: Page): Promise<Stored> {
  return page.evaluate(async () => (await chrome.storage.local.get('promptLibrary')).promptLibrary as Stored);
}

/** The prompt names as the options page lists them, in order. */
function listedNames(page: Page): Promise<string[]> {
  return page.locator('.prompt-list .prompt-name').allTextContents();
}

/** Whether the worker has a context-menu item of this id (update fails for one it does not have). */
async function hasMenuItem(browser: ExtensionBrowser, id: string): Promise<boolean> {
  return browser.serviceWorker.evaluate(
    (menuId) =>
      new Promise<boolean>((resolve) => {
        chrome.contextMenus.update(menuId, {}, () => resolve(!chrome.runtime.lastError));
      }),
    id,
  );
}

/** What a click on a menu item does, on the tab showing `url`, with its first paragraph selected. */
async function clickMenu(browser: ExtensionBrowser, page: Page, url: string, menuItemId: string): Promise<void> {
  const selectionText = await page.evaluate(() => {
    const p = document.querySelector('article p, main p, p')!;
    getSelection()!.selectAllChildren(p);
    return getSelection()!.toString();
  });
  await browser.serviceWorker.evaluate(
    async ({ pageUrl, id, text }) => {
      const [tab] = await chrome.tabs.query({ url: pageUrl });
      const g = globalThis as unknown as { sidelight: { onContextMenuClicked: (info: unknown, tab: unknown) => Promise<void> } };
      await g.sidelight.onContextMenuClicked({ menuItemId: id, selectionText: text, editable: false, pageUrl }, tab);
    },
    { pageUrl: url, id: menuItemId, text: selectionText },
  );
}

describe('quick actions and the prompt library', () => {
  let world: ConfiguredJourney<never>;
  let browser: ExtensionBrowser;

  beforeAll(async () => {
    world = await startConfiguredJourney({ panel: false });
    ({ browser } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('edits the library on the options page: add, edit, reorder, delete and undo, reset — and the menu follows', async () => {
    const page = await browser.openExtensionPage('src/options/index.html#prompts');
    const section = page.getByRole('region', { name: 'Prompts', exact: true });
    await section.getByRole('button', { name: 'Edit Summarize' }).waitFor();
    expect(await listedNames(page)).toEqual(['Summarize', 'Explain', 'Translate to …', 'Rephrase']);
    // Opened at #prompts: the section's heading has focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('sec-prompts');
    // The defaults are not stored until the user changes something, and the menu has them.
    expect(await storedLibrary(page)).toBeUndefined();
    expect(await hasMenuItem(browser, 'sidelight-prompt:summarize')).toBe(true);
    expect(await hasMenuItem(browser, 'sidelight-prompt:translate:en')).toBe(true);
    expect(await hasMenuItem(browser, 'sidelight-ask-selection')).toBe(true);

    // Add: errors as text for an empty name and a name taken, then saved at the end.
    await section.getByRole('button', { name: 'Add prompt' }).click();
    const form = section.getByRole('form', { name: 'New prompt' });
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByRole('textbox', { name: 'Prompt' }).fill('');
    await form.getByRole('button', { name: 'Save prompt' }).click();
    await form.getByText('Give the prompt a name.').waitFor();
    expect(await form.getByText('Write the prompt.').count()).toBe(1);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('explain');
    await form.getByText('Another prompt is already called “explain”. Choose another name.').waitFor();
    await name.fill('Fix grammar');
    await form.getByRole('textbox', { name: 'Prompt' }).fill('Fix the grammar of {selection}.');
    await form.getByRole('checkbox', { name: 'Show in the menu on selected text' }).uncheck();
    await form.getByRole('button', { name: 'Save prompt' }).click();
    await section.getByRole('status').getByText('Saved Fix grammar.').waitFor();
    expect(await listedNames(page)).toEqual(['Summarize', 'Explain', 'Translate to …', 'Rephrase', 'Fix grammar']);
    const added = (await storedLibrary(page))!.prompts.at(-1)!;
    expect(added).toMatchObject({ name: 'Fix grammar', text: 'Fix the grammar of {selection}.', inMenu: false });
    expect(await section.getByText('In the composer only').count()).toBe(1);

    // Edit: Cancel keeps the prompt; Save renames it, and the menu item follows.
    await section.getByRole('button', { name: 'Edit Explain' }).click();
    const editor = section.getByRole('form', { name: 'Editing Explain' });
    await editor.getByRole('textbox', { name: 'Name' }).fill('Nothing');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    expect(await listedNames(page)).toContain('Explain');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit Explain');
    await section.getByRole('button', { name: 'Edit Explain' }).click();
    await editor.getByRole('textbox', { name: 'Name' }).fill('Explain simply');
    await editor.getByRole('textbox', { name: 'Prompt' }).fill('Explain {selection} to a child.');
    await editor.getByRole('button', { name: 'Save prompt' }).click();
    await section.getByRole('status').getByText('Saved Explain simply.').waitFor();

    // Reorder by keyboard: the moved prompt keeps focus on its button.
    await section.getByRole('button', { name: 'Move Explain simply up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => listedNames(page)).toEqual(['Explain simply', 'Summarize', 'Translate to …', 'Rephrase', 'Fix grammar']);
    // At the top its Move up is disabled, so focus is on its Move down.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Explain simply down');
    expect(await section.getByRole('button', { name: 'Move Explain simply up' }).isDisabled()).toBe(true);
    await section.getByRole('button', { name: 'Move Rephrase down' }).click();
    await expect.poll(() => listedNames(page)).toEqual(['Explain simply', 'Summarize', 'Translate to …', 'Fix grammar', 'Rephrase']);
    await expect.poll(async () => (await storedLibrary(page))?.prompts.map((p) => p.name)).toEqual(['Explain simply', 'Summarize', 'Translate to …', 'Fix grammar', 'Rephrase']);

    // Delete and Undo: back in its place.
    await section.getByRole('button', { name: 'Delete Summarize' }).click();
    await expect.poll(() => listedNames(page)).toEqual(['Explain simply', 'Translate to …', 'Fix grammar', 'Rephrase']);
    await section.getByRole('status').getByText('Deleted Summarize.').waitFor();
    await expect.poll(() => hasMenuItem(browser, 'sidelight-prompt:summarize')).toBe(false);
    await section.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => listedNames(page)).toEqual(['Explain simply', 'Summarize', 'Translate to …', 'Fix grammar', 'Rephrase']);
    await expect.poll(() => hasMenuItem(browser, 'sidelight-prompt:summarize')).toBe(true);
    // Not in the menu: the prompt the user unticked.
    expect(await hasMenuItem(browser, `sidelight-prompt:${added.id}`)).toBe(false);

    for (const width of SIZES) {
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        await section.scrollIntoViewIfNeeded();
        // Nothing wider than the page at this width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await saveScreenshot(page, `options-prompts-${width}-${scheme}`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // Reset asks first; Cancel changes nothing, Reset brings the defaults back (and removes the stored library).
    await section.getByRole('button', { name: 'Reset to defaults' }).click();
    const question = section.getByRole('group', { name: 'Reset the prompts?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await listedNames(page)).toHaveLength(5);
    await section.getByRole('button', { name: 'Reset to defaults' }).click();
    await question.getByRole('button', { name: 'Reset' }).click();
    await section.getByRole('status').getByText('The default prompts are back.').waitFor();
    expect(await listedNames(page)).toEqual(['Summarize', 'Explain', 'Translate to …', 'Rephrase']);
    await expect.poll(() => storedLibrary(page)).toBeUndefined();
    await expect.poll(() => hasMenuItem(browser, 'sidelight-prompt:explain')).toBe(true);
    await page.close();
  });

  it('runs a quick action from the menu: the panel sends the filled prompt with the selection attached, without searching', async () => {
    const { site, search, model } = world;
    const battery = `${site.url}/articles/battery.html`;
    const page = await browser.context.newPage();
    await page.goto(battery);
    const panel = await openPanel(browser);

    model.setTurns([{ content: 'A pilot line makes solid-state cells at 450 Wh/kg【0†L1】.' }]);
    const before = model.requests.length;
    const searches = search.requests.length;
    await clickMenu(browser, page, battery, 'sidelight-prompt:summarize');
    const log = panel.getByRole('log');
    await log.getByText(/A pilot line makes solid-state cells/).waitFor({ timeout: 20_000 });
    // Sent as the question, the selection attached (and no longer waiting in the composer).
    await log.getByText(SUMMARIZE).waitFor();
    expect(await panel.getByRole('button', { name: /^Remove attachment/ }).count()).toBe(0);
    expectSummarizeOfSelection(model.requests.slice(before));
    expect(search.requests.length).toBe(searches);
    // The citation points at the selection's line; the answer says what it was made from.
    await log.getByRole('link', { name: /^Source \d+, [^,]+, line 1$/ }).waitFor();
    expect(await log.getByRole('note').filter({ hasText: 'Quick action: from the selected text alone, without searching the web' }).count()).toBe(1);
    expect(await log.getByText(/^Quick action · 1 step/).count()).toBe(1);

    // Translate to … → a language: the prompt names it.
    model.setTurns([{ content: 'Eine Pilotlinie stellt Festkörperzellen her.' }]);
    const next = model.requests.length;
    await clickMenu(browser, page, battery, 'sidelight-prompt:translate:de');
    await log.getByText('Eine Pilotlinie stellt Festkörperzellen her.').waitFor({ timeout: 20_000 });
    const translate = model.requests.slice(next).filter((r) => Array.isArray(r.body?.messages));
    const asked = (translate[0]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(asked).toContain('Question: Translate the selected text into German. Keep its meaning, tone and formatting, and write only the translation.');
    expect(asked).toContain('L1: A pilot line near the fixture harbour');
    // A translation cites nothing by design: it is not labelled as from the model's memory.
    expect(await log.getByRole('note', { name: 'From the model’s memory' }).count()).toBe(0);
    await page.close();
    await panel.close();
  });

  it('opens the / list in the composer and works it by keyboard', async () => {
    const panel = await openPanel(browser);
    const box = panel.getByRole('textbox', { name: 'Message' });
    await box.fill('');
    await box.press('/');
    const list = panel.getByRole('listbox', { name: 'Prompts and commands' });
    await list.waitFor();
    await expect.poll(() => list.locator('[role=option] .slash-name').allTextContents()).toEqual([
      'Summarize',
      'Explain',
      'Translate to …',
      'Rephrase',
      '/quick',
      '/research',
      '/deep',
      'Edit prompts…',
    ]);
    // Each option is named by its name alone (its text is its description).
    await expect.poll(() => list.getByRole('option', { name: 'Translate to …', exact: true }).count()).toBe(1);
    await expect.poll(() => list.getByRole('option', { name: 'Edit prompts…', exact: true }).count()).toBe(1);
    await expect.poll(() => box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(await list.getByRole('option', { name: 'Summarize' }).getAttribute('id'));

    for (const width of SIZES) {
      for (const scheme of SCHEMES) {
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.setViewportSize({ width, height: 720 });
        expect(await panel.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(panel)).toEqual([]);
        await saveScreenshot(panel, `slash-list-${width}-${scheme}`);
      }
    }
    await panel.emulateMedia({ colorScheme: 'light' });

    // Filtered as typed; arrows move the active option.
    await box.press('r');
    await box.press('e');
    await expect.poll(() => list.locator('[role=option] .slash-name').allTextContents()).toEqual(['Rephrase', '/research', 'Edit prompts…']);
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(await list.getByRole('option', { name: '/research' }).getAttribute('id'));
    await expect.poll(() => list.getByRole('option', { name: '/research' }).getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowUp');
    // Enter chooses (it does not send): the prompt's text, its placeholder selected for the text to come.
    await box.press('Enter');
    await expect.poll(() => list.count()).toBe(0);
    const text = 'Rephrase {selection} so that it reads clearly and naturally, keeping its meaning and its language. Write only the rephrased text.';
    await expect.poll(() => box.inputValue()).toBe(text);
    await expect.poll(() => box.evaluate((el) => (el as HTMLTextAreaElement).value.slice((el as HTMLTextAreaElement).selectionStart, (el as HTMLTextAreaElement).selectionEnd))).toBe('{selection}');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await box.pressSequentially('this sentence');
    await expect.poll(() => box.inputValue()).toBe(text.replace('{selection}', 'this sentence'));

    // Escape closes the list and leaves the text; a mode command is put in for the question to follow.
    await box.fill('');
    await box.press('/');
    await list.waitFor();
    await box.press('Escape');
    await expect.poll(() => list.count()).toBe(0);
    await expect.poll(() => box.inputValue()).toBe('/');
    await box.press('d');
    await list.waitFor();
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('/deep ');

    // Edit prompts… opens the options page at the Prompts section.
    await box.fill('');
    await box.press('/');
    await box.press('End');
    await box.pressSequentially('edit');
    await expect.poll(() => list.locator('[role=option] .slash-name').allTextContents()).toEqual(['Edit prompts…']);
    const opened = browser.context.waitForEvent('page');
    await box.press('Enter');
    const options = await opened;
    await options.waitForURL(/src\/options\/index\.html#prompts$/);
    await options.getByRole('region', { name: 'Prompts', exact: true }).getByRole('button', { name: 'Edit Summarize' }).waitFor();
    await options.close();
    await expect.poll(() => box.inputValue()).toBe('');
    await panel.close();
  });
});

describe('quick actions in German', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension({ language: 'de' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('ships German default prompts, German controls and languages named in German', async () => {
    const page = await browser.openExtensionPage('src/options/index.html');
    const section = page.getByRole('region', { name: 'Prompt-Vorlagen' });
    await section.getByRole('button', { name: 'Zusammenfassen bearbeiten' }).waitFor();
    expect(await listedNames(page)).toEqual(['Zusammenfassen', 'Erklären', 'Übersetzen in …', 'Umformulieren']);
    await section.getByRole('button', { name: 'Erklären nach oben verschieben' }).click();
    await expect.poll(() => listedNames(page)).toEqual(['Erklären', 'Zusammenfassen', 'Übersetzen in …', 'Umformulieren']);
    await section.getByRole('button', { name: 'Vorlage hinzufügen' }).click();
    await section.getByRole('form', { name: 'Neue Vorlage' }).getByRole('button', { name: 'Vorlage speichern' }).click();
    await section.getByText('Geben Sie der Vorlage einen Namen.').waitFor();
    await section.getByRole('button', { name: 'Abbrechen' }).click();
    for (const width of SIZES) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The German names hold the buttons' visible words too (“Nach oben” in “Erklären nach oben verschieben”).
      expect(await axeViolations(page)).toEqual([]);
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `options-prompts-de-${width}`);
    }
    // The menu's languages: the browser's first, named in German.
    const titles = await browser.serviceWorker.evaluate(() => [chrome.i18n.getUILanguage(), chrome.i18n.getMessage('promptTranslateName')]);
    expect(titles).toEqual(['de', 'Übersetzen in …']);
    expect(await hasMenuItem(browser, 'sidelight-prompt:translate:de')).toBe(true);

    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    const box = panel.getByRole('textbox', { name: 'Nachricht' });
    await box.waitFor();
    await box.press('/');
    const list = panel.getByRole('listbox', { name: 'Vorlagen und Befehle' });
    await list.waitFor();
    expect(await list.getByRole('option', { name: 'Vorlagen bearbeiten …' }).count()).toBe(1);
    await box.press('ArrowDown');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('Fasse {selection} in wenigen kurzen Stichpunkten zusammen und behalte die wichtigsten Fakten und Zahlen bei.');
    await panel.close();
    await page.close();
  });
});
