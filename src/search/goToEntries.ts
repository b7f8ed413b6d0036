import type { GoToEntry, MenuEntry } from '../area';
import { areas } from '../areas';
import { menuEntries } from '../layout/menu';
import type { KindAnswer, PaletteHit } from './paletteHits';

type Translate = (key: string) => string;

/** What the backend offers that some screens need. */
export interface BackendOffers {
  /** An audit trail: the spec's backend keeps none. */
  audit: boolean;
}

type Screen = GoToEntry | MenuEntry;

/** Every screen "Go to" may offer: the areas' own lines, then the menu's entries. */
export const goToScreens: readonly Screen[] = [...areas.flatMap(area => area.goTo ?? []), ...menuEntries];

/**
 * "Go to" lines of `screens` (those the role may open): the areas' own (the approvals inbox,
 * the audit log when the backend keeps one), then the menu's entries, all of them before
 * anything is typed, then those whose name holds the text.
 */
export function goToAnswer(
  search: string,
  translate: Translate,
  offers: BackendOffers,
  screens: readonly Screen[] = goToScreens,
): KindAnswer {
  const offered = screens.filter(screen => offers.audit || !('needsAuditTrail' in screen && screen.needsAuditTrail));
  const lines: PaletteHit[] = offered.map(({ key, to, label }) => ({
    kind: 'goto',
    key: `goto-${key}`,
    primary: translate(label),
    to,
    texts: [translate(label)],
  }));
  const needle = search.trim().toLowerCase();
  const hits = needle ? lines.filter(line => line.primary.toLowerCase().includes(needle)) : lines;
  return { hits, total: hits.length };
}
