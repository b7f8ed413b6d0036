import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What removing an area is: its folders, its endpoints file and its lines in the two lists of areas. The
 * recipe's lines naming its resource (permissions, roles) stay: they name no code of the area.
 */
export interface Removal {
  area: string;
  /** Absolute paths gone with the area: folders end with a separator. */
  removed: string[];
  /** The lists of areas as they read without the area: absolute path → text. */
  edited: Map<string, string>;
  /** What could not be removed as the recipe says (a list's import without its entry, say). */
  problems: string[];
}

/** The two lists of areas, each with how it imports an area's folder. */
const LISTS = [
  { file: 'src/areas.ts', folder: (area: string) => `@/resources/${area}` },
  { file: 'server/areas.ts', folder: (area: string) => `./areas/${area}` },
];

/** The app's areas: the folders of resources/. */
export function appAreas(root: string): string[] {
  return readdirSync(path.join(root, 'resources'), { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name)
    .sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` without the import of `specifier` and the lines that are just one of its imported names
 * (an entry of the list: `  billsArea,`); undefined when it does not import it.
 */
function withoutImport(text: string, specifier: string, problems: string[], file: string): string | undefined {
  const lines = text.split('\n');
  const importLine = new RegExp(`^import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${escape(specifier)}(/index)?['"];?\\s*$`);
  const at = lines.findIndex(line => importLine.test(line));
  if (at === -1) return undefined;
  const names = lines[at]
    .match(importLine)![1]
    .split(',')
    .map(name => name.trim().replace(/^type\s+/, ''))
    .filter(Boolean);
  const kept = lines.filter((_, index) => index !== at);
  for (const name of names) {
    const entry = new RegExp(`^\\s*${escape(name)},?\\s*$`);
    const entries = kept.filter(line => entry.test(line)).length;
    if (entries !== 1) problems.push(`${file}: ${entries} lines are just ${name} (the recipe's one entry)`);
  }
  const entries = names.map(name => new RegExp(`^\\s*${escape(name)},?\\s*$`));
  return kept.filter(line => !entries.some(entry => entry.test(line))).join('\n');
}

/** The removal of `area` from the repository at `root`. */
export function removalOf(root: string, area: string): Removal {
  const removed = [
    path.join(root, 'resources', area) + path.sep,
    path.join(root, 'server', 'areas', area) + path.sep,
    path.join(root, 'dataProvider', 'endpoints', `${area}.ts`),
  ];
  const edited = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, folder } of LISTS) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const without = withoutImport(text, folder(area), problems, file);
    if (without !== undefined) edited.set(path.join(root, file), without);
  }
  if (!existsSync(removed[0])) problems.push(`resources/${area}/ does not exist`);
  if (![...edited.keys()].some(file => file.endsWith(path.join('src', 'areas.ts'))))
    problems.push(`src/areas.ts imports no @/resources/${area}`);
  return { area, removed, edited, problems };
}

/** Whether `file` (absolute) goes with the removal. */
export const isRemoved = (removal: Removal | undefined, file: string): boolean =>
  removal !== undefined &&
  removal.removed.some(gone =>
    gone.endsWith(path.sep) ? file.startsWith(gone) || `${file}${path.sep}` === gone : file === gone,
  );
