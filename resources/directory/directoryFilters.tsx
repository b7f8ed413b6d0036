import { SelectInput, useTranslate } from 'react-admin';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { directoryKinds, salesmanTypes, type DirectoryKind } from './directoryKinds';

/** A directory tab's search box, and for salesmen a filter by user type (flexible or not). */
export function useDirectoryFilters(kind: DirectoryKind) {
  const translate = useTranslate();
  const search = searchFilter(translate('app.directory.search_placeholder'));
  if (!directoryKinds[kind].withUserType) return [search];
  return [
    search,
    <SelectInput key="user_type" source="user_type" label="app.directory.user_type" choices={salesmanTypes} />,
  ];
}
