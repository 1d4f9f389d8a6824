/**
 * Every error in the catalog says in English exactly what its English message and hint say (so the
 * keys carry the same words the model reads), and in every other locale says something complete: all
 * keys known, all placeholders filled, not the English text. Server words inside stay verbatim.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHint, errorMessage } from '../../../src/shared/error-text';
import { createI18nStub } from '../../support/chrome-i18n-stub';
import { errorCatalog } from './error-catalog';

const chrome = (globalThis as unknown as { chrome: { i18n: unknown } }).chrome;
const installed = chrome.i18n;
afterAll(() => {
  chrome.i18n = installed;
});
const locales = readdirSync(fileURLToPath(new URL('../../../public/_locales', import.meta.url)));

describe.each(Object.entries(errorCatalog))('%s', (_, build) => {
  it('has words for the user, and in English they are the error’s own words', async () => {
    const e = await build();
    expect(e.userMessage, 'userMessage').toBeDefined();
    if (e.hint) expect(e.userHint, 'userHint').toBeDefined();
    chrome.i18n = createI18nStub('en');
    expect(errorMessage(e)).toBe(e.message);
    expect(errorHint(e)).toBe(e.hint);
  });

  it.each(locales.filter((l) => l !== 'en'))('is complete in %s', async (locale) => {
    const e = await build();
    const strict = createI18nStub(locale, locale); // no English fallback: a missing key shows as a fallback
    chrome.i18n = strict;
    const message = errorMessage(e);
    const hint = errorHint(e);
    expect(message).not.toBe(e.message);
    if (e.hint) expect(hint).not.toBe(e.hint);
    expect(`${message} ${hint ?? ''}`).not.toMatch(/\$[A-Za-z0-9_]+\$|\$[1-9]/);
  });
});
