import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { billRejection } from '@/contract/bills';
import type { AppDataProvider } from '@/dataProvider';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { applyServerErrors } from '@/src/ui/form/applyServerErrors';
import { schemaResolver } from '@/src/ui/form/schemaResolver';
import { useDecisionErrorMessage } from '@/src/lib/useDecisionErrorMessage';
import { useDecisionFailureText } from '@/src/live/useDecisionFailureText';

interface RejectBillDialogProps {
  billId: Identifier;
  open: boolean;
  onClose: () => void;
  onRejected: () => void;
}

/** The contract's rules for what the form sends (billRejection), checked on submit. */
const resolver = schemaResolver<{ reason: string }>(billRejection);

/** A reason is required (billRejection, checked on submit); a failure keeps it and says why. */
export function RejectBillDialog({ billId, open, onClose, onRejected }: RejectBillDialogProps) {
  const translate = useTranslate();
  const decisionError = useDecisionErrorMessage();
  const failureText = useDecisionFailureText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver });
  const t = (key: string) => translate(`app.bills.${key}`);

  const reject = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      await dataProvider.rejectBill(billId, reason.trim());
      onRejected();
    } catch (error) {
      if (!applyServerErrors(error, ['reason'], form.setError)) {
        setFailure(failureText({ resource: 'billRequests', id: billId }, decisionError(error)));
      }
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reject-bill-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit(reject)}>
        <DialogTitle id="reject-bill-title">{t('reject_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('reject_text')}</DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label={t('reason')}
            multiline
            minRows={3}
            required
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={submitting}>
            {t(submitting ? 'rejecting' : 'reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
