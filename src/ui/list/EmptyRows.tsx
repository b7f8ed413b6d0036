import { Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** The spec's empty text of a list, or its own text when a search or filter matches nothing. */
export function EmptyRows({ text, noMatchText = text }: { text: string; noMatchText?: string }) {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
      {filtered ? noMatchText : text}
    </Typography>
  );
}
