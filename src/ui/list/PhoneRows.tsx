import { Box, List, ListItem, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordsIterator, SimpleListLoading, WithListContext, type RaRecord } from 'react-admin';
import { EmptyRows } from './EmptyRows';

/** What a list shows of each record on a phone. */
export interface PhoneLine<T extends RaRecord = RaRecord> {
  /** The record's name. */
  primary: (record: T) => ReactNode;
  /** A second line: an email, a date, a firm. */
  secondary?: (record: T) => ReactNode;
  /** The key figure (points, an amount, a status), below the name. */
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

/**
 * A list on a phone: one card line per record of the list context, its buttons at the end.
 * It is react-admin's `<SimpleList>` layout without its row links: each `<SimpleList>` row asks
 * the auth provider whether its record may be shown and edited, two queries a row even where
 * rows link nowhere, as here, which cost more than drawing the rows.
 */
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
    <WithListContext<T>
      loading={
        <SimpleListLoading hasSecondaryText={!!secondary} hasTertiaryText={!!figure} hasRightAvatarOrIcon={!!actions} />
      }
      empty={<EmptyRows text={emptyText} noMatchText={noMatchText} />}
      render={() => (
        <List
          aria-label={label}
          sx={{
            '& > li': { borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', gap: 1 },
            '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' },
          }}
        >
          <RecordsIterator<T>
            render={record => (
              <ListItem>
                <ListItemText
                  primary={
                    <>
                      {primary(record)}
                      {figure && (
                        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                          {figure(record)}
                        </Box>
                      )}
                    </>
                  }
                  secondary={secondary?.(record)}
                />
                {actions && <Box sx={{ display: 'flex', flexShrink: 0 }}>{actions(record)}</Box>}
              </ListItem>
            )}
          />
        </List>
      )}
    />
  );
}
