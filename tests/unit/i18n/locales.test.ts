/**
 * The translations in public/_locales are complete and nothing in them is dead: every locale has
 * every English key (and no others) with the same placeholders, every key is used by the code or the
 * manifest, and every key the code or manifest uses exists. A new language is a new folder there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLocale, type LocaleMessage } from '../../support/chrome-i18n-stub';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const locales = readdirSync(join(root, 'public/_locales'));
const english = readLocale('en');
const englishKeys = Object.keys(english).sort();

/** Source files that may name message keys: extension code, the manifest, the Firefox manifest script. */
function codeFiles(): string[] {
  const fromSrc = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|html)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  return [...fromSrc, join(root, 'manifest.json'), join(root, 'scripts/firefox-manifest.ts')];
}
const code = codeFiles().map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));

/** Named placeholders a message uses ($NAME$), lower-cased as Chromium compares them. */
function usedPlaceholders(entry: LocaleMessage): string[] {
  return [...entry.message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((m) => m[1]!.toLowerCase()).sort();
}

describe('locales', () => {
  it('include English (the default_locale) and German', () => {
    expect(locales).toEqual(expect.arrayContaining(['en', 'de']));
    const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as { default_locale?: string };
    expect(manifest.default_locale).toBe('en');
  });

  for (const locale of locales) {
    describe(locale, () => {
      const messages = readLocale(locale);

      it('has exactly the English keys', () => {
        const keys = Object.keys(messages).sort();
        expect(englishKeys.filter((k) => !keys.includes(k)), `missing in ${locale}`).toEqual([]);
        expect(keys.filter((k) => !englishKeys.includes(k)), `not in English (typo or removed?)`).toEqual([]);
      });

      it('has a non-empty message for each, with the placeholders English uses, all defined', () => {
        for (const [key, entry] of Object.entries(messages)) {
          expect(entry.message.trim(), `${locale}/${key} is empty`).not.toBe('');
          const used = usedPlaceholders(entry);
          const defined = Object.keys(entry.placeholders ?? {}).map((n) => n.toLowerCase());
          expect(used.filter((p) => !defined.includes(p)), `${locale}/${key} uses undefined placeholders`).toEqual([]);
          const englishEntry = english[key];
          if (englishEntry) expect(used, `${locale}/${key} placeholders differ from English`).toEqual(usedPlaceholders(englishEntry));
        }
      });

      it('keeps the store limits (name ≤ 75, description ≤ 132 characters)', () => {
        expect(messages.extensionName?.message.length ?? 0).toBeLessThanOrEqual(75);
        expect(messages.extensionDescription?.message.length ?? 0).toBeLessThanOrEqual(132);
      });
    });
  }

  it('names keys in camelCase with a capital (how the code scan tells keys from other words)', () => {
    expect(englishKeys.filter((key) => !/^[a-z]+[A-Z]\w*$/.test(key))).toEqual([]);
  });

  it('uses every key somewhere in the code or the manifest', () => {
    const unused = englishKeys.filter((key) => !code.some(({ text }) => text.includes(`'${key}'`) || text.includes(`"${key}"`) || text.includes(`__MSG_${key}__`)));
    expect(unused).toEqual([]);
  });

  it('defines every key the code and the manifest use', () => {
    const used = code.flatMap(({ file, text }) => [
      ...[...text.matchAll(/__MSG_(\w+)__/g)].map((m) => ({ file, key: m[1]! })),
      // t('key'), tCount(n, 'one', 'other'), t(cond ? 'a' : 'b'), and userText('key', …) — an error's
      // words for the user, named in src/core and the glue and rendered by src/shared/error-text.ts.
      ...[...text.matchAll(/\b(?:t|tCount|userText)\(([^)]*)\)/g)].flatMap((m) => [...m[1]!.matchAll(/'([a-z]+[A-Z]\w*)'/g)].map((k) => ({ file, key: k[1]! }))),
    ]);
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter(({ file, key }) => file.startsWith('src/core/') && key.startsWith('err')).length, 'error keys named in src/core').toBeGreaterThan(20);

    expect(used.filter(({ key }) => !(key in english))).toEqual([]);
  });
});
