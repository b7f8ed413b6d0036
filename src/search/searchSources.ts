import { areas } from '../areas';
import type { SearchSource } from './searchList';

/** What Ctrl+K searches: every area's sources, in their groups' order. */
export const searchSources: readonly SearchSource[] = areas
  .flatMap(area => area.searchSources ?? [])
  .sort((a, b) => a.order - b.order);

/** The palette's groups, in the order they show: "Go to", then the areas' sources'. */
export const paletteKinds: readonly string[] = ['goto', ...searchSources.map(source => source.kind)];

/** The i18n key of each group's heading: "Go to", then the areas' sources' own. */
export const paletteGroupLabels: Readonly<Record<string, string>> = Object.fromEntries([
  ['goto', 'app.search.group_goto'],
  ...searchSources.map(source => [source.kind, source.label]),
]);
