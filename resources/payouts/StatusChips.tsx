import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BatchStatus, LineStatus } from '@/contract/payouts/records';

const batchColours: Record<BatchStatus, ChipProps['color']> = {
  draft: 'default',
  released: 'primary',
  partly_paid: 'warning',
  paid: 'success',
};

const lineColours: Record<LineStatus, ChipProps['color']> = {
  held: 'error',
  ready: 'default',
  released: 'primary',
  paid: 'success',
  failed: 'error',
  returned: 'error',
  cancelled: 'default',
};

/** A batch's status in words: draft, released, partly paid, paid. */
export function BatchStatusChip({ status }: { status: BatchStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      color={batchColours[status]}
      label={translate(`app.payouts.batch_status_${status}`)}
    />
  );
}

/** A line's status in words: held, ready, released, paid, failed, returned, cancelled. */
export function LineStatusChip({ status }: { status: LineStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      color={lineColours[status]}
      label={translate(`app.payouts.line_status_${status}`)}
    />
  );
}
