import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

/** Static imports and re-exports of values (not `import type`, not `import()`), with their specifiers. */
const staticImport = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

function resolveLocal(from: string, specifier: string) {
  const base = path.resolve(path.dirname(from), specifier);
  return candidates.map(ending => base + ending).find(file => existsSync(file) && statSync(file).isFile());
}

/** Every package the entry imports statically, through our own modules, with the chain that brings it. */
function packagesOfFirstLoad(entry: string) {
  const cameFrom = new Map<string, string | null>([[entry, null]]);
  const packages = new Map<string, string>();
  const chainTo = (file: string): string[] => {
    const before = cameFrom.get(file);
    return [...(before ? chainTo(before) : []), path.relative(root, file)];
  };
  for (const file of cameFrom.keys()) {
    for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const specifier = from ?? bare;
      if (!specifier.startsWith('.')) {
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        if (!packages.has(name)) packages.set(name, chainTo(file).join(' → '));
        continue;
      }
      const local = resolveLocal(file, specifier);
      if (local && !cameFrom.has(local)) cameFrom.set(local, file);
    }
  }
  return packages;
}

const lazyOnly = ['zod', 'xlsx', 'dompurify', 'browser-image-compression', '@mui/x-charts'];

describe("the first loads' imports", () => {
  it.each([
    ['/login', 'src/main.tsx'],
    ['the signed-in layout', 'src/layout/SignedInLayout.tsx'],
    ['the dashboard', 'src/dashboard/Dashboard.tsx'],
  ])(
    "of %s bring none of the libraries that load with the screens using them (the contract's zod rules among them)",
    (_page, entry) => {
      const packages = packagesOfFirstLoad(path.join(root, entry));
      expect(packages.has('react'), 'the walk reaches React').toBe(true);
      expect(lazyOnly.filter(name => packages.has(name)).map(name => `${name}: ${packages.get(name)}`)).toEqual([]);
    },
  );
});
