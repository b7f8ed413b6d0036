import type { DirectoryEntry } from '@/contract/directory';
import { line, mergedLists, searchList, texts, type SearchSource, type Translate } from '@/src/search/searchList';
import { displayValue } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { directoryPaths } from './paths';

const directoryEntry = (kind: 'salesman' | 'architect', translate: Translate) => (entry: DirectoryEntry) => ({
  primary: displayValue(personName(entry)),
  secondary: line(translate(`app.search.${kind}`), entry.phone, entry.email, entry.referral_code),
  to: kind === 'architect' ? directoryPaths.directoryDetail(entry.id) : directoryPaths.editSalesman(entry.id),
  texts: texts(personName(entry), entry.phone, entry.email, entry.referral_code),
});

/** What Ctrl+K searches of the directory area. */
export const directorySearchSources: SearchSource[] = [
  {
    kind: 'directory',
    label: 'app.search.group_directory',
    order: 2,
    search: (dataProvider, text, signal, translate, canList) =>
      mergedLists([
        searchList(
          dataProvider,
          canList,
          'salesmen',
          { q: text },
          signal,
          directoryEntry('salesman', translate),
          'directory',
        ),
        searchList(
          dataProvider,
          canList,
          'architects',
          { q: text },
          signal,
          directoryEntry('architect', translate),
          'directory',
        ),
      ]),
  },
];
