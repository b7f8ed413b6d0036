import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PendingTablesGrid } from './PendingTablesGrid';

/** Placeholder rows per table while the lists load (react-admin's own table placeholder shows five). */
const placeholderRows = 5;
/** The heights of a row with its approve and reject icons, and of the header row. */
const rowHeight = 53;
const headerHeight = 38;

/** The four pending tables' cards as they will stand, shown while their rows load, so nothing moves when they arrive. */
export function PendingTablesSkeleton({ count }: { count: number }) {
  const translate = useTranslate();
  return (
    <PendingTablesGrid role="status" aria-busy="true" aria-label={translate('app.common.loading')}>
      {Array.from({ length: count }, (_, table) => (
        <Card key={table} aria-hidden>
          <CardContent>
            <Typography variant="h6" sx={{ mb: 1 }}>
              <Skeleton width="40%" />
            </Typography>
            <Skeleton variant="rounded" height={headerHeight} sx={{ mb: 0.5 }} />
            {Array.from({ length: placeholderRows }, (_, row) => (
              <Skeleton key={row} variant="text" height={rowHeight} />
            ))}
          </CardContent>
        </Card>
      ))}
    </PendingTablesGrid>
  );
}
