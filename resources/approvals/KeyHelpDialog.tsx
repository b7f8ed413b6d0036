import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** The inbox's keys and what each does (`useInboxKeys`). */
const shortcuts = [
  { keys: ['j', 'k', '↓', '↑'], action: 'move' },
  { keys: ['Enter', 'o'], action: 'open' },
  { keys: ['a'], action: 'approve' },
  { keys: ['r'], action: 'reject' },
  { keys: ['?'], action: 'help' },
];

/** The list of the inbox's keys, opened by `?` or its button. */
export function KeyHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.approvals.keys.${key}`);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="inbox-keys-title" aria-describedby="inbox-keys-intro">
      <DialogTitle id="inbox-keys-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="inbox-keys-intro" sx={{ mb: 2 }}>
          {t('intro')}
        </DialogContentText>
        <Table size="small" aria-labelledby="inbox-keys-title">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t('key')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t('action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shortcuts.map(({ keys, action }) => (
              <TableRow key={action}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {keys.map(key => (
                    <Box
                      component="kbd"
                      key={key}
                      sx={{
                        px: 0.75,
                        mr: 0.5,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        fontFamily: 'monospace',
                      }}
                    >
                      {key}
                    </Box>
                  ))}
                </TableCell>
                <TableCell>{t(action)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
