import type { RaRecord } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { mergeAnswers, type HitKind, type KindAnswer, type PaletteHit } from './paletteHits';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How one kind of record is searched by Ctrl+K, declared by its area (`searchSources`). */
export interface SearchSource {
  kind: HitKind;
  /** i18n key of its group's heading ('Members'). */
  label: string;
  /** Its group's place among the palette's groups, after "Go to": lowest first. */
  order: number;
  search: (
    dataProvider: AppDataProvider,
    text: string,
    signal: AbortSignal,
    translate: Translate,
    canList: CanList,
  ) => Promise<KindAnswer>;
}

/** Whether the signed-in administrator's role may list a resource (react-admin's `canAccess`). */
export type CanList = (resource: string) => Promise<boolean>;

export const nothing: KindAnswer = { hits: [], total: 0 };

/** Records asked of each list: the best of them, ranked, fill the group's five lines. */
const recordsPerList = 20;

export const texts = (...values: unknown[]) =>
  values
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);
export const line = (...values: unknown[]) =>
  texts(...values)
    .filter(Boolean)
    .join(' · ');

/**
 * One list searched as its screen searches it (react-admin's getList with the search text
 * `q`, or a filter of the area's): over the list's cached copy in the browser, or by a paging
 * server. `keep`, when given, drops the records a backend answers although the filter excludes
 * them (one that ignores the filter answers every record). `T`: the list's record (a contract type).
 */
export async function searchList<T extends RaRecord = RaRecord>(
  dataProvider: AppDataProvider,
  canList: CanList,
  resource: string,
  filter: Record<string, string>,
  signal: AbortSignal,
  toHit: (record: T) => Omit<PaletteHit, 'key' | 'kind'>,
  kind: HitKind,
  keep?: (record: T) => boolean,
): Promise<KindAnswer> {
  if (!(await canList(resource))) return nothing;
  const { data, total } = await dataProvider.getList<T>(resource, {
    filter,
    pagination: { page: 1, perPage: recordsPerList },
    signal,
  });
  const kept = keep ? data.filter(keep) : data;
  return {
    hits: kept.map(record => ({ ...toHit(record), kind, key: `${resource}-${record.id}` })),
    total: keep ? kept.length : (total ?? data.length),
  };
}

/** The answers of several lists as one kind's; a list that fails leaves the others, all failing fails. */
export async function mergedLists(searches: Promise<KindAnswer>[]): Promise<KindAnswer> {
  const settled = await Promise.allSettled(searches);
  const answers = settled.flatMap(result => (result.status === 'fulfilled' ? [result.value] : []));
  if (answers.length === 0) throw (settled[0] as PromiseRejectedResult).reason;
  return mergeAnswers(answers);
}
