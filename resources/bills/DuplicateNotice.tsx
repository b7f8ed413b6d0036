import { Alert, Link as MuiLink } from '@mui/material';
import { Fragment, useMemo } from 'react';
import { useGetMany, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BillForDuplicates } from './possibleDuplicates';
import { usePossibleDuplicates } from './usePossibleDuplicates';
import { billPaths } from './paths';

/**
 * Above a bill's decision: "Possible duplicate of Bill #12 (Approved), Bill #40 (Pending)",
 * each a link to that bill's page; nothing when the bill has no possible duplicate.
 */
export function DuplicateNotice({ bill }: { bill: BillForDuplicates }) {
  const translate = useTranslate();
  const shown = useMemo(() => [bill], [bill]);
  const ids = usePossibleDuplicates(shown)(bill);
  const { data: others } = useGetMany<BillForDuplicates>('bills', { ids }, { enabled: ids.length > 0 });
  if (ids.length === 0) return null;
  const statusOf = (id: unknown) =>
    others?.find(other => String(other.id) === String(id))?.status as string | undefined;
  return (
    <Alert severity="warning" role="note" sx={{ flexBasis: '100%' }}>
      {translate('app.duplicate_bills.notice')}{' '}
      {ids.map((id, index) => {
        const status = statusOf(id);
        return (
          <Fragment key={id}>
            {index > 0 && ', '}
            <MuiLink
              component={Link}
              to={status === 'pending' ? billPaths.billRequestDetail(id) : billPaths.billHistoryDetail(id)}
            >
              {translate('app.duplicate_bills.bill', { id })}
            </MuiLink>
            {status && ` (${translate(`app.bills.${status}`)})`}
          </Fragment>
        );
      })}
    </Alert>
  );
}
