import { menuEntries, paths } from '../routes';
import type { KindAnswer, PaletteHit } from './paletteHits';

type Translate = (key: string) => string;

/** Screens beyond the menu's, each shown when the backend has what it needs. */
export interface MoreScreens {
  /** The audit log: the spec's backend keeps no audit trail. */
  audit: boolean;
}

/**
 * "Go to" lines: the approvals inbox, the audit log and the menu's areas, all of them
 * before anything is typed, then those whose name holds the text.
 */
export function goToAnswer(search: string, translate: Translate, more: MoreScreens): KindAnswer {
  const screens = [
    { key: 'approvals', to: paths.approvals, label: translate('app.search.goto_approvals') },
    ...(more.audit ? [{ key: 'audit', to: paths.audit, label: translate('app.search.goto_audit') }] : []),
    ...menuEntries.map(({ key, to }) => ({ key, to, label: translate(`app.menu.${key}`) })),
  ];
  const lines: PaletteHit[] = screens.map(({ key, to, label }) => ({
    kind: 'goto',
    key: `goto-${key}`,
    primary: label,
    to,
    texts: [label],
  }));
  const needle = search.trim().toLowerCase();
  const hits = needle ? lines.filter(line => line.primary.toLowerCase().includes(needle)) : lines;
  return { hits, total: hits.length };
}
