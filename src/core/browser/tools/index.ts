import type { Settings } from '../../../shared/settings';
import { findTool } from './find-tool';
import { openTool } from './open-tool';
import { searchTool } from './search-tool';
import type { BrowserTool } from './tool-types';
import { webFetchTool } from './web-fetch-tool';
import { webSearchTool } from './web-search-tool';

export type ToolProfile = Settings['model']['toolProfile'];

const PROFILES: Record<ToolProfile, readonly BrowserTool[]> = {
  browser: [searchTool, openTool, findTool],
  web_search: [webSearchTool, webFetchTool],
};

/** The tools offered to the model under the chosen profile (browser is the default). */
export function toolsForProfile(profile: ToolProfile): readonly BrowserTool[] {
  return PROFILES[profile] ?? PROFILES.browser;
}

export type { BrowserTool, ToolContext } from './tool-types';
