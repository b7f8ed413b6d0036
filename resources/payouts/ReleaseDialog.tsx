import { Alert, Box, Button, Dialog, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PayoutBatch, ReleasedBatch } from '@/contract/payouts/records';
import { formatRupees } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { DialogEnd } from '@/src/ui/DialogEnd';
import { TotalsTable } from './TotalsTable';

interface ReleaseDialogProps {
  batch: PayoutBatch;
  release: () => Promise<ReleasedBatch>;
  onClose: () => void;
  onReleased: (released: ReleasedBatch) => void;
}

/**
 * Before a batch goes to the bank, its totals and every warning of its lines, the held ones
 * first: releasing freezes the lines. A refusal says the server's words.
 */
export function ReleaseDialog({ batch, release, onClose, onReleased }: ReleaseDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const warned = batch.lines
    .filter(line => line.problems.length > 0)
    .sort((a, b) => Number(b.status === 'held') - Number(a.status === 'held'));

  const confirm = () =>
    once(async () => {
      setFailure(null);
      setBusy(true);
      try {
        onReleased(await release());
      } catch (error) {
        setFailure(errorText(error, 'app.payouts.release_failed'));
      } finally {
        setBusy(false);
      }
    });

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="release-title"
      aria-describedby="release-text"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="release-title">{t('release_title', { id: batch.id })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="release-text" sx={{ mb: 2 }}>
          {t('release_text')}
        </DialogContentText>
        <TotalsTable totals={batch.totals} label={t('totals')} />
        {batch.totals.held > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('release_held', { smart_count: batch.totals.held })}
          </Alert>
        )}
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {t('warnings', { smart_count: warned.length })}
        </Typography>
        {warned.length === 0 ? (
          <Typography>{t('no_warnings')}</Typography>
        ) : (
          <Box component="ul" aria-label={t('warnings', { smart_count: warned.length })} sx={{ pl: 2, my: 1 }}>
            {warned.map(line => (
              <li key={line.id}>
                <strong>
                  {line.member.name}, {formatRupees(line.amount)}
                  {line.status === 'held' && ` (${t(line.kept ? 'kept' : 'line_status_held')})`}
                </strong>
                :{' '}
                {line.problems
                  .map(problem => (problem.blocking ? `${t('blocking')}: ${problem.words}` : problem.words))
                  .join('; ')}
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogEnd failure={failure} onClose={onClose}>
        <Button variant="contained" onClick={confirm} disabled={busy}>
          {t(busy ? 'releasing' : 'release')}
        </Button>
      </DialogEnd>
    </Dialog>
  );
}
