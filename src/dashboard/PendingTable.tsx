import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { FetchedTable } from '../ui/list/FetchedTable';
import { PhoneRows, type PhoneLine } from '../ui/list/PhoneRows';
import type { PendingRows } from './usePendingRows';
import { Column } from '../framework/Column';
import { decisionKinds, RowIconLink, RowIcons } from '../ui/RowActions';

/** `T`: the area's record (a contract type), as its `nameOf` and `phone` read it. */
interface PendingTableProps<T extends RaRecord> {
  title: string;
  rows: PendingRows;
  emptyText: string;
  fetchFailed: string;
  detailPath: (id: Identifier) => string;
  nameOf: (record: T) => string;
  moreLink?: { to: string; label: string };
  /** Each row on a phone, whose actions are the row's approve and reject icons. */
  phone: Omit<PhoneLine<T>, 'actions'>;
  /** The `<Column>`s before the action column. */
  children: ReactNode;
}

/**
 * A table of the newest pending work, whose headers sort the rows shown; each row's approve
 * and reject icons both open the item's detail page. On a phone, a card line per row.
 */
export function PendingTable<T extends RaRecord = RaRecord>({
  title,
  rows: { resource, data, isPending, error, allowed },
  emptyText,
  fetchFailed,
  detailPath,
  nameOf,
  moreLink,
  phone,
  children,
}: PendingTableProps<T>) {
  const translate = useTranslate();
  const titleId = `pending-${resource}`;

  /** Both icons open the item's detail page, where it is decided. */
  const actions = (record: T) => (
    <RowIcons>
      {(['approve', 'reject'] as const).map(decision => (
        <RowIconLink
          key={decision}
          to={detailPath(record.id)}
          color={decisionKinds[decision].color}
          title={translate(decisionKinds[decision].title)}
          label={translate(`app.dashboard.${decision}_row`, { name: nameOf(record) })}
          icon={decisionKinds[decision].icon}
        />
      ))}
    </RowIcons>
  );

  if (!allowed) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {moreLink && (
            <Button component={Link} to={moreLink.to} size="small">
              {moreLink.label}
            </Button>
          )}
        </Box>
        <FetchedTable
          resource={resource}
          data={data}
          isPending={isPending}
          error={error}
          failedKey={fetchFailed}
          label={title}
          emptyText={emptyText}
          phone={<PhoneRows<T> label={title} emptyText={emptyText} actions={actions} {...phone} />}
        >
          {children}
          <Column label="app.dashboard.action" render={actions} />
        </FetchedTable>
      </CardContent>
    </Card>
  );
}
