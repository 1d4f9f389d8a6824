import { useEffect, useRef, useState } from 'preact/hooks';
import {
  deletePrompt,
  hasErrors,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  movePrompt,
  restorePrompt,
  savePrompt,
  validatePrompt,
  type LibraryPrompt,
  type PromptErrors,
  type PromptProblem,
} from '../../core/prompts/prompt-library';
import { t } from '../../shared/i18n';
import { loadPromptLibrary, resetPromptLibrary, savePromptLibrary, watchPromptLibrary } from '../../shared/prompt-library-store';
import { TextAreaField, TextField } from '../fields';

/** The options page's address of this section: the composer's “Edit prompts…” opens it. */
export const PROMPTS_ANCHOR = 'prompts';

function problemText(problem: PromptProblem | undefined, name: string): string | undefined {
  switch (problem) {
    case 'nameEmpty':
      return t('promptsErrNameEmpty');
    case 'nameTooLong':
      return t('promptsErrNameTooLong', MAX_NAME_LENGTH);
    case 'nameTaken':
      return t('promptsErrNameTaken', name.trim());
    case 'textEmpty':
      return t('promptsErrTextEmpty');
    case 'textTooLong':
      return t('promptsErrTextTooLong', MAX_TEXT_LENGTH);
    default:
      return undefined;
  }
}

interface EditorProps {
  prompt: LibraryPrompt;
  library: readonly LibraryPrompt[];
  isNew: boolean;
  onSave: (prompt: LibraryPrompt) => void;
  onCancel: () => void;
}

/** Name, text and show-in-menu of one prompt; errors are shown from the first Save on, and follow the typing after it. */
function PromptEditor({ prompt, library, isNew, onSave, onCancel }: EditorProps) {
  const [draft, setDraft] = useState(prompt);
  const [errors, setErrors] = useState<PromptErrors | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const key = `prompt-${prompt.id}`;
  useEffect(() => form.current?.querySelector<HTMLElement>('input')?.focus(), []);
  const set = (change: Partial<LibraryPrompt>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (errors) setErrors(validatePrompt(next, library));
  };
  return (
    <form
      ref={form}
      class="prompt-editor"
      aria-label={isNew ? t('promptsNewPrompt') : t('promptsEditing', prompt.name)}
      noValidate
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
      onSubmit={(e) => {
        e.preventDefault();
        const found = validatePrompt(draft, library);
        setErrors(found);
        if (hasErrors(found)) {
          requestAnimationFrame(() => e.currentTarget?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
          return;
        }
        onSave(draft);
      }}
    >
      <TextField fieldKey={`${key}-name`} label={t('promptsName')} value={draft.name} onInput={(name) => set({ name })} error={problemText(errors?.name, draft.name)} />
      <TextAreaField
        fieldKey={`${key}-text`}
        label={t('promptsText')}
        value={draft.text}
        onInput={(text) => set({ text })}
        hint={t('promptsPlaceholdersHint')}
        error={problemText(errors?.text, draft.name)}
      />
      <label class="checkbox">
        <input type="checkbox" checked={draft.inMenu} onChange={(e) => set({ inMenu: e.currentTarget.checked })} />
        {t('promptsInMenu')}
      </label>
      <div class="actions">
        <button type="submit">{t('promptsSavePrompt')}</button>
        <button type="button" class="secondary" onClick={onCancel}>
          {t('promptsCancel')}
        </button>
      </div>
    </form>
  );
}

type Deleted = { prompt: LibraryPrompt; index: number };

/**
 * Options → Prompts: the library of the quick actions and the composer's `/` list, in order. Each
 * change is saved at once (the worker rebuilds the context menu from storage); it is not part of the
 * settings form and its Save. Delete keeps an Undo; Reset to defaults asks first.
 */
export function PromptsSection() {
  const [library, setLibrary] = useState<LibraryPrompt[] | null>(null);
  const [editing, setEditing] = useState<LibraryPrompt | null>(null);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const focusNext = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void loadPromptLibrary()
      .then(setLibrary)
      .catch((err: unknown) => setError(t('promptsLoadFailed', String(err))));
    return watchPromptLibrary(setLibrary);
  }, []);

  // Opened from the composer's “Edit prompts…”: the section is where the page starts.
  useEffect(() => {
    if (library && location.hash === `#${PROMPTS_ANCHOR}`) {
      heading.current?.scrollIntoView();
      heading.current?.focus();
    }
  }, [library !== null]);

  // After a move, a save or a delete, focus goes where the user's next step is (the element may have been re-created).
  useEffect(() => {
    if (!focusNext.current) return;
    const el = document.getElementById(focusNext.current);
    focusNext.current = null;
    el?.focus();
  });

  if (!library) return <section aria-labelledby="sec-prompts" id={PROMPTS_ANCHOR}>{error ? <p role="alert">{error}</p> : <h2 id="sec-prompts">{t('promptsHeading')}</h2>}</section>;

  async function store(next: LibraryPrompt[], saved: string, focus?: string): Promise<void> {
    setLibrary(next);
    if (focus) focusNext.current = focus;
    try {
      await savePromptLibrary(next);
      setStatus(saved);
      setError('');
    } catch (err) {
      setError(t('promptsSaveFailed', String(err)));
    }
  }

  const isNew = editing !== null && !library.some((p) => p.id === editing.id);
  const rowId = (what: string, id: string) => `prompt-${what}-${id}`;

  function move(p: LibraryPrompt, by: -1 | 1): void {
    const next = movePrompt(library!, p.id, by);
    const at = next.findIndex((x) => x.id === p.id);
    // At either end the button just used is disabled: focus its partner.
    const focus = by === -1 ? (at === 0 ? 'down' : 'up') : at === next.length - 1 ? 'up' : 'down';
    void store(next, t('promptsMoved', p.name, at + 1), rowId(focus, p.id));
  }

  return (
    <section aria-labelledby="sec-prompts" id={PROMPTS_ANCHOR}>
      <h2 id="sec-prompts" ref={heading} tabIndex={-1}>
        {t('promptsHeading')}
      </h2>
      <p class="field-hint prompt-intro">{t('promptsIntro')}</p>
      {library.length === 0 ? (
        <p>{t('promptsNone')}</p>
      ) : (
        <ol class="prompt-list" aria-labelledby="sec-prompts">
          {library.map((p, i) => (
            <li key={p.id} class="prompt-row">
              {editing?.id === p.id ? (
                <PromptEditor
                  prompt={editing}
                  library={library}
                  isNew={false}
                  onSave={(saved) => {
                    setEditing(null);
                    void store(savePrompt(library, saved), t('promptsSaved', saved.name.trim()), rowId('edit', p.id));
                  }}
                  onCancel={() => {
                    focusNext.current = rowId('edit', p.id);
                    setEditing(null);
                  }}
                />
              ) : (
                <>
                  <div class="prompt-head">
                    <span class="prompt-name">{p.name}</span>
                    <span class="prompt-where">{p.inMenu ? t('promptsWhereMenu') : t('promptsWhereComposer')}</span>
                  </div>
                  <p class="prompt-text">{p.text}</p>
                  <div class="prompt-actions">
                    <button type="button" class="secondary small" id={rowId('edit', p.id)} aria-label={t('promptsEditLabel', p.name)} onClick={() => setEditing(p)} disabled={editing !== null}>
                      {t('promptsEdit')}
                    </button>
                    <button type="button" class="secondary small" id={rowId('up', p.id)} aria-label={t('promptsMoveUpLabel', p.name)} onClick={() => move(p, -1)} disabled={i === 0 || editing !== null}>
                      {t('promptsMoveUp')}
                    </button>
                    <button
                      type="button"
                      class="secondary small"
                      id={rowId('down', p.id)}
                      aria-label={t('promptsMoveDownLabel', p.name)}
                      onClick={() => move(p, 1)}
                      disabled={i === library.length - 1 || editing !== null}
                    >
                      {t('promptsMoveDown')}
                    </button>
                    <button
                      type="button"
                      class="secondary small"
                      aria-label={t('promptsDeleteLabel', p.name)}
                      disabled={editing !== null}
                      onClick={() => {
                        setDeleted({ prompt: p, index: i });
                        void store(deletePrompt(library, p.id), t('promptsDeleted', p.name), 'prompt-undo');
                      }}
                    >
                      {t('promptsDelete')}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {isNew && editing && (
        <PromptEditor
          prompt={editing}
          library={library}
          isNew
          onSave={(saved) => {
            setEditing(null);
            void store(savePrompt(library, saved), t('promptsSaved', saved.name.trim()), rowId('edit', saved.id));
          }}
          onCancel={() => {
            focusNext.current = 'prompt-add';
            setEditing(null);
          }}
        />
      )}
      <div class="actions prompt-bar">
        <button
          type="button"
          id="prompt-add"
          disabled={editing !== null}
          onClick={() => {
            setDeleted(null);
            setEditing({ id: crypto.randomUUID(), name: '', text: '{selection}', inMenu: true });
          }}
        >
          {t('promptsAdd')}
        </button>
        {confirmReset ? (
          <span class="confirm" role="group" aria-label={t('promptsResetConfirmLabel')}>
            <span>{t('promptsResetConfirm')}</span>
            <button
              type="button"
              class="danger small"
              id="prompt-reset-confirm"
              onClick={() => {
                setConfirmReset(false);
                setDeleted(null);
                setEditing(null);
                focusNext.current = 'prompt-reset';
                resetPromptLibrary()
                  .then(loadPromptLibrary)
                  .then((defaults) => {
                    setLibrary(defaults);
                    setStatus(t('promptsResetDone'));
                  })
                  .catch((err: unknown) => setError(t('promptsSaveFailed', String(err))));
              }}
            >
              {t('promptsResetYes')}
            </button>
            <button
              type="button"
              class="secondary small"
              onClick={() => {
                setConfirmReset(false);
                focusNext.current = 'prompt-reset';
              }}
            >
              {t('promptsCancel')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            class="secondary"
            id="prompt-reset"
            disabled={editing !== null}
            onClick={() => {
              setConfirmReset(true);
              focusNext.current = 'prompt-reset-confirm';
            }}
          >
            {t('promptsReset')}
          </button>
        )}
      </div>
      {error && (
        <p class="inline-error" role="alert">
          {error}
        </p>
      )}
      <div class="prompt-status">
        <p class="status status--saved" role="status" aria-live="polite">
          {status}
        </p>
        {deleted && (
          <button
              type="button"
              class="secondary small"
              id="prompt-undo"
              onClick={() => {
                const back = restorePrompt(library, deleted.prompt, deleted.index);
                setDeleted(null);
                void store(back, t('promptsRestored', deleted.prompt.name), rowId('edit', deleted.prompt.id));
              }}
            >
              {t('promptsUndo')}
            </button>
        )}
      </div>
    </section>
  );
}
