import path from 'node:path';
import { build, type Plugin } from 'vite';
import { isRemoved, type Removal } from './removal';

/** Serves the lists without the area's lines, and refuses any import of a file that goes with it. */
function without(removal: Removal, root: string): Plugin {
  return {
    name: 'check-areas-without',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && isRemoved(removal, resolved.id.split('?')[0])) {
        const from = importer ? path.relative(root, importer.split('?')[0]) : 'the app';
        this.error(`${from} imports ${source}, which goes with the area`);
      }
      return resolved;
    },
    load(id) {
      return removal.edited.get(id.split('?')[0]);
    },
  };
}

/**
 * A production build of the app (vite.config.ts) without `removal`'s area, written nowhere (nor
 * compressed); what failed, or nothing.
 */
export async function buildWithout(removal: Removal, root: string): Promise<string[]> {
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      plugins: [without(removal, root)],
      build: { write: false, reportCompressedSize: false },
    });
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [`the app's build failed: ${message.split('\n').slice(0, 6).join('\n')}`];
  }
}
