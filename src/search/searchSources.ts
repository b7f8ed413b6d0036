import { areas } from '../areas';
import type { SearchSource } from './searchList';

/** What Ctrl+K searches: every area's sources, in their groups' order. */
export const searchSources: readonly SearchSource[] = areas
  .flatMap(area => area.searchSources ?? [])
  .sort((a, b) => a.order - b.order);

/** The palette's groups, in the order they show: "Go to", then the areas' sources'. */
export const paletteKinds: readonly string[] = ['goto', ...searchSources.map(source => source.kind)];
