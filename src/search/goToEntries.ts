import type { GoToEntry } from '../area';
import { areas } from '../areas';
import { menuEntries } from '../layout/menu';
import type { KindAnswer, PaletteHit } from './paletteHits';

type Translate = (key: string) => string;

/** What the backend offers that some screens need. */
export interface BackendOffers {
  /** An audit trail: the spec's backend keeps none. */
  audit: boolean;
}

/** Every screen "Go to" may offer: the areas' own lines, then the menu's entries. */
export const goToScreens: readonly GoToEntry[] = [...areas.flatMap(area => area.goTo ?? []), ...menuEntries];

/**
 * "Go to" lines of `screens` (those the role may open; the audit log only when the backend keeps
 * one): all of them before anything is typed, then those whose name or page's heading holds the text.
 */
export function goToAnswer(
  search: string,
  translate: Translate,
  offers: BackendOffers,
  screens: readonly GoToEntry[] = goToScreens,
): KindAnswer {
  const offered = screens.filter(screen => offers.audit || !screen.needsAuditTrail);
  const lines: PaletteHit[] = offered.map(({ key, to, label, title }) => ({
    kind: 'goto',
    key: `goto-${key}`,
    primary: translate(label),
    secondary: title && translate(title),
    to,
    texts: [translate(label), ...(title ? [translate(title)] : [])],
  }));
  const needle = search.trim().toLowerCase();
  const hits = needle ? lines.filter(line => line.texts.some(text => text.toLowerCase().includes(needle))) : lines;
  return { hits, total: hits.length };
}
