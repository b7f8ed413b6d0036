import { Box, Button, Card, CardContent, IconButton, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { FetchedTable } from '../ui/list/FetchedTable';
import { PhoneRows, type PhoneLine } from '../ui/list/PhoneRows';
import type { PendingRows } from './usePendingRows';
import { Column } from '../ui/list/Column';

const decisions = [
  { decision: 'approve', Icon: CheckCircleIcon, color: 'success' },
  { decision: 'reject', Icon: CancelIcon, color: 'error' },
] as const;

interface PendingTableProps {
  title: string;
  rows: PendingRows;
  emptyText: string;
  fetchFailed: string;
  detailPath: (id: Identifier) => string;
  nameOf: (record: RaRecord) => string;
  moreLink?: { to: string; label: string };
  /** Each row on a phone, whose actions are the row's approve and reject icons. */
  phone: Omit<PhoneLine, 'actions'>;
  /** The `<Column>`s before the action column. */
  children: ReactNode;
}

/**
 * A table of the newest pending work, whose headers sort the rows shown; each row's approve
 * and reject icons both open the item's detail page. On a phone, a card line per row.
 */
export function PendingTable({
  title,
  rows: { resource, data, isPending, error },
  emptyText,
  fetchFailed,
  detailPath,
  nameOf,
  moreLink,
  phone,
  children,
}: PendingTableProps) {
  const translate = useTranslate();
  const titleId = `pending-${resource}`;

  /** Both icons open the item's detail page, where it is decided. Native titles: forty MUI tooltips cost a long task. */
  const actions = (record: RaRecord) => (
    <Box sx={{ display: 'flex' }}>
      {decisions.map(({ decision, Icon, color }) => (
        <IconButton
          key={decision}
          component={Link}
          to={detailPath(record.id)}
          color={color}
          title={translate(`app.common.${decision}`)}
          aria-label={translate(`app.dashboard.${decision}_row`, { name: nameOf(record) })}
        >
          <Icon />
        </IconButton>
      ))}
    </Box>
  );

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
          phone={<PhoneRows label={title} emptyText={emptyText} actions={actions} {...phone} />}
        >
          {children}
          <Column label="app.dashboard.action" render={actions} />
        </FetchedTable>
      </CardContent>
    </Card>
  );
}
