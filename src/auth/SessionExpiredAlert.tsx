import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { acknowledgeSessionExpiry } from '@/authProvider';

/** The alert shown once a session could not be refreshed: 'Session Expired' / 'Please log in again.' */
export default function SessionExpiredAlert() {
  const translate = useTranslate();
  return (
    <Dialog
      open
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
