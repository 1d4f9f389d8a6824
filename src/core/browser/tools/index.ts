import { findTool } from './find-tool';
import { openTool } from './open-tool';
import { searchTool } from './search-tool';
import type { BrowserTool, ToolProfile } from './tool-types';
import { webFetchTool } from './web-fetch-tool';
import { webSearchTool } from './web-search-tool';

const PROFILES: Record<ToolProfile, readonly BrowserTool[]> = {
  browser: [searchTool, openTool, findTool],
  web_search: [webSearchTool, webFetchTool],
};

/** The tools offered to the model under the chosen profile (browser is the default). */
export function toolsForProfile(profile: ToolProfile): readonly BrowserTool[] {
  return PROFILES[profile] ?? PROFILES.browser;
}

export type { BrowserTool, ToolContext, ToolProfile, ToolSettings } from './tool-types';
