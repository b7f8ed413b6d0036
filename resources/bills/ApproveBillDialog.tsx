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
import { Suspense, useCallback, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { applyServerErrors } from '@/src/ui/form/applyServerErrors';
import { schemaResolver } from '@/src/ui/form/schemaResolver';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useDecisionFailureText } from '@/src/live/useDecisionFailureText';
import type { FirstApproval } from '@/contract/team/fourEyes';
import { awaitsSecondApproval } from '@/src/ui/fourEyes/firstApproval';
import { useBillEarningsSlots, useMemberSlots } from '@/src/areasContext';
import { usePreloadedApprovalAid } from './usePreloadedApprovalAid';
import type { WorkedOutAward } from '@/src/billEarnings';
import { approvalWithReason, differsFromRules, earningChoicesOf } from './earningReason';

interface AwardValues {
  points_earned: string;
  cash_earned: string;
  /** Why the figures differ from those an area's rules worked out (the schemes'), when they do. */
  earning_reason: string;
}

interface ApproveBillDialogProps {
  billId: Identifier;
  open: boolean;
  onClose: () => void;
  /** `awaiting`: the approval was a first one, and waits for a second administrator's. */
  onApproved: (awaiting: boolean) => void;
  /** Another administrator's first approval, whose figures this one confirms. */
  confirming?: FirstApproval | null;
  /** The bill's member, for what an area would have the decider know of them (their KYC). */
  memberId?: number;
}

const resolvers = {
  withReason: schemaResolver<AwardValues>(approvalWithReason(true)),
  withoutReason: schemaResolver<AwardValues>(approvalWithReason(false)),
};

const figuresOf = (award: WorkedOutAward) => ({
  points_earned: String(award.points_earned),
  cash_earned: award.cash_earned.toFixed(2),
});

/**
 * Points and cash to award, checked on submit as the server checks them (billApproval: required,
 * not negative, whole points, cash to two decimals); a failure keeps what was typed. Where an area
 * works the figures out (`billApprovalAid`, the schemes'), its aid fills them in, and a figure
 * typed otherwise asks for a reason.
 */
export function ApproveBillDialog({ billId, open, onClose, onApproved, confirming, memberId }: ApproveBillDialogProps) {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const failureText = useDecisionFailureText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const slots = useBillEarningsSlots();
  const { payeeNote: PayeeNote } = useMemberSlots();
  usePreloadedApprovalAid();
  const [failure, setFailure] = useState<string | null>(null);
  const [worked, setWorked] = useState<WorkedOutAward | null>(null);
  const workedNow = useRef<WorkedOutAward | null>(null);
  // The rules of the moment: a reason is required while the figures differ from those worked out.
  const resolver: Resolver<AwardValues> = (values, context, options) =>
    (differsFromRules(workedNow.current, values) ? resolvers.withReason : resolvers.withoutReason)(
      values,
      context,
      options,
    );
  const form = useForm<AwardValues>({
    defaultValues: {
      points_earned: confirming?.points_earned === undefined ? '' : String(confirming.points_earned),
      cash_earned: confirming?.cash_earned === undefined ? '' : String(confirming.cash_earned),
      earning_reason: '',
    },
    resolver,
  });
  const t = (key: string) => translate(`app.bills.${key}`);
  const { setValue } = form;
  const onWorkedOut = useCallback(
    (award: WorkedOutAward | null) => {
      workedNow.current = award;
      setWorked(award);
      // A second approval confirms the first one's figures: they are not replaced.
      if (!award || confirming) return;
      const figures = figuresOf(award);
      setValue('points_earned', figures.points_earned, { shouldDirty: true });
      setValue('cash_earned', figures.cash_earned, { shouldDirty: true });
    },
    [confirming, setValue],
  );
  const typed = useWatch({ control: form.control });
  const reasonNeeded = differsFromRules(worked, {
    points_earned: typed.points_earned ?? '',
    cash_earned: typed.cash_earned ?? '',
  });

  const approve = async (values: AwardValues) => {
    setFailure(null);
    try {
      const answer = await dataProvider.approveBill(billId, {
        points_earned: Number(values.points_earned),
        cash_earned: Number(values.cash_earned),
        ...earningChoicesOf(worked, values.earning_reason, differsFromRules(worked, values)),
      });
      onApproved(awaitsSecondApproval(answer));
    } catch (error) {
      applyServerErrors(error, ['points_earned', 'cash_earned', 'earning_reason'], form.setError);
      setFailure(failureText({ resource: 'billRequests', id: billId }, errorText(error, 'app.bills.approve_failed')));
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="approve-bill-title"
      fullWidth
      maxWidth={slots.billApprovalAid ? 'sm' : 'xs'}
    >
      <form noValidate onSubmit={form.handleSubmit(approve)}>
        <DialogTitle id="approve-bill-title">
          {confirming ? translate('app.four_eyes.confirm_title') : t('approve_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {confirming ? translate('app.four_eyes.confirm_text', { name: confirming.by.name }) : t('approve_text')}
          </DialogContentText>
          <Stack spacing={2}>
            {PayeeNote && memberId !== undefined && (
              <Suspense fallback={null}>
                <PayeeNote memberId={memberId} />
              </Suspense>
            )}
            {slots.billApprovalAid && (
              <Suspense fallback={null}>
                <slots.billApprovalAid billId={billId} onWorkedOut={onWorkedOut} />
              </Suspense>
            )}
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
            {reasonNeeded && (
              <FormTextField
                control={form.control}
                name="earning_reason"
                label={t('earning_reason')}
                helperText={t('earning_reason_help')}
                required
                multiline
                minRows={2}
              />
            )}
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
