import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ProductPicker } from './ProductPicker';
import type { TargetChoice, TargetKind } from './schemeFormValues';

interface TargetPickerProps {
  kind: TargetKind;
  label: string;
  value: TargetChoice | null;
  onChange: (target: TargetChoice | null) => void;
  error?: string;
}

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** The brands or categories of the catalogue, to pick one of. */
function NamedPicker({ kind, label, value, onChange, error }: TargetPickerProps) {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<{ id: number; name: string; brand_name?: string }>(
    kind === 'brand' ? 'schemeBrands' : 'schemeCategories',
    everything,
  );
  const options: TargetChoice[] = data.map(record => ({
    id: record.id,
    name: record.brand_name ? `${record.name} (${record.brand_name})` : record.name,
  }));
  return (
    <Autocomplete
      value={value}
      onChange={(_event, target) => onChange(target)}
      options={options}
      loading={isPending}
      getOptionLabel={option => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={translate('app.schemes.no_options')}
      renderInput={params => <TextField {...params} label={label} required error={!!error} helperText={error} />}
    />
  );
}

/** A rule's product (searched as one types), brand or category. */
export function TargetPicker(props: TargetPickerProps) {
  return props.kind === 'product' ? <ProductPicker {...props} /> : <NamedPicker {...props} />;
}
