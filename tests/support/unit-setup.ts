// Unit tests run in Node: give code that shows strings the browser's chrome.i18n, reading our locales.
import { installI18nStub } from './chrome-i18n-stub';

installI18nStub('en');
