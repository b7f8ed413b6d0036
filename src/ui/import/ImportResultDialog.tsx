import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportOutcome } from './importOutcome';

/**
 * The title and text of an outcome: the spec's title and the server's message for success and
 * failure; when some rows failed, a title saying so and the counts.
 */
function useOutcomeWords(outcome: ImportOutcome | null): { title: string; text: string | undefined } {
  const translate = useTranslate();
  if (outcome?.kind === 'partial') {
    const { imported, total, failed } = outcome;
    return {
      title: translate('app.imports.partial_title'),
      text: translate('app.imports.partial_text', { imported, total, failed }),
    };
  }
  const title = translate(outcome?.kind === 'success' ? 'app.imports.success_title' : 'app.imports.failed_title');
  return { title, text: outcome?.message };
}

/** Says what an import did: the server's message and the rows it did not import, and why. */
export function ImportResultDialog({ outcome, onClose }: { outcome: ImportOutcome | null; onClose: () => void }) {
  const translate = useTranslate();
  const { title, text } = useOutcomeWords(outcome);
  return (
    <Dialog open={!!outcome} onClose={onClose} aria-labelledby="import-title" scroll="paper">
      <DialogTitle id="import-title">{title}</DialogTitle>
      <DialogContent>
        <Typography role={outcome?.kind === 'failed' ? 'alert' : 'status'}>{text}</Typography>
        {!!outcome?.details.length && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3" id="import-failed-rows">
              {translate('app.imports.failed_rows')}
            </Typography>
            <Box component="ul" aria-labelledby="import-failed-rows" sx={{ pl: 3, my: 1 }}>
              {outcome.details.map((detail, index) => (
                <li key={index}>{detail}</li>
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('app.common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
