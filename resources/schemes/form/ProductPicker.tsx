import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { useDebouncedValue } from '@/src/lib/useDebouncedValue';

/** A product as a picker shows and keeps it. */
export interface PickedProduct {
  id: number;
  name: string;
}

interface ProductPickerProps {
  label: string;
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  error?: string;
}

/** An autocomplete over the catalogue's products, searched by name or code as one types. */
export function ProductPicker({ label, value, onChange, error }: ProductPickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), 250);
  const { data = [], isFetching } = useQuery({
    queryKey: ['schemes', 'products', query],
    queryFn: ({ signal }) => dataProvider.findSchemeProducts(query, signal),
    enabled: query !== '',
    staleTime: 60_000,
  });
  const options: PickedProduct[] = data.map(product => ({ id: product.id, name: product.name }));
  return (
    <Autocomplete
      value={value}
      onChange={(_event, product) => onChange(product)}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      options={value && !options.some(option => option.id === value.id) ? [value, ...options] : options}
      filterOptions={options => options}
      getOptionLabel={option => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching}
      noOptionsText={translate(query ? 'app.schemes.no_options' : 'app.schemes.type_to_search')}
      renderInput={params => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}
