import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleList, type RaRecord } from 'react-admin';
import { EmptyRows } from './EmptyRows';

/** What a list shows of each record on a phone. */
export interface PhoneLine<T extends RaRecord = RaRecord> {
  /** The record's name. */
  primary: (record: T) => ReactNode;
  /** A second line: an email, a date, a firm. */
  secondary?: (record: T) => ReactNode;
  /** The key figure (points, an amount, a status), at the end of the first line. */
  figure?: (record: T) => ReactNode;
  /** The row's buttons (view, delete, approve…), the same as its Action column. */
  actions?: (record: T) => ReactNode;
}

interface PhoneRowsProps<T extends RaRecord> extends PhoneLine<T> {
  /** The list's accessible name, as its table's. */
  label: string;
  emptyText: string;
  noMatchText?: string;
}

/** A list on a phone: react-admin's `<SimpleList>` of one card line per record, its buttons at the end. */
export function PhoneRows<T extends RaRecord = RaRecord>({
  label,
  emptyText,
  noMatchText,
  primary,
  secondary,
  figure,
  actions,
}: PhoneRowsProps<T>) {
  return (
    <SimpleList<T>
      aria-label={label}
      rowClick={false}
      primaryText={primary}
      secondaryText={secondary}
      tertiaryText={
        figure &&
        (record => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {figure(record)}
          </Box>
        ))
      }
      rightIcon={actions && (record => <Box sx={{ display: 'flex' }}>{actions(record)}</Box>)}
      empty={<EmptyRows text={emptyText} noMatchText={noMatchText} />}
      sx={{
        '& > li': { borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' },
        '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' },
        '& .RaSimpleList-tertiary': { float: 'none', display: 'block', opacity: 1 },
      }}
    />
  );
}
