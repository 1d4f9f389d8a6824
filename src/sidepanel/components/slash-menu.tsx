import { useEffect, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import browser from 'webextension-polyfill';
import type { AnswerMode } from '../../core/answer-mode/answer-mode';
import { fillPrompt, firstPlaceholder, type LibraryPrompt } from '../../core/prompts/prompt-library';
import { slashEntries, slashQuery, type SlashEntry } from '../../core/prompts/slash-list';
import { t, type MessageKey } from '../../shared/i18n';
import { loadPromptLibrary, selectionReference, watchPromptLibrary } from '../../shared/prompt-library-store';
import { attachment, composerText } from '../state/composer-state';

const LIST_ID = 'slash-list';
const optionId = (i: number) => `slash-option-${i}`;
const MODE_NAMES: Record<AnswerMode, MessageKey> = { quick: 'modeQuick', research: 'modeResearch', deep: 'researchToggle' };

function usePromptLibrary(): LibraryPrompt[] {
  const [library, setLibrary] = useState<LibraryPrompt[]>([]);
  useEffect(() => {
    void loadPromptLibrary()
      .then(setLibrary)
      .catch(() => setLibrary([]));
    return watchPromptLibrary(setLibrary);
  }, []);
  return library;
}

export interface SlashMenuState {
  open: boolean;
  entries: SlashEntry[];
  active: number;
  /** The textarea's key handling while the list is open; true when the key was the list's. */
  onKeyDown: (e: KeyboardEvent) => boolean;
  choose: (entry: SlashEntry) => void;
  /** What the textarea says about the list: it drives it, and which option is active. */
  inputProps: Record<string, string | undefined>;
}

/**
 * The composer's `/` list: a `/` at the start of an empty composer lists the prompt library, the mode
 * commands and “Edit prompts…”, filtered by what follows the `/`. Focus stays in the textarea, which
 * points at the listbox (`aria-controls`) and its active option (`aria-activedescendant`); arrows move,
 * Enter chooses, Escape closes. The textarea keeps its textbox role: HTML allows no combobox role on
 * a textarea, and a textbox with `aria-autocomplete="list"` is how screen readers hear the same.
 */
export function useSlashMenu(input: RefObject<HTMLTextAreaElement>): SlashMenuState {
  const library = usePromptLibrary();
  const [active, setActive] = useState(0);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const text = composerText.value;
  const query = slashQuery(text);
  const open = query !== null && closedFor !== text;
  const entries = open ? slashEntries(query, library) : [];
  const current = Math.min(active, Math.max(entries.length - 1, 0));

  // A new filter starts at the top again.
  useEffect(() => setActive(0), [query]);

  function choose(entry: SlashEntry): void {
    if (entry.kind === 'edit') {
      composerText.value = '';
      void browser.tabs.create({ url: browser.runtime.getURL('src/options/index.html#prompts') });
      return;
    }
    if (entry.kind === 'mode') {
      composerText.value = entry.command;
      requestAnimationFrame(() => input.current?.setSelectionRange(entry.command.length, entry.command.length));
      input.current?.focus();
      return;
    }
    // With a selection attached, {selection} names it (it is sent along); otherwise it waits, selected, for the text.
    const selection = attachment.value?.document.path === 'selection' ? { selection: selectionReference() } : {};
    const filled = fillPrompt(entry.prompt.text, selection);
    composerText.value = filled;
    const place = firstPlaceholder(filled);
    requestAnimationFrame(() => {
      const el = input.current;
      if (!el) return;
      el.focus();
      if (place) el.setSelectionRange(place.start, place.end);
      else el.setSelectionRange(filled.length, filled.length);
    });
  }

  function onKeyDown(e: KeyboardEvent): boolean {
    if (!open || entries.length === 0 || e.isComposing) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const by = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + by + entries.length) % entries.length);
    } else if (e.key === 'Enter' && !e.shiftKey) {
      choose(entries[current]!);
    } else if (e.key === 'Escape') {
      setClosedFor(text);
    } else return false;
    e.preventDefault();
    // Escape here closes the list; it must not also reach the panel's Escape (Stop).
    e.stopPropagation();
    return true;
  }

  return {
    open,
    entries,
    active: current,
    onKeyDown,
    choose,
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': open ? LIST_ID : undefined,
      'aria-activedescendant': open && entries.length ? optionId(current) : undefined,
    },
  };
}

function entryLabel(entry: SlashEntry): { name: string; detail: string } {
  if (entry.kind === 'prompt') return { name: entry.prompt.name, detail: entry.prompt.text };
  if (entry.kind === 'mode') return { name: entry.command.trim(), detail: t('slashModeDetail', t(MODE_NAMES[entry.mode])) };
  return { name: t('slashEditPrompts'), detail: t('slashEditPromptsDetail') };
}

/**
 * The list itself, above the textarea; a click chooses like Enter (focus stays in the textarea). An
 * option is named by its name alone; its text is its description. Options take focus only from a
 * script (tabindex -1): the keyboard works the list from the textarea, and the active option is
 * scrolled into view as the arrows move.
 */
export function SlashMenu({ menu }: { menu: SlashMenuState }) {
  useEffect(() => {
    if (menu.open) document.getElementById(optionId(menu.active))?.scrollIntoView({ block: 'nearest' });
  }, [menu.open, menu.active]);
  if (!menu.open) return null;
  return (
    <ul class="slash-list" id={LIST_ID} role="listbox" aria-label={t('slashListLabel')}>
      {menu.entries.map((entry, i) => {
        const { name, detail } = entryLabel(entry);
        return (
          <li
            key={entry.kind === 'prompt' ? entry.prompt.id : entry.kind === 'mode' ? entry.mode : 'edit'}
            id={optionId(i)}
            role="option"
            aria-selected={i === menu.active}
            aria-describedby={`${optionId(i)}-detail`}
            tabIndex={-1}
            class={`slash-option${i === menu.active ? ' slash-option--active' : ''}${entry.kind === 'edit' ? ' slash-option--edit' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => menu.choose(entry)}
          >
            <span class="slash-name">{name}</span>
            <span class="slash-detail" id={`${optionId(i)}-detail`} aria-hidden="true">
              {detail}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
