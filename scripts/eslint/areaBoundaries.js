import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The area a repository path belongs to ('resources/users', 'server/areas/users'), or null. */
function areaOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'resources' && parts.length > 2) return parts.slice(0, 2).join('/');
  if (parts[0] === 'server' && parts[1] === 'areas' && parts.length > 3) return parts.slice(0, 3).join('/');
  return null;
}

/** The repository path an import names: `@/…` from the root, `./…` and `../…` from the importing file. */
function targetOf(specifier, file) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
  return null;
}

/**
 * An area (resources/<area>/, server/areas/<area>/) imports no other area, and its own files by a
 * relative path, so that an import of `@/resources/…` or `@/server/areas/…` in an area is always a
 * mistake; the folders an area may not import otherwise are no-restricted-imports' (eslint.config.js).
 */
export const areaBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      otherArea: 'An area imports no other area: move what both use to the shell (src/ui, src/lib, server/).',
      ownArea: "Import the area's own files by a relative path.",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const area = areaOf(file);
    if (area === null) return {};
    // A server area's test may import the same area's app folder (resources/<area>/), which goes with it.
    const isServerTest = area.startsWith('server/') && file.endsWith('.test.ts');
    const check = node => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = targetOf(specifier, context.filename);
      if (target === null) return;
      const targetArea = areaOf(`${target}/`);
      if (targetArea === null) return;
      if (targetArea === area) {
        if (specifier.startsWith('@/')) context.report({ node: node.source, messageId: 'ownArea' });
      } else if (!(isServerTest && targetArea === `resources/${area.split('/')[2]}`))
        context.report({ node: node.source, messageId: 'otherArea' });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'area-boundaries': areaBoundaries } };
