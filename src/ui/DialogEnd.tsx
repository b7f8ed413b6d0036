import { Alert, Button, DialogActions, DialogContent } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface DialogEndProps {
  /** Why its action failed, in the server's words when it gave some. */
  failure: string | null;
  onClose: () => void;
  /** Its action's button. */
  children: ReactNode;
}

/** The end of a dialog: why its action failed, always in sight, then Cancel beside the action. */
export function DialogEnd({ failure, onClose, children }: DialogEndProps) {
  const translate = useTranslate();
  return (
    <>
      {failure && (
        <DialogContent sx={{ flex: 'none', pt: 0 }}>
          <Alert severity="error">{failure}</Alert>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        {children}
      </DialogActions>
    </>
  );
}
