import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportReport } from '../../dataProvider';
import { serverMessageOf } from '../lib/errors';
import { usePopup } from './PopupProvider';

const excelName = /\.(xlsx|xls)$/i;

interface ImportButtonProps {
  upload: (file: File) => Promise<ImportReport>;
  /** i18n keys: the wrong-file message and the failure without a server message. */
  invalidFileKey: string;
  failedKey: string;
  onImported: () => void;
}

interface Outcome {
  ok: boolean;
  message: string;
  details: string[];
}

/** Imports an Excel file and reports what was imported and which rows failed, and why. */
export function ImportButton({ upload, invalidFileKey, failedKey, onImported }: ImportButtonProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const importFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!excelName.test(file.name)) return popup.showError(translate(invalidFileKey));
    setBusy(true);
    try {
      const report = await upload(file);
      setOutcome({ ok: true, message: report.message ?? '', details: report.details ?? [] });
      onImported();
    } catch (error) {
      const body = (error as { body?: { details?: unknown } }).body;
      const details = Array.isArray(body?.details) ? body.details.map(String) : [];
      setOutcome({ ok: false, message: serverMessageOf(error) ?? translate(failedKey), details });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
        {translate(busy ? 'app.imports.importing' : 'app.imports.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        aria-label={translate('app.imports.choose')}
        onChange={event => importFile(event.target.files?.[0])}
      />
      <Dialog open={!!outcome} onClose={() => setOutcome(null)} aria-labelledby="import-title">
        <DialogTitle id="import-title">
          {translate(outcome?.ok ? 'app.imports.success_title' : 'app.imports.failed_title')}
        </DialogTitle>
        <DialogContent>
          <Typography role={outcome?.ok ? 'status' : 'alert'}>{outcome?.message}</Typography>
          {!!outcome?.details.length && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2">{translate('app.imports.failed_rows')}</Typography>
              <Box component="ul" sx={{ pl: 3, my: 1 }}>
                {outcome.details.map(detail => (
                  <li key={detail}>{detail}</li>
                ))}
              </Box>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOutcome(null)} autoFocus>
            {translate('app.common.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
