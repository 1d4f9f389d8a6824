import type { PageDocument } from '../document/types';
import type { SearchRequest } from '../search/types';

/** Who asked for a page: pages the model picks are subject to the URL policy, the user's are not. */
export type OpenOrigin = 'model' | 'user';

export interface OpenRequest {
  url: string;
  origin: OpenOrigin;
  /** Bypass the 24 h document cache. */
  fresh?: boolean;
  /** 'auto' tries fetch first and falls back to a background tab when the text is thin. */
  via?: 'auto' | 'fetch' | 'tab';
}

/**
 * What the browser tools need from the outside world. The side panel implements it by messaging the
 * background worker; Node tests implement it with core code directly. Errors are thrown as
 * SidelightError; the tools turn them into `Error: …` results for the model.
 */
export interface BrowserEnv {
  /** Runs a search and returns the results document (title `Web search for “…”`). */
  search(request: SearchRequest, signal: AbortSignal): Promise<PageDocument>;
  open(request: OpenRequest, signal: AbortSignal): Promise<PageDocument>;
}
