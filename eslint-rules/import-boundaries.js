/**
 * Import boundaries between the extension's parts (DEVELOPERS.md, "Where things live"): each folder
 * under src/ may import only the folders listed for it. The pure core imports nothing of the
 * extension; glue reaches shared code and the core, never another context's files. Only relative
 * imports are checked: npm packages are policed by no-restricted-imports.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** folder under src/ → the folders under src/ its files may import from (itself included). */
export const ALLOWED_IMPORTS = {
  core: ['core'],
  shared: ['shared', 'core'],
  // The background injects the content extractor into tabs and, in Firefox, parses with the
  // offscreen document's code in place (its background page has a DOM).
  background: ['background', 'shared', 'core', 'content', 'offscreen'],
  offscreen: ['offscreen', 'shared', 'core'],
  content: ['content', 'shared', 'core'],
  sidepanel: ['sidepanel', 'shared', 'core'],
  options: ['options', 'shared', 'core'],
  welcome: ['welcome', 'shared', 'core'],
};

const HOW_TO_FIX = {
  core: 'declare what the core needs in src/core and let the glue map onto it',
  default: 'move the shared code to src/shared (or src/core if it is pure)',
};

/** `src/<part>/…` of an absolute path, or undefined outside src/. */
function partOf(file, srcDir) {
  const rel = relative(srcDir, file);
  if (rel.startsWith('..') || rel === '') return undefined;
  return rel.split(sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Each part of src/ imports only the parts it is allowed to (see ALLOWED_IMPORTS).' },
    messages: {
      crossing: "src/{{from}} may not import from src/{{to}} ('{{source}}'): {{fix}}. src/{{from}} may import from: {{allowed}}.",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const srcDir = resolve(context.cwd ?? process.cwd(), 'src');
    const from = partOf(file, srcDir);
    const allowed = from ? ALLOWED_IMPORTS[from] : undefined;
    if (!allowed) return {};

    function check(node) {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = partOf(resolve(dirname(file), source), srcDir);
      if (to === undefined || allowed.includes(to)) return;
      context.report({
        node,
        messageId: 'crossing',
        data: { from, to, source, fix: HOW_TO_FIX[from] ?? HOW_TO_FIX.default, allowed: allowed.map((p) => `src/${p}`).join(', ') },
      });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
