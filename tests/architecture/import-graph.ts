import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/*
 * The project's imports, read from its source lines (no compiler needed: every import here is a
 * static `import … from '…'`, an `export … from '…'` or an `import('…')` with a literal path).
 * Paths are relative to the repository root with forward slashes: 'src/server/app.ts'.
 */

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export interface SourceImport {
  from: string;
  to: string;
  /** `import type …` / `export type …`: gone from the built JavaScript. */
  typeOnly: boolean;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

function listSourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...listSourceFiles(path));
    else if (SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension))) files.push(path);
  }
  return files;
}

function toRepoPath(absolute: string): string {
  return relative(REPO_ROOT, absolute).split(sep).join('/');
}

/** The file a relative specifier names ('./x' → './x.ts', './x.tsx' or './x/index.ts'). */
function resolveSpecifier(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`)];
  candidates.push(...SOURCE_EXTENSIONS.map((extension) => join(base, `index${extension}`)));
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found ?? null;
}

// `import x from '…'`, `import type { X } from '…'`, `export { x } from '…'`, `import '…'`.
const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every relative import of the non-test source files under `src/`. */
export function readSourceImports(): SourceImport[] {
  const imports: SourceImport[] = [];
  for (const file of listSourceFiles(join(REPO_ROOT, 'src'))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const found: { specifier: string; typeOnly: boolean }[] = [];
    for (const match of text.matchAll(STATIC_IMPORT)) {
      found.push({ specifier: match[3] ?? '', typeOnly: match[2] !== undefined });
    }
    for (const match of text.matchAll(DYNAMIC_IMPORT))
      found.push({ specifier: match[1] ?? '', typeOnly: false });
    for (const { specifier, typeOnly } of found) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveSpecifier(file, specifier);
      if (target === null) continue;
      imports.push({ from: toRepoPath(file), to: toRepoPath(target), typeOnly });
    }
  }
  return imports;
}

/**
 * 'src/server/modules/money/ledger/mark-paid-service.ts' → 'money/ledger': a module is a folder
 * inside a domain folder. Null outside the modules.
 */
export function getServerModule(path: string): string | null {
  const match = /^src\/server\/modules\/([^/]+\/[^/]+)\//.exec(path);
  return match?.[1] ?? null;
}

/**
 * 'src/web/features/diary/today/x.tsx' → 'diary': a web feature is a domain folder, named like the
 * server's; its areas may share code, features may not. Null outside the features.
 */
export function getWebFeature(path: string): string | null {
  const match = /^src\/web\/features\/([^/]+)\//.exec(path);
  return match?.[1] ?? null;
}

/** The groups of modules that import each other in a circle (Tarjan's strongly connected components). */
export function findCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(node: string) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  }

  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
