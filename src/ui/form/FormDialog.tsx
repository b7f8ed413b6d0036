import { Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { DialogEnd } from '../DialogEnd';
import { applyServerErrors } from '@/src/ui/form/applyServerErrors';

interface FormDialogProps<T extends FieldValues> {
  title: string;
  text: string;
  /** The form, checked by its contract's schema before anything is sent. */
  form: UseFormReturn<T>;
  /** Its fields: the server's errors of these show under them. */
  fields: string[];
  send: (values: T) => Promise<unknown>;
  /** i18n key of the failure's words when the server gives none. */
  failedKey: string;
  confirmLabel: string;
  tone?: 'primary' | 'error';
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
}

/**
 * A dialog's form sent once however often it is submitted; a refusal keeps what was typed, its
 * field errors under the fields and any other in the server's words.
 */
export function FormDialog<T extends FieldValues>({
  title,
  text,
  form,
  fields,
  send,
  failedKey,
  confirmLabel,
  tone = 'primary',
  onClose,
  onDone,
  children,
}: FormDialogProps<T>) {
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: T) => {
    setFailure(null);
    try {
      await send(values);
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, fields, form.setError)) setFailure(errorText(error, failedKey));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={event => {
          event.preventDefault();
          void once(form.handleSubmit(submit));
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          {children}
        </DialogContent>
        <DialogEnd failure={failure} onClose={onClose}>
          <Button type="submit" variant="contained" color={tone} disabled={form.formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </DialogEnd>
      </form>
    </Dialog>
  );
}
