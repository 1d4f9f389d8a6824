/**
 * Guard for the panel's initial chunk: nothing the panel loads by import() (src/sidepanel/lazy/, the
 * file-reading pipeline) may also be reached by a static import from its entry, or the bundler puts it
 * back into the JS loaded before the first paint. (The build-output e2e test checks the built chunks.)
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { panelLazyModules } from '../../support/panel-lazy-modules';
import { staticImportClosure } from '../../support/static-imports';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const initial = staticImportClosure(root, 'src/sidepanel/main.tsx');

describe("the side panel's static imports", () => {
  it('reach the app shell (the walk follows imports)', () => {
    expect(initial).toContain('src/sidepanel/app.tsx');
    expect(initial).toContain('src/sidepanel/state/chat-state.ts');
    expect(initial).toContain('src/sidepanel/lazy/panel-chunks.ts');
  });

  const lazy = [
    ...panelLazyModules(),
    // What only those modules use: the export, the model download, the agent loop and its citation check.
    'src/sidepanel/conversation/export-markdown.ts',
    'src/shared/model-download.ts',
    'src/core/agent/agent-loop.ts',
    'src/core/citation-check/check-citations.ts',
    'src/core/model/text-tool-call-parser.ts',
    // The model clients and detection: loaded with the server check, after the first paint.
    'src/shared/model-connection.ts',
    'src/core/model/create-client.ts',
    'src/core/model/openai-client.ts',
    'src/core/model/ollama-client.ts',
    'src/core/model/prompt-api-client.ts',
    'src/core/model/detect-endpoints.ts',
    // The file-reading pipeline (loaded with the first attached file).
    'src/core/document/local/local-file.ts',
    'src/shared/pdfjs-loader.ts',
  ];
  for (const file of lazy) {
    it(`do not reach ${file}`, () => {
      expect(initial.has(file), `${file} is imported statically from src/sidepanel/main.tsx`).toBe(false);
    });
  }
});
