import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  type ChipProps,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMemo, useState } from 'react';
import { ListContextProvider, ResourceContextProvider, useDataProvider, useTranslate } from 'react-admin';
import type { AnswerOutcome, AnswerPreview, AnswerRow, PayoutBatch } from '@/contract/payouts/records';
import type { AppDataProvider } from '@/dataProvider';
import { Column } from '@/src/framework/Column';
import { DataTable } from '@/src/framework/DataTable';
import { displayValue, formatRupees } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { DialogEnd } from '@/src/ui/DialogEnd';
import { ListPager } from '@/src/ui/list/ListPager';
import { listPageSize } from '@/src/ui/list/ResourceList';
import { usePagedList } from './usePagedList';

/** The bank's answer files the formats read. */
const answerFile = /\.(csv|xlsx)$/i;

const outcomeColours: Record<AnswerOutcome, ChipProps['color']> = {
  paid: 'success',
  failed: 'error',
  returned: 'error',
  unknown_reference: 'warning',
  amount_differs: 'warning',
  unknown_status: 'warning',
  conflict: 'warning',
};

type Row = AnswerRow & { id: number };

function PreviewRows({ preview, batch }: { preview: AnswerPreview; batch: PayoutBatch }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const rows = useMemo(() => preview.rows.map(row => ({ ...row, id: row.row })), [preview]);
  const list = usePagedList<Row>(rows, listPageSize);
  const lines = useMemo(() => new Map(batch.lines.map(line => [line.id, line])), [batch]);
  const matched = (row: Row) => {
    const line = row.line === null ? undefined : lines.get(row.line);
    return line ? `${line.member.name}, ${formatRupees(line.amount)}` : t('no_line');
  };
  return (
    <ResourceContextProvider value="payoutAnswerRows">
      <ListContextProvider value={list}>
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable<Row> aria-label={t('answer_rows')} rowClick={false} bulkActionButtons={false}>
            <Column source="row" label="app.payouts.row" />
            <Column
              source="reference"
              label="app.payouts.reference"
              render={(row: Row) => displayValue(row.reference)}
            />
            <Column disableSort label="app.payouts.matched_line" render={matched} />
            <Column
              source="outcome"
              label="app.payouts.outcome"
              render={(row: Row) => (
                <Chip
                  component="span"
                  size="small"
                  color={outcomeColours[row.outcome]}
                  label={t(`outcome_${row.outcome}`)}
                />
              )}
            />
            <Column source="utr" label="app.payouts.utr" render={(row: Row) => displayValue(row.utr)} />
            <Column source="reason" label="app.payouts.reason" render={(row: Row) => displayValue(row.reason)} />
            <Column
              source="amount"
              label="app.payouts.amount"
              render={(row: Row) => (row.amount === null ? displayValue(null) : formatRupees(row.amount))}
            />
            <Column
              source="changes"
              label="app.payouts.changes"
              render={(row: Row) => t(row.changes ? 'changes_yes' : 'changes_no')}
            />
          </DataTable>
        </Box>
        <ListPager />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

interface AnswerDialogProps {
  batch: PayoutBatch;
  onClose: () => void;
  onApplied: (preview: AnswerPreview) => void;
}

/**
 * The bank's answer (CSV or xlsx) read against a released batch: first a preview of what each
 * row matches and would change, then Apply. Rows of unknown references or other amounts are
 * shown and never applied; applying the same file again changes nothing.
 */
export function AnswerDialog({ batch, onClose, onApplied }: AnswerDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AnswerPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = (action: () => Promise<void>, failedKey: string) =>
    once(async () => {
      setFailure(null);
      setBusy(true);
      try {
        await action();
      } catch (error) {
        setFailure(errorText(error, failedKey));
      } finally {
        setBusy(false);
      }
    });

  const choose = (chosen: File) => {
    setPreview(null);
    setFile(chosen);
    if (!answerFile.test(chosen.name)) return setFailure(t('answer_wrong_file'));
    void run(
      async () => setPreview(await dataProvider.previewPayoutAnswer(batch.id, chosen)),
      'app.payouts.preview_failed',
    );
  };
  const apply = () =>
    run(async () => {
      if (file) onApplied(await dataProvider.applyPayoutAnswer(batch.id, file));
    }, 'app.payouts.apply_failed');

  const changing = preview?.rows.filter(row => row.changes).length ?? 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby="answer-title" fullWidth maxWidth="lg">
      <DialogTitle id="answer-title">{t('answer_title', { id: batch.id })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('answer_text')}</DialogContentText>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {t(file ? 'answer_choose_other' : 'answer_choose')}
            <input
              type="file"
              hidden
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={event => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) choose(chosen);
              }}
            />
          </Button>
          {file && <span>{file.name}</span>}
        </Box>
        {busy && <LinearProgress aria-label={t('answer_reading')} sx={{ mb: 2 }} />}
        {preview && (
          <>
            <Alert severity={changing > 0 ? 'info' : 'success'} sx={{ mb: 2 }}>
              {changing > 0 ? t('answer_changes', { smart_count: changing }) : t('answer_no_changes')}
            </Alert>
            <PreviewRows preview={preview} batch={batch} />
          </>
        )}
      </DialogContent>
      <DialogEnd failure={failure} onClose={onClose}>
        <Button variant="contained" onClick={apply} disabled={busy || !preview || changing === 0}>
          {t('apply_answer', { smart_count: changing })}
        </Button>
      </DialogEnd>
    </Dialog>
  );
}
