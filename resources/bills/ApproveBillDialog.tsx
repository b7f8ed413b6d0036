import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { billApproval } from '../../contract/bills';
import type { AppDataProvider } from '../../dataProvider';
import { FormTextField } from '../../src/ui/form/FormTextField';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { schemaResolver } from '../../src/ui/form/schemaResolver';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { useDecisionFailureText } from '../../src/live/useDecisionFailureText';
import type { FirstApproval } from '../../contract/team/fourEyes';
import { awaitsSecondApproval } from '../../src/ui/fourEyes/firstApproval';

interface AwardValues {
  points_earned: string;
  cash_earned: string;
}

interface ApproveBillDialogProps {
  billId: Identifier;
  open: boolean;
  onClose: () => void;
  /** `awaiting`: the approval was a first one, and waits for a second administrator's. */
  onApproved: (awaiting: boolean) => void;
  /** Another administrator's first approval, whose figures this one confirms. */
  confirming?: FirstApproval | null;
}

/** The contract's rules for what the form sends (billApproval), checked on submit. */
const resolver = schemaResolver<AwardValues>(billApproval);

/**
 * Points and cash to award, checked on submit as the server checks them (billApproval: required,
 * not negative, whole points, cash to two decimals); a failure keeps what was typed.
 */
export function ApproveBillDialog({ billId, open, onClose, onApproved, confirming }: ApproveBillDialogProps) {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const failureText = useDecisionFailureText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AwardValues>({
    defaultValues: {
      points_earned: confirming?.points_earned === undefined ? '' : String(confirming.points_earned),
      cash_earned: confirming?.cash_earned === undefined ? '' : String(confirming.cash_earned),
    },
    resolver,
  });
  const t = (key: string) => translate(`app.bills.${key}`);

  const approve = async (values: AwardValues) => {
    setFailure(null);
    try {
      const answer = await dataProvider.approveBill(billId, {
        points_earned: Number(values.points_earned),
        cash_earned: Number(values.cash_earned),
      });
      onApproved(awaitsSecondApproval(answer));
    } catch (error) {
      applyServerErrors(error, ['points_earned', 'cash_earned'], form.setError);
      setFailure(failureText({ resource: 'billRequests', id: billId }, errorText(error, 'app.bills.approve_failed')));
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="approve-bill-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={form.handleSubmit(approve)}>
        <DialogTitle id="approve-bill-title">
          {confirming ? translate('app.four_eyes.confirm_title') : t('approve_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {confirming ? translate('app.four_eyes.confirm_text', { name: confirming.by.name }) : t('approve_text')}
          </DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="points_earned"
              type="number"
              label={t('points')}
              required
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
            <FormTextField
              control={form.control}
              name="cash_earned"
              type="number"
              label={t('cash')}
              required
              slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" color="success" disabled={submitting}>
            {submitting ? t('approving') : confirming ? translate('app.four_eyes.confirm') : t('approve')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
