import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type DialogProps,
} from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface AdminFormDialogProps {
  open?: boolean;
  /** The id of its title, which names the dialog and its form. */
  titleId: string;
  title: string;
  text: string;
  maxWidth: DialogProps['maxWidth'];
  /** Cancel, Esc or the backdrop: ignored while the form is being sent. */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The submit button's words, and its words while the form is being sent. */
  submitLabel: string;
  submittingLabel: string;
  /** The server's refusal, shown under the fields with the dialog kept open. */
  failure: string | null;
  children: ReactNode;
}

/** The frame of the team's form dialogs: title, text, fields, the refusal, Cancel and the submit button. */
export function AdminFormDialog({
  open = true,
  titleId,
  title,
  text,
  maxWidth,
  onClose,
  onSubmit,
  submitting,
  submitLabel,
  submittingLabel,
  failure,
  children,
}: AdminFormDialogProps) {
  const translate = useTranslate();
  const close = () => {
    if (!submitting) onClose();
  };
  const textId = `${titleId}-text`;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth={maxWidth}
    >
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {text}
          </DialogContentText>
          {children}
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {translate('app.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
