/**
 * The project files a module reaches through static imports (what a bundler must put in the same
 * initial chunk), transitively. Type-only imports are skipped (erased), and so is `import()`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

function resolve(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && /\.tsx?$/.test(p));
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false; // import './x': a side effect, always kept
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/** Root-relative paths (`src/sidepanel/app.tsx`) of `entry` and every file it statically imports. */
export function staticImportClosure(root: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = relative(root, file).split('\\').join('/');
    if (seen.has(key)) return;
    seen.add(key);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const node of source.statements) {
      if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier) continue;
      if (isTypeOnly(node) || !ts.isStringLiteral(node.moduleSpecifier)) continue;
      const spec = node.moduleSpecifier.text;
      if (!spec.startsWith('.')) continue; // a package: not ours to follow
      const target = resolve(file, spec);
      if (target) visit(target);
    }
  };
  visit(join(root, entry));
  return seen;
}
