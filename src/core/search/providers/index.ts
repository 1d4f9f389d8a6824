import type { SearchProvider, SearchProviderId } from '../types';
import { braveProvider } from './brave';
import { duckDuckGoProvider } from './duckduckgo';
import { ollamaWebSearchProvider } from './ollama-web-search';
import { searxngProvider } from './searxng';

/** Registration order is the failover order after the chosen provider; the keyless fallback is last. */
export const PROVIDERS: readonly SearchProvider[] = [searxngProvider, braveProvider, ollamaWebSearchProvider, duckDuckGoProvider];

export function getProvider(id: SearchProviderId): SearchProvider {
  const p = PROVIDERS.find((x) => x.id === id);
  if (!p) throw new Error(`Unknown search provider ${id}`);
  return p;
}
