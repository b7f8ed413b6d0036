import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider, ImportReport } from '@/dataProvider';
import { useErrorMessage } from '../lib/useErrorMessage';
import { ImportPreviewDialog, type PreviewState } from './import/ImportPreviewDialog';
import { ImportResultDialog } from './import/ImportResultDialog';
import { outcomeOfError, outcomeOfReport, type ImportOutcome } from './import/importOutcome';
import type { SheetImport } from './import/sheetImport';
import { runPreview } from './import/runPreview';
import { SheetFileInput } from './import/SheetFileInput';
import { usePopup } from './PopupProvider';

interface ImportButtonProps<Context> {
  /** The area's sheet: its preview worker, by its rules. */
  sheet: SheetImport<Context>;
  upload: (file: File) => Promise<ImportReport>;
  /** i18n keys: the wrong-file message and the failure without a server message. */
  invalidFileKey: string;
  failedKey: string;
  onImported: () => void;
}

/**
 * Imports an Excel file: first previews, in the browser, which rows the server's rules accept
 * and why the others fail; sends the file only when "Import N rows" is pressed; then reports
 * what was imported and which rows failed, and why.
 */
export function ImportButton<Context>({
  sheet,
  upload,
  invalidFileKey,
  failedKey,
  onImported,
}: ImportButtonProps<Context>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const popup = usePopup();
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const previewing = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const choose = (chosen: File) => {
    const controller = new AbortController();
    previewing.current = controller;
    setFile(chosen);
    setPreview({ status: 'reading' });
    Promise.all([chosen.arrayBuffer(), sheet.context(dataProvider)])
      .then(([data, context]) => runPreview(sheet, { data, context }, controller.signal))
      .then(
        result => !controller.signal.aborted && setPreview({ status: 'ready', preview: result }),
        (error: unknown) =>
          !controller.signal.aborted && setPreview({ status: 'failed', message: errorMessage(error) }),
      );
  };

  const closePreview = () => {
    previewing.current?.abort();
    previewing.current = null;
    setPreview(null);
  };

  const importFile = async () => {
    const total = preview?.status === 'ready' ? preview.preview.total : undefined;
    closePreview();
    if (!file) return;
    setBusy(true);
    try {
      const report = await upload(file);
      setOutcome(outcomeOfReport(report, total ?? report.imported ?? 0));
      onImported();
    } catch (error) {
      setOutcome(outcomeOfError(error, translate(failedKey)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
        {translate(busy ? 'app.imports.importing' : 'app.imports.choose')}
      </Button>
      <SheetFileInput
        ref={input}
        label={translate('app.imports.choose')}
        onChoose={choose}
        onWrongFile={() => popup.showError(translate(invalidFileKey))}
      />
      <ImportPreviewDialog
        note={sheet.note}
        fileName={file?.name ?? ''}
        state={preview}
        onImport={importFile}
        onCancel={closePreview}
      />
      <ImportResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
