import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
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

/** The textarea's attributes for the list, set while the list is shown and taken away with it. */
function useInputAttributes(input: RefObject<HTMLTextAreaElement>, attrs: Record<string, string | undefined>): void {
  const key = JSON.stringify(attrs);
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    for (const [name, value] of Object.entries(attrs)) {
      if (value === undefined) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
    return () => Object.keys(attrs).forEach((name) => el.removeAttribute(name));
  }, [key]);
}

/**
 * The composer's `/` list: a `/` at the start of an empty composer lists the prompt library, the mode
 * commands and “Edit prompts…”, filtered by what follows the `/`. Focus stays in the textarea, which
 * points at the listbox (`aria-controls`) and its active option (`aria-activedescendant`); arrows move,
 * Enter chooses, Escape closes. The textarea keeps its textbox role: HTML allows no combobox role on
 * a textarea, and a textbox with `aria-autocomplete="list"` is how screen readers hear the same.
 *
 * Rendered by the composer while it holds `/…` only, and loaded then (a chunk of its own,
 * lazy/panel-chunks.ts): the first paint does not need it. Its keys are taken on the textarea before
 * the composer's own (a capturing listener), so Enter chooses rather than sends and Escape closes the
 * list rather than stopping an answer.
 */
export function SlashList({ input }: { input: RefObject<HTMLTextAreaElement> }) {
  const library = usePromptLibrary();
  // The active option belongs to the filter it was picked in: a new filter starts at the top again, in the
  // same render (an effect would reset it a frame late, after a fast arrow key had already moved it).
  const [picked, setPicked] = useState<{ query: string | null; index: number }>({ query: null, index: 0 });
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const text = composerText.value;
  const query = slashQuery(text);
  const open = query !== null && closedFor !== text;
  const entries = open ? slashEntries(query, library) : [];
  const active = picked.query === query ? picked.index : 0;
  const current = Math.min(active, Math.max(entries.length - 1, 0));
  useEffect(() => {
    if (open) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  }, [open, current]);

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

  // The key handler reads the latest render through this ref, not the render it was bound in: keys typed
  // faster than effects run (they run after paint) must act on the list as it is now.
  const latest = useRef({ open, entries, current, text, query, choose });
  latest.current = { open, entries, current, text, query, choose };
  // Bound once, right after the first render (a layout effect runs before the next key event).
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const now = latest.current;
      if (!now.open || now.entries.length === 0 || e.isComposing) return;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        const by = e.key === 'ArrowDown' ? 1 : -1;
        setPicked({ query: now.query, index: (now.current + by + now.entries.length) % now.entries.length });
      } else if (e.key === 'Enter' && !e.shiftKey) {
        now.choose(now.entries[now.current]!);
      } else if (e.key === 'Escape') {
        setClosedFor(now.text);
      } else return;
      e.preventDefault();
      // Neither the composer (Enter sends) nor the panel (Escape stops an answer) gets this key.
      e.stopImmediatePropagation();
    };
    el.addEventListener('keydown', onKeyDown, { capture: true });
    return () => el.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [input]);

  useInputAttributes(input, {
    'aria-controls': open ? LIST_ID : undefined,
    'aria-activedescendant': open && entries.length ? optionId(current) : undefined,
  });

  if (!open) return null;
  return (
    <ul class="slash-list" id={LIST_ID} role="listbox" aria-label={t('slashListLabel')}>
      {entries.map((entry, i) => {
        const { name, detail } = entryLabel(entry);
        return (
          // Options take focus only from a script (tabindex -1): the keyboard works the list from the textarea.
          <li
            key={entry.kind === 'prompt' ? entry.prompt.id : entry.kind === 'mode' ? entry.mode : 'edit'}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            aria-describedby={`${optionId(i)}-detail`}
            tabIndex={-1}
            class={`slash-option${i === current ? ' slash-option--active' : ''}${entry.kind === 'edit' ? ' slash-option--edit' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(entry)}
          >
            <span class="slash-name">{name}</span>
            {/* Its description, not part of its name: an option is named by its name alone. */}
            <span class="slash-detail" id={`${optionId(i)}-detail`} aria-hidden="true">
              {detail}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function entryLabel(entry: SlashEntry): { name: string; detail: string } {
  if (entry.kind === 'prompt') return { name: entry.prompt.name, detail: entry.prompt.text };
  if (entry.kind === 'mode') return { name: entry.command.trim(), detail: t('slashModeDetail', t(MODE_NAMES[entry.mode])) };
  return { name: t('slashEditPrompts'), detail: t('slashEditPromptsDetail') };
}
