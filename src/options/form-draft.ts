import { completeServerUrl } from '../core/net/complete-server-url';
import { parseList, validateSettings, type Settings, type SettingsErrors } from '../shared/settings';

/**
 * What the form edits. Lists stay as the text the user typed (so a trailing comma or a blank line
 * is not eaten mid-typing); numbers stay as typed text so "-3" or "12abc" can be reported instead of
 * silently coerced.
 */
export interface FormDraft {
  settings: Settings;
  text: Record<string, string>;
}

/** Fields edited as text and parsed on validation, keyed `section.field`. */
const LIST_FIELDS = ['search.preferredDomains', 'search.blockedDomains', 'browsing.allowedLocalHosts'] as const;
const NUMBER_FIELDS = [
  'model.contextSize',
  'browsing.viewWords',
  'browsing.findViewWords',
  'browsing.maxToolSteps',
  'browsing.cacheHours',
  'browsing.storageCapMB',
  'browsing.fetchTimeoutSeconds',
  'browsing.tabTimeoutSeconds',
] as const;

function getPath(s: Settings, key: string): unknown {
  const [section, field] = key.split('.') as [keyof Settings, string];
  return (s[section] as unknown as Record<string, unknown>)[field];
}

function setPath(s: Settings, key: string, value: unknown): void {
  const [section, field] = key.split('.') as [keyof Settings, string];
  (s[section] as unknown as Record<string, unknown>)[field] = value;
}

export function draftFromSettings(s: Settings): FormDraft {
  const text: Record<string, string> = {};
  for (const key of LIST_FIELDS) text[key] = (getPath(s, key) as string[]).join('\n');
  for (const key of NUMBER_FIELDS) text[key] = String(getPath(s, key));
  return { settings: structuredClone(s), text };
}

/** A typed number: whole decimal digits with an optional sign; anything else becomes NaN (and fails validation). */
function parseNumber(text: string): number {
  const t = text.trim();
  return /^[-+]?\d+$/.test(t) ? Number(t) : Number.NaN;
}

export function settingsFromDraft(d: FormDraft): Settings {
  const s = structuredClone(d.settings);
  for (const key of LIST_FIELDS) setPath(s, key, parseList(d.text[key] ?? ''));
  for (const key of NUMBER_FIELDS) setPath(s, key, parseNumber(d.text[key] ?? ''));
  // `localhost:11434` is an address, not an error: it gets http:// as Ollama's own client gives it.
  s.model.baseUrl = completeServerUrl(s.model.baseUrl);
  s.search.searxngUrl = completeServerUrl(s.search.searxngUrl);
  s.model.apiKey = s.model.apiKey.trim();
  s.search.braveApiKey = s.search.braveApiKey.trim();
  s.search.ollamaApiKey = s.search.ollamaApiKey.trim();
  return s;
}

export function validateDraft(d: FormDraft): { settings: Settings; errors: SettingsErrors } {
  const settings = settingsFromDraft(d);
  return { settings, errors: validateSettings(settings) };
}

/** Returns a new draft with one settings field replaced. */
export function withField(d: FormDraft, key: string, value: unknown): FormDraft {
  const settings = structuredClone(d.settings);
  setPath(settings, key, value);
  return { settings, text: d.text };
}

export function withText(d: FormDraft, key: string, value: string): FormDraft {
  return { settings: d.settings, text: { ...d.text, [key]: value } };
}
