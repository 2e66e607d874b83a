import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  findCycles,
  getServerModule,
  getWebFeature,
  REPO_ROOT,
  readSourceImports,
  type SourceImport,
} from './import-graph';

/*
 * The borders of issue 35, held by a test. What crosses a border today is listed in an allow-list
 * beside this file; a new crossing fails, and so does an entry that no longer crosses (the lists
 * may only shrink, until they are empty). Test files are not counted: a test may set up through
 * another module's repository.
 */

const imports = readSourceImports();

function readAllowList(name: string): string[] {
  const text = readFileSync(join(REPO_ROOT, 'tests', 'architecture', name), 'utf8');
  return z.array(z.string()).parse(JSON.parse(text));
}

function describeImport(sourceImport: SourceImport): string {
  return `${sourceImport.from} -> ${sourceImport.to}`;
}

function compareWithAllowList(actual: readonly string[], allowListName: string) {
  const allowed = new Set(readAllowList(allowListName));
  const found = new Set(actual);
  return {
    added: [...found].filter((entry) => !allowed.has(entry)).sort(),
    gone: [...allowed].filter((entry) => !found.has(entry)).sort(),
  };
}

describe('the layers', () => {
  it('keep their one-way imports: web never imports server, core imports only core', () => {
    const crossings = imports.filter(
      (sourceImport) =>
        (sourceImport.from.startsWith('src/web/') && sourceImport.to.startsWith('src/server/')) ||
        (sourceImport.from.startsWith('src/core/') && !sourceImport.to.startsWith('src/core/')),
    );
    expect(crossings.map(describeImport)).toEqual([]);
  });
});

describe('the server modules', () => {
  it("never reach another module's repository (beyond the shrinking allow-list)", () => {
    const reaches = imports
      .filter((sourceImport) => {
        const from = getServerModule(sourceImport.from);
        const to = getServerModule(sourceImport.to);
        return (
          !sourceImport.typeOnly &&
          from !== null &&
          to !== null &&
          from !== to &&
          sourceImport.to.endsWith('-repository.ts')
        );
      })
      .map(describeImport);
    const { added, gone } = compareWithAllowList(reaches, 'allowed-repository-imports.json');
    expect(added, "call the other module's service instead").toEqual([]);
    expect(gone, 'gone: take these lines out of allowed-repository-imports.json').toEqual([]);
  });

  it('import each other in no new circle (beyond the shrinking allow-list)', () => {
    const edges = new Map<string, Set<string>>();
    for (const sourceImport of imports) {
      const from = getServerModule(sourceImport.from);
      const to = getServerModule(sourceImport.to);
      if (sourceImport.typeOnly || from === null || to === null || from === to) continue;
      const targets = edges.get(from) ?? new Set<string>();
      targets.add(to);
      edges.set(from, targets);
    }
    const inCircles = findCycles(edges).flat();
    const { added, gone } = compareWithAllowList(inCircles, 'allowed-module-cycles.json');
    expect(added, 'these modules now import each other in a circle').toEqual([]);
    expect(gone, 'out of every circle: take these out of allowed-module-cycles.json').toEqual([]);
  });
});

describe('the web features', () => {
  it("never import another feature's code (beyond the shrinking allow-list)", () => {
    const crossings = imports
      .filter((sourceImport) => {
        const from = getWebFeature(sourceImport.from);
        const to = getWebFeature(sourceImport.to);
        return from !== null && to !== null && from !== to;
      })
      .map(describeImport);
    const { added, gone } = compareWithAllowList(crossings, 'allowed-cross-feature-imports.json');
    expect(added, 'move what both need to components/ui, hooks or lib').toEqual([]);
    expect(gone, 'gone: take these lines out of allowed-cross-feature-imports.json').toEqual([]);
  });
});

describe('the import reader', () => {
  it('finds static, re-exported, type-only and dynamic imports, and circles', () => {
    expect(imports.some((sourceImport) => sourceImport.typeOnly)).toBe(true);
    expect(
      imports.some(
        (sourceImport) =>
          sourceImport.from === 'src/server/app.ts' && sourceImport.to.startsWith('src/server/'),
      ),
    ).toBe(true);
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(findCycles(edges)).toEqual([['a', 'b', 'c']]);
  });
});
