import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Choice } from '@/src/ui/form/FormTextField';

const logOnly = { onError: (error: unknown) => console.error(error) };

/** India's states (or the only country's), for a scheme's audience. */
function useStateChoices(): Choice[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: countries = [] } = useGetList<{ id: number; name: string }>('countries', {}, logOnly);
  const country = countries.find(each => each.name.trim().toLowerCase() === 'india') ?? countries[0];
  const { data: states = [] } = useQuery({
    queryKey: ['schemes', 'states', country?.id],
    queryFn: () => dataProvider.getSchemeStates(country!.id),
    enabled: country !== undefined,
    staleTime: Infinity,
  });
  return states.map(state => ({ value: String(state.id), label: state.name }));
}

const asChoices = (records: { id: unknown; value?: unknown }[] = []): Choice[] =>
  records.map(record => ({ value: String(record.id), label: String(record.value ?? record.id) }));

/** The choices of a scheme's audience: user types, firm types and states. */
export function useLookupChoices() {
  const userTypes = useGetList('userTypes', {}, logOnly);
  const firmTypes = useGetList('firmTypes', {}, logOnly);
  return { userTypes: asChoices(userTypes.data), firmTypes: asChoices(firmTypes.data), states: useStateChoices() };
}

/** The label of a choice's value, or the value itself. */
export const labelIn = (choices: Choice[]) => (value: string | number) =>
  choices.find(choice => choice.value === String(value))?.label ?? String(value);
