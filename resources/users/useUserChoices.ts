import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Choice } from '@/src/ui/form/FormTextField';

const asChoices = (records: RaRecord[] | undefined, label: (record: RaRecord) => unknown): Choice[] =>
  (records ?? []).map(record => ({ value: String(record.id), label: String(label(record)) }));

const logOnly = { onError: (error: unknown) => console.error(error) };

/** The lookups of the user form: types, firm types, countries, and the states of the chosen country. */
export function useUserChoices(countryId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const userTypes = useGetList('userTypes', {}, logOnly);
  const firmTypes = useGetList('firmTypes', {}, logOnly);
  const countries = useGetList('countries', { sort: { field: 'name', order: 'ASC' } }, logOnly);
  const states = useQuery({
    queryKey: ['states', countryId],
    queryFn: () => dataProvider.getStates(countryId),
    enabled: !!countryId,
  });
  return {
    userTypes: asChoices(userTypes.data, record => record.value),
    firmTypes: asChoices(firmTypes.data, record => record.value),
    countries: asChoices(countries.data, record => record.name),
    states: (states.data ?? []).map(state => ({ value: String(state.id), label: state.name })),
    failed: !!(userTypes.error || firmTypes.error),
  };
}
