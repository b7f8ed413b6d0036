import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { saveBlob } from '../lib/download';
import { usePopup } from './PopupProvider';

interface ExportButtonProps {
  label: string;
  /** Fetches the spreadsheet. */
  load: () => Promise<Blob>;
  fileName: () => string;
  failedKey: string;
}

/** Downloads a server-built spreadsheet under the spec's file name. */
export function ExportButton({ label, load, fileName, failedKey }: ExportButtonProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveBlob(await load(), fileName());
    } catch (error) {
      console.error(error);
      popup.showError(translate(failedKey));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={run} disabled={busy}>
      {label}
    </Button>
  );
}
