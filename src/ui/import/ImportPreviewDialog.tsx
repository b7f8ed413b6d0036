import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportPreview } from './previewModel';

/** The preview of a chosen file: still reading, read (with its verdicts), or not checkable in the browser. */
export type PreviewState =
  { status: 'reading' } | { status: 'ready'; preview: ImportPreview } | { status: 'failed'; message: string };

interface ImportPreviewDialogProps {
  /** i18n key of what the area's rules add to the preview's closing words, if anything. */
  note?: string;
  fileName: string;
  state: PreviewState | null;
  /** Rows applied in the browser, not sent: i18n keys of the button (smart_count) and the closing words; no fine row, nothing to apply. */
  applies?: { buttonKey: string; closingKey: string };
  onImport: () => void;
  onCancel: () => void;
}

/** A titled list of lines, the list named by its heading. */
function LineList({ title, lines, tone }: { title: string; lines: string[]; tone: 'error' | 'default' }) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" id={id}>
        {title}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        sx={{ pl: 3, my: 1, color: tone === 'error' ? 'error.main' : 'text.primary' }}
      >
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * What the chosen file would import, checked in the browser by the reference server's rules:
 * the rows that are fine and the rows that are not, and why. Nothing is sent until "Import N
 * rows". The preview warns and never forbids: a backend's rules may differ (the spec lists no
 * columns), so a file it finds no good row in can still be sent as it is, "Import anyway", and
 * the server's answer decides.
 */
export function ImportPreviewDialog({ note, fileName, state, applies, onImport, onCancel }: ImportPreviewDialogProps) {
  const translate = useTranslate();
  const preview = state?.status === 'ready' ? state.preview : undefined;
  const ready = !!state && state.status !== 'reading';
  const anyway = !applies && !!preview && (preview.fineCount === 0 || preview.sheetProblems.length > 0);
  return (
    <Dialog
      open={!!state}
      onClose={onCancel}
      aria-labelledby="import-preview-title"
      aria-describedby="import-preview-summary"
      scroll="paper"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="import-preview-title">{translate('app.imports.preview_title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary">
          {translate('app.imports.preview_file', { name: fileName })}
        </Typography>
        <Box id="import-preview-summary" role="status" sx={{ mt: 1 }}>
          {state?.status === 'reading' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{translate('app.imports.reading')}</Typography>
            </Stack>
          )}
          {state?.status === 'failed' && (
            <Typography color="error">{translate('app.imports.preview_failed', { message: state.message })}</Typography>
          )}
          {preview && preview.sheetProblems.length === 0 && (
            <Typography>
              {translate('app.imports.summary', { fine: preview.fineCount, total: preview.total })}
            </Typography>
          )}
        </Box>
        {preview && (
          <>
            <LineList title={translate('app.imports.sheet_problems')} lines={preview.sheetProblems} tone="error" />
            <LineList
              title={translate('app.imports.failing_rows', { count: preview.failingCount })}
              lines={preview.problemLines}
              tone="error"
            />
            <LineList
              title={translate('app.imports.fine_rows', { count: preview.fineCount })}
              lines={preview.fineLines}
              tone="default"
            />
          </>
        )}
        {ready && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {applies ? (
              translate(applies.closingKey)
            ) : (
              <>
                {translate('app.imports.server_checks')}
                {note && ` ${translate(note)}`}
                {anyway && ` ${translate('app.imports.anyway_hint')}`}
              </>
            )}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" onClick={onImport} disabled={!ready || (!!applies && !preview?.fineCount)}>
          {applies
            ? translate(applies.buttonKey, { smart_count: preview?.fineCount ?? 0 })
            : !preview
              ? translate('app.imports.import_unchecked')
              : anyway
                ? translate('app.imports.import_anyway')
                : translate('app.imports.import_rows', { smart_count: preview.fineCount })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
