import { SelectInput, useGetList } from 'react-admin';

interface ChoiceFilterProps {
  source: string;
  label: string;
  /** The lookup resource whose records ({id, value}) are the choices. */
  choicesFrom: string;
  alwaysOn?: boolean;
}

/** A list filter over a lookup's choices (user types, firm types…). */
export function ChoiceFilter({ source, label, choicesFrom }: ChoiceFilterProps) {
  const { data, isPending } = useGetList(choicesFrom);
  return <SelectInput source={source} label={label} choices={data ?? []} optionText="value" isPending={isPending} />;
}
