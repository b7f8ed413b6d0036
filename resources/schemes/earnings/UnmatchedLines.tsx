import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProductMatches } from '@/contract/schemes/matchProducts';
import { ProductPicker, type PickedProduct } from '../form/ProductPicker';

interface UnmatchedLinesProps {
  /** The bill's lines no catalogue product's name matches. */
  unmatched: readonly string[];
  matches: ProductMatches;
  onMatch: (matches: ProductMatches) => void;
}

/**
 * The bill's lines that match no product, each named with a control to match it to a catalogue
 * product; a line matched by hand keeps its control, to change or clear the product.
 */
export function UnmatchedLines({ unmatched, matches, onMatch }: UnmatchedLinesProps) {
  const translate = useTranslate();
  // The names of the products chosen, to show them again in their pickers.
  const [picked, setPicked] = useState<Record<string, PickedProduct>>({});
  const names = [...new Set([...unmatched, ...Object.keys(matches)])];
  if (names.length === 0) return null;
  const choose = (name: string, product: PickedProduct | null) => {
    const { [name]: _old, ...others } = matches;
    setPicked(current => ({ ...current, ...(product && { [name]: product }) }));
    onMatch(product ? { ...others, [name]: product.id } : others);
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.schemes.unmatched')}
      </Typography>
      {names.map(name => (
        <ProductPicker
          key={name}
          label={translate('app.schemes.match_line', { name })}
          value={
            matches[name] === undefined ? null : (picked[name] ?? { id: matches[name], name: `#${matches[name]}` })
          }
          onChange={product => choose(name, product)}
        />
      ))}
    </Stack>
  );
}
