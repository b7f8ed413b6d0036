import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCanAccessCallback, useDataProvider, useTranslate } from 'react-admin';
import { useAllowed } from '../auth/useAllowed';
import type { AppDataProvider } from '@/dataProvider';
import { useAuditTrailAvailable } from '../ui/history/useAuditTrailAvailable';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { searchDebounce } from '../ui/list/ResourceList';
import { goToAnswer, goToScreens } from './goToEntries';
import {
  groupCap,
  groupHits,
  searchTextOf,
  shortestSearch,
  type HitGroup,
  type HitKind,
  type KindAnswer,
} from './paletteHits';
import { paletteKinds, searchSources } from './searchSources';

/** The answers that came for one search text; a kind that failed is `null` (its group is left out). */
interface Answers {
  text: string;
  byKind: Partial<Record<HitKind, KindAnswer | null>>;
}

export interface PaletteSearch {
  groups: HitGroup[];
  /** Whether answers for what is typed are still to come. */
  searching: boolean;
  /** Whether every kind answered what is typed, with nothing found. */
  nothingFound: boolean;
}

/**
 * Searches every kind for what is typed, after the lists' debounce: each group shows as
 * soon as its kind answers, a newer text aborts the searches of the older one, and the
 * answers of an older text never replace a newer one's.
 */
export function usePaletteSearch(typed: string): PaletteSearch {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const wanted = searchTextOf(typed);
  const text = useDebouncedValue(wanted, searchDebounce);
  const [answers, setAnswers] = useState<Answers>({ text: '', byKind: {} });
  const auditTrail = useAuditTrailAvailable() === true;
  const screens = useAllowed('goto', goToScreens);
  const canAccess = useCanAccessCallback();
  const canList = useCallback(async (resource: string) => canAccess({ resource, action: 'list' }), [canAccess]);

  useEffect(() => {
    if (text.length < shortestSearch) return;
    const controller = new AbortController();
    const keep = (kind: HitKind, answer: KindAnswer | null) => {
      if (controller.signal.aborted) return;
      setAnswers(previous => ({
        text,
        byKind: { ...(previous.text === text ? previous.byKind : {}), [kind]: answer },
      }));
    };
    for (const source of searchSources) {
      source.search(dataProvider, text, controller.signal, translate, canList).then(
        answer => keep(source.kind, answer),
        () => keep(source.kind, null),
      );
    }
    return () => controller.abort();
  }, [canList, dataProvider, text, translate]);

  return useMemo(() => {
    const searched = wanted.length >= shortestSearch;
    const shown = searched ? answers.byKind : {};
    const byKind = { ...shown, goto: goToAnswer(wanted, translate, { audit: auditTrail }, screens ?? []) };
    const groups = groupHits(
      Object.fromEntries(Object.entries(byKind).filter(([, answer]) => answer)) as Record<HitKind, KindAnswer>,
      searched ? answers.text : wanted,
      groupCap,
      paletteKinds,
    );
    const answered = answers.text === wanted && searchSources.every(source => source.kind in answers.byKind);
    const searching = searched && !answered;
    return { groups, searching, nothingFound: searched && answered && groups.length === 0 };
  }, [answers, auditTrail, screens, translate, wanted]);
}
