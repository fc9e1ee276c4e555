import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Every module path a source names: `import … from`, `export … from`, a bare `import '…'` and `import('…')`. */
function importPaths(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] as string);
}

/** The folder under commercetools/ a relative import of `file` lands in (`rest`, `model`, …), or null. */
function folderOf(file: string, path: string): string | null {
  if (!path.startsWith('.')) return null;
  const target = relative(HERE, resolve(dirname(file), path));
  const [first, ...rest] = target.split(sep);
  return first && first !== '..' && rest.length ? first : null;
}

/** `file → import` for every import of a file in `folder` (tests too) that lands in one of `forbidden`. */
function crossings(folder: string, forbidden: string[]): string[] {
  const found: string[] = [];
  for (const name of readdirSync(join(HERE, folder))) {
    if (!name.endsWith('.ts')) continue;
    const file = join(HERE, folder, name);
    for (const path of importPaths(readFileSync(file, 'utf8'))) {
      const lands = folderOf(file, path);
      if (lands && forbidden.includes(lands)) found.push(`${folder}/${name} → ${path}`);
    }
  }
  return found;
}

describe('the commercetools layers', () => {
  it('finds every form of import, so an empty list below means none cross', () => {
    const source = [
      "import { a } from '../rest/a';",
      "import type { B } from '../rest/b';",
      "export { c } from '../rest/c';",
      "import '../rest/d';",
      "const e = await import('../rest/e');",
      "import {\n  f,\n  g,\n} from '../rest/f';",
    ].join('\n');
    expect(importPaths(source)).toEqual(['../rest/a', '../rest/b', '../rest/c', '../rest/d', '../rest/e', '../rest/f']);
    const graphqlFile = join(HERE, 'graphql', 'x.ts');
    expect(folderOf(graphqlFile, '../rest/cartRoutes')).toBe('rest');
    expect(folderOf(graphqlFile, './resolvers')).toBe('graphql');
    expect(folderOf(graphqlFile, '../errors')).toBeNull();
    expect(folderOf(graphqlFile, 'graphql')).toBeNull();
  });

  it('keeps graphql/ from importing rest/', () => {
    expect(crossings('graphql', ['rest'])).toEqual([]);
  });

  it('keeps rest/ from importing graphql/', () => {
    expect(crossings('rest', ['graphql'])).toEqual([]);
  });

  it('keeps model/ and products/, which both layers read, from importing either layer', () => {
    expect(crossings('model', ['graphql', 'rest'])).toEqual([]);
    expect(crossings('products', ['graphql', 'rest'])).toEqual([]);
  });
});
