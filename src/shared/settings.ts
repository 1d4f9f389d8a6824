import type { ToolProfile } from '../core/browser/tools/tool-types';
import type { ApiStyle, ReasoningEffort } from '../core/model/types';
import type { SearchProviderId, TimeRange } from '../core/search/types';
import { t, type MessageKey } from './i18n';

/**
 * The one settings schema. Stored whole under `settings` in chrome.storage.local; missing fields
 * (older versions, partial writes) are filled from DEFAULT_SETTINGS by `normalizeSettings`.
 */
export interface Settings {
  model: {
    /** Empty until the user sets it or auto-detection finds a server. */
    baseUrl: string;
    apiStyle: ApiStyle;
    apiKey: string;
    model: string;
    /** Fallback context size when the server does not report the model's own. */
    contextSize: number;
    toolProfile: ToolProfile;
    /** off / low / medium / high: how hard the model thinks, where it can (see ChatRequest.reasoning). */
    reasoning: ReasoningEffort;
    keepAlive: string;
  };
  search: {
    provider: SearchProviderId;
    searxngUrl: string;
    braveApiKey: string;
    ollamaApiKey: string;
    safeSearch: 0 | 1 | 2;
    timeRange: TimeRange;
    preferredDomains: string[];
    blockedDomains: string[];
    rerank: 'lexical' | 'embeddings' | 'off';
    embeddingModel: string;
    country: string;
    language: string;
  };
  browsing: {
    viewWords: number;
    findViewWords: number;
    maxToolSteps: number;
    /** host or host:port names the model may open despite the private-network rule. */
    allowedLocalHosts: string[];
    cacheHours: number;
    storageCapMB: number;
    fetchTimeoutSeconds: number;
    tabTimeoutSeconds: number;
    /**
     * Hosts on which the model may open addresses no page, result or message gave it, without asking
     * first (“Don’t ask again for HOST” in the panel). Empty by default: there is no global switch.
     */
    openWithoutAsking: string[];
  };
  toolbar: {
    /** What the toolbar button opens: the side panel (Firefox: the sidebar) or the full-tab chat. */
    opens: ToolbarOpens;
  };
}

export type ToolbarOpens = 'panel' | 'tab';

export const DEFAULT_SETTINGS: Settings = {
  model: {
    baseUrl: '',
    apiStyle: 'ollama',
    apiKey: '',
    model: '',
    contextSize: 8192,
    toolProfile: 'browser',
    reasoning: 'medium',
    keepAlive: '10m',
  },
  search: {
    provider: 'duckduckgo',
    searxngUrl: '',
    braveApiKey: '',
    ollamaApiKey: '',
    safeSearch: 1,
    timeRange: 'none',
    preferredDomains: [],
    blockedDomains: [],
    rerank: 'lexical',
    embeddingModel: '',
    country: '',
    language: '',
  },
  browsing: {
    viewWords: 600,
    findViewWords: 200,
    maxToolSteps: 12,
    allowedLocalHosts: [],
    cacheHours: 24,
    storageCapMB: 200,
    fetchTimeoutSeconds: 20,
    tabTimeoutSeconds: 30,
    openWithoutAsking: [],
  },
  toolbar: { opens: 'panel' },
};

/** Field → message, keyed as `section.field`. Empty when valid. */
export type SettingsErrors = Partial<Record<string, string>>;

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkUrl(errors: SettingsErrors, key: string, value: string, what: MessageKey): void {
  if (value === '') return;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    errors[key] = t('settingsUrlNeedsScheme', t(what), `http://${value.replace(/^\/+/, '')}`);
  } else if (!isHttpUrl(value)) {
    errors[key] = t('settingsUrlNotHttp', t(what));
  }
}

function checkInt(errors: SettingsErrors, key: string, value: number, min: number, max: number, what: MessageKey): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    errors[key] = t('settingsWholeNumber', t(what), min, max);
  }
}

const HOST_PATTERN = /^(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

export function validateSettings(s: Settings): SettingsErrors {
  const errors: SettingsErrors = {};
  checkUrl(errors, 'model.baseUrl', s.model.baseUrl, 'modelServerUrl');
  checkUrl(errors, 'search.searxngUrl', s.search.searxngUrl, 'settingsSearxngUrl');
  checkInt(errors, 'model.contextSize', s.model.contextSize, 512, 2_000_000, 'settingsContextSize');
  checkInt(errors, 'browsing.viewWords', s.browsing.viewWords, 50, 10_000, 'browsingViewWords');
  checkInt(errors, 'browsing.findViewWords', s.browsing.findViewWords, 20, 10_000, 'browsingFindViewWords');
  checkInt(errors, 'browsing.maxToolSteps', s.browsing.maxToolSteps, 1, 100, 'browsingMaxToolSteps');
  checkInt(errors, 'browsing.cacheHours', s.browsing.cacheHours, 0, 24 * 365, 'settingsCacheLifetime');
  checkInt(errors, 'browsing.storageCapMB', s.browsing.storageCapMB, 10, 100_000, 'settingsStorageCap');
  checkInt(errors, 'browsing.fetchTimeoutSeconds', s.browsing.fetchTimeoutSeconds, 1, 600, 'settingsFetchTimeout');
  checkInt(errors, 'browsing.tabTimeoutSeconds', s.browsing.tabTimeoutSeconds, 1, 600, 'settingsTabTimeout');
  if (s.search.provider === 'searxng' && !s.search.searxngUrl) errors['search.searxngUrl'] = t('settingsSearxngNeedsUrl');
  if (s.search.provider === 'brave' && !s.search.braveApiKey) errors['search.braveApiKey'] = t('settingsBraveNeedsKey');
  if (s.search.provider === 'ollama' && !s.search.ollamaApiKey) errors['search.ollamaApiKey'] = t('settingsOllamaNeedsKey');
  const badHost = s.browsing.allowedLocalHosts.find((h) => !HOST_PATTERN.test(h));
  if (badHost !== undefined) errors['browsing.allowedLocalHosts'] = t('settingsBadHost', badHost);
  const badOpenHost = s.browsing.openWithoutAsking.find((h) => !HOST_PATTERN.test(h));
  if (badOpenHost !== undefined) errors['browsing.openWithoutAsking'] = t('settingsBadHost', badOpenHost);
  return errors;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Fill missing or wrongly-typed fields from defaults; unknown fields are dropped. */
export function normalizeSettings(stored: unknown): Settings {
  const out = structuredClone(DEFAULT_SETTINGS) as unknown as Record<string, Record<string, unknown>>;
  if (!isRecord(stored)) return out as unknown as Settings;
  // Before 0.2 reasoning was a checkbox (`think`); unticked means off.
  const oldModel = stored.model;
  if (isRecord(oldModel) && oldModel.reasoning === undefined && oldModel.think === false) (out.model as Record<string, unknown>).reasoning = 'off';
  for (const [section, defaults] of Object.entries(out)) {
    const src = stored[section];
    if (!isRecord(src)) continue;
    for (const [key, def] of Object.entries(defaults)) {
      const v = src[key];
      if (v === undefined) continue;
      if (Array.isArray(def) ? Array.isArray(v) && v.every((x) => typeof x === 'string') : typeof v === typeof def) {
        defaults[key] = v;
      }
    }
  }
  const toolbar = out.toolbar as Record<string, unknown>;
  if (toolbar.opens !== 'tab') toolbar.opens = 'panel';
  return out as unknown as Settings;
}

/** Splits a comma/newline separated list typed by the user. */
export function parseList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
