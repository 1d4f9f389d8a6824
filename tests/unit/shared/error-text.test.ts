/**
 * How the glue shows an error: its words in the browser's language when it has keys, its English
 * message and hint when it has none or a key no locale knows — never a bare key, never nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SerializedError } from '../../../src/core/errors';
import { errorHint, errorMessage, errorText } from '../../../src/shared/error-text';
import { createI18nStub } from '../../support/chrome-i18n-stub';

const chrome = (globalThis as unknown as { chrome: { i18n: unknown } }).chrome;
const english = chrome.i18n;
afterEach(() => {
  chrome.i18n = english;
});

const timeout: SerializedError = {
  code: 'timeout',
  message: 'The model server at http://localhost:11434 did not answer within 15 s.',
  hint: 'Is Ollama running? … A large model may still be loading; wait and try again.',
  userMessage: { key: 'errModelTimeout', params: ['http://localhost:11434', '15'] },
  userHint: { key: 'hintModelMayBeLoading', params: [{ key: 'hintStartOllama' }] },
};

describe('error text', () => {
  it('says an error with keys in German, substitutions and nested hints filled in', () => {
    chrome.i18n = createI18nStub('de');
    expect(errorMessage(timeout)).toBe('Der Modellserver unter http://localhost:11434 hat nicht innerhalb von 15 s geantwortet.');
    expect(errorHint(timeout)).toBe(
      'Läuft Ollama? Starten Sie es mit `ollama serve` (oder öffnen Sie die Ollama-App) und versuchen Sie es dann erneut. Ein großes Modell wird womöglich noch geladen; warten Sie kurz und versuchen Sie es erneut.',
    );
    expect(errorText(timeout)).toBe(`${errorMessage(timeout)} ${errorHint(timeout)}`);
  });

  it('says a list substitution item by item, separated by spaces', () => {
    chrome.i18n = createI18nStub('de');
    const e: SerializedError = {
      code: 'http',
      message: 'x',
      userMessage: { key: 'errAttachPage', params: [[{ key: 'errStopped' }, { key: 'errDownloadCancelled' }]] },
    };
    expect(errorMessage(e)).toBe('Die Seite konnte nicht angehängt werden: Angehalten. Download abgebrochen.');
  });

  it('falls back to the English message and hint for an error without keys', () => {
    chrome.i18n = createI18nStub('de');
    const e: SerializedError = { code: 'http', message: 'Something broke.', hint: 'Try again.' };
    expect(errorMessage(e)).toBe('Something broke.');
    expect(errorHint(e)).toBe('Try again.');
    expect(errorText({ code: 'http', message: 'No hint.' } as SerializedError)).toBe('No hint.');
    expect(errorHint({ code: 'http', message: 'No hint.' } as SerializedError)).toBeUndefined();
  });

  it('falls back to English for a key no locale has, also when only a nested key is unknown', () => {
    chrome.i18n = createI18nStub('de');
    const e: SerializedError = {
      code: 'http',
      message: 'English words.',
      hint: 'English hint.',
      userMessage: { key: 'errNoSuchKeyAnywhere' },
      userHint: { key: 'hintModelMayBeLoading', params: [{ key: 'hintNoSuchKeyAnywhere' }] },
    };
    expect(errorMessage(e)).toBe('English words.');
    expect(errorHint(e)).toBe('English hint.');
  });

  it('falls back to English where there is no i18n API at all', () => {
    chrome.i18n = undefined;
    expect(errorMessage(timeout)).toBe(timeout.message);
    expect(errorHint(timeout)).toBe(timeout.hint);
  });
});
