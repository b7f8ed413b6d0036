import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useListContext, useTranslate, type Identifier } from 'react-admin';
import { newBatch } from '@/contract/payouts/input';
import type { AppDataProvider } from '@/dataProvider';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { usePopup } from '@/src/ui/PopupProvider';
import { payoutPaths } from './paths';
import { useFormats } from './useFormats';

/**
 * Above the payable payouts: the bank file's format, and a batch of the rows selected or of
 * every payable payout. A refusal (another batch took a payout meanwhile) says the server's
 * words and keeps the selection; a double click sends one request.
 */
export function BuildPanel() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const { selectedIds, onUnselectItems, total } = useListContext();
  const { formats, error: formatsError } = useFormats();
  const [chosen, setFormat] = useState('');
  const format = chosen || (formats?.[0]?.name ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const build = (payouts: Identifier[] | 'all') =>
    once(async () => {
      setFailure(null);
      const checked = newBatch.safeParse({ payouts, format });
      if (!checked.success) return setFailure(checked.error.issues[0].message);
      setBusy(true);
      try {
        const batch = await dataProvider.createPayoutBatch(checked.data);
        onUnselectItems();
        popup.showSuccess(t('created', { id: batch.id }));
        navigate(payoutPaths.batchDetail(batch.id));
      } catch (error) {
        setFailure(errorText(error, 'app.payouts.create_failed'));
      } finally {
        setBusy(false);
      }
    });

  const nothingPayable = total === 0;
  return (
    <Box
      component="section"
      aria-label={t('build')}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, my: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          label={t('format')}
          value={format}
          onChange={event => setFormat(event.target.value)}
          size="small"
          fullWidth={false}
          sx={{ width: 340, maxWidth: '100%' }}
          disabled={!formats}
        >
          {(formats ?? []).map(each => (
            <MenuItem key={each.name} value={each.name}>
              {each.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={busy || selectedIds.length === 0 || !format}
          onClick={() => build(selectedIds)}
        >
          {t('create_selected', { smart_count: selectedIds.length })}
        </Button>
        <Button variant="outlined" disabled={busy || nothingPayable || !format} onClick={() => build('all')}>
          {t('create_all')}
        </Button>
      </Box>
      {!!formatsError && <Alert severity="error">{errorText(formatsError, 'app.payouts.formats_failed')}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Box>
  );
}
