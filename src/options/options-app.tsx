import { useEffect, useState } from 'preact/hooks';
import { loadSettings, saveSettings } from '../shared/settings-store';
import type { SettingsErrors } from '../shared/settings';
import { draftFromSettings, validateDraft, withField, withText, type FormDraft } from './form-draft';
import { ModelSection } from './sections/model-section';
import { ModelsSection } from './sections/models-section';
import { SearchSection } from './sections/search-section';
import { BrowsingSection } from './sections/browsing-section';
import { AdvancedSettings } from './sections/advanced-settings';
import { PrivacySection } from './sections/privacy-section';
import { PromptsSection } from './sections/prompts-section';
import { ToolbarSection } from './sections/toolbar-section';
import { t, tCount } from '../shared/i18n';

type SaveState = { kind: 'idle' | 'saved' | 'invalid' | 'error'; text: string };

export function OptionsApp() {
  const [draft, setDraft] = useState<FormDraft | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle', text: '' });
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    loadSettings()
      .then((s) => setDraft(draftFromSettings(s)))
      .catch((err: unknown) => setLoadError(t('optionsLoadFailed', String(err))));
  }, []);

  // Errors shown are those of the last Save attempt, refreshed live once the user starts fixing them.
  const showingErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (draft && showingErrors) setErrors(validateDraft(draft).errors);
    setSaveState((prev) => (prev.kind === 'idle' ? prev : { kind: 'idle', text: '' }));
  }, [draft]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!draft) return <p>{t('optionsLoading')}</p>;

  // Functional updates: Detect sets several fields in one go.
  const setField = (key: string, value: unknown) => setDraft((d) => withField(d!, key, value));
  const setText = (key: string, value: string) => setDraft((d) => withText(d!, key, value));

  async function save(): Promise<boolean> {
    const { settings, errors: found } = validateDraft(draft!);
    setErrors(found);
    const count = Object.keys(found).length;
    if (count) {
      setSaveState({ kind: 'invalid', text: tCount(count, 'optionsNotSavedOne', 'optionsNotSavedOther') });
      // After the errors render: every invalid field visible (Advanced opened if one is inside), the first focused.
      requestAnimationFrame(() => {
        const invalid = [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
        for (const field of invalid) {
          const details = field.closest('details');
          if (details) details.open = true;
        }
        invalid[0]?.focus();
      });
      return false;
    }
    try {
      const stillWrong = await saveSettings(settings);
      if (Object.keys(stillWrong).length) {
        setErrors(stillWrong);
        setSaveState({ kind: 'invalid', text: t('optionsNotSavedSome') });
        return false;
      }
      setSaveState({ kind: 'saved', text: t('optionsSaved') });
      return true;
    } catch (err) {
      setSaveState({ kind: 'error', text: t('optionsSaveFailed', String(err)) });
      return false;
    }
  }

  return (
    <main class="options">
      <header>
        <h1>{t('optionsTitle')}</h1>
      </header>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <ModelSection draft={draft} errors={errors} setField={setField} />
        <ModelsSection draft={draft} setField={setField} />
        <SearchSection draft={draft} errors={errors} setField={setField} />
        <BrowsingSection draft={draft} errors={errors} setText={setText} setField={setField} />
        <ToolbarSection draft={draft} setField={setField} />
        <AdvancedSettings draft={draft} errors={errors} setField={setField} setText={setText} />
        <PrivacySection />
        <div class="save-bar">
          <button type="submit">{t('optionsSave')}</button>
          <p class={`status status--${saveState.kind}`} role="status" aria-live="polite">
            {saveState.text}
          </p>
        </div>
      </form>
      {/* Not part of the form: each change to the library is saved at once, without the settings' Save. */}
      <PromptsSection />
    </main>
  );
}
