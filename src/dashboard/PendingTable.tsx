import { Box, Button, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { DataTable, type Column } from '../ui/DataTable';
import { useErrorMessage } from '../lib/useErrorMessage';

/** How many of the newest pending items each dashboard table shows. */
export const dashboardRows = 10;

interface PendingTableProps {
  title: string;
  resource: string;
  columns: Column<RaRecord>[];
  emptyText: string;
  fetchFailed: string;
  detailPath: (id: Identifier) => string;
  nameOf: (record: RaRecord) => string;
  /** The field that dates each item: the table shows the newest first. */
  dateField: string;
  moreLink?: { to: string; label: string };
}

/** A table of pending work whose approve and reject icons both open the item's detail page. */
export function PendingTable({
  title,
  resource,
  columns,
  emptyText,
  fetchFailed,
  detailPath,
  nameOf,
  dateField,
  moreLink,
}: PendingTableProps) {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const { data, isPending, error } = useGetList(resource, {
    pagination: { page: 1, perPage: dashboardRows },
    sort: { field: dateField, order: 'DESC' },
  });
  const titleId = `pending-${resource}`;

  const actions: Column<RaRecord> = {
    key: 'action',
    label: translate('app.dashboard.action'),
    render: record => (
      <Box sx={{ display: 'flex' }}>
        <Tooltip title={translate('app.common.approve')}>
          <IconButton
            component={Link}
            to={detailPath(record.id)}
            color="success"
            aria-label={translate('app.dashboard.approve_row', { name: nameOf(record) })}
          >
            <CheckCircleIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('app.common.reject')}>
          <IconButton
            component={Link}
            to={detailPath(record.id)}
            color="error"
            aria-label={translate('app.dashboard.reject_row', { name: nameOf(record) })}
          >
            <CancelIcon />
          </IconButton>
        </Tooltip>
      </Box>
    ),
  };

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
        <DataTable
          label={title}
          columns={[...columns, actions]}
          rows={data}
          loading={isPending}
          error={error ? errorText(error, fetchFailed) : null}
          emptyText={emptyText}
        />
      </CardContent>
    </Card>
  );
}
