import { useTranslate } from 'react-admin';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { ChoiceFilter } from '@/src/ui/list/ChoiceFilter';

/** The users tabs' search box, and filters by user type and firm type. */
export function useUserFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate('app.users.search_placeholder')),
    <ChoiceFilter key="user_type" source="user_type" label="app.users.user_type" choicesFrom="userTypes" />,
    <ChoiceFilter key="firm_type" source="firm_type" label="app.users.firm_type" choicesFrom="firmTypes" />,
  ];
}
