import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { acknowledgeSessionExpiry, isSessionExpired, subscribeToSessionExpiry } from '../../authProvider';

/** The alert shown once a session could not be refreshed: 'Session Expired' / 'Please log in again.' */
export function SessionExpiredDialog() {
  const translate = useTranslate();
  const expired = useSyncExternalStore(subscribeToSessionExpiry, isSessionExpired);
  return (
    <Dialog
      open={expired}
      onClose={acknowledgeSessionExpiry}
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-text"
    >
      <DialogTitle id="session-expired-title">{translate('app.session.expired_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{translate('app.session.expired_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={acknowledgeSessionExpiry} variant="contained" autoFocus>
          {translate('app.session.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
