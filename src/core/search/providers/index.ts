import type { SearchProvider } from '../types';
import { braveProvider } from './brave';
import { duckDuckGoProvider } from './duckduckgo';
import { ollamaWebSearchProvider } from './ollama-web-search';
import { searxngProvider } from './searxng';

/** Registration order is the failover order after the chosen provider; the keyless fallback is last. */
export const PROVIDERS: readonly SearchProvider[] = [searxngProvider, braveProvider, ollamaWebSearchProvider, duckDuckGoProvider];
