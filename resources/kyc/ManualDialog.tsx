import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { manualOutcome } from '@/contract/kyc/input';
import type { KycPart } from '@/contract/kyc/states';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { applyServerErrors } from '@/src/ui/form/applyServerErrors';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { schemaResolver } from '@/src/ui/form/schemaResolver';

/** The outcome as the form holds it: the radio's word, the reason as typed. */
interface OutcomeValues {
  verified: '' | 'true' | 'false';
  reason: string;
}

const resolver = schemaResolver<OutcomeValues>(manualOutcome);

interface ManualDialogProps {
  part: KycPart;
  memberName: string;
  /** Sends the outcome, as the contract reads it. */
  send: (outcome: { verified: boolean; reason: string }) => Promise<unknown>;
  onClose: () => void;
  onRecorded: () => void;
}

/**
 * An administrator's verdict on a PAN or an account after looking at its image: verified or not,
 * and why; checked by the contract before sending, sent once, and on a refusal kept as typed
 * with the server's words.
 */
export function ManualDialog({ part, memberName, send, onClose, onRecorded }: ManualDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.kyc.${key}`, options);
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const titleId = useId();
  const outcomeId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OutcomeValues>({ defaultValues: { verified: '', reason: '' }, resolver });

  const submit = async (values: OutcomeValues) => {
    setFailure(null);
    try {
      await send(manualOutcome.parse(values));
      onRecorded();
    } catch (error) {
      if (!applyServerErrors(error, ['verified', 'reason'], form.setError))
        setFailure(errorText(error, 'app.kyc.manual_failed'));
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
        <DialogTitle id={titleId}>{t(`manual_title_${part}`, { name: memberName })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('manual_text')}</DialogContentText>
          <Controller
            control={form.control}
            name="verified"
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error} required>
                <FormLabel id={outcomeId}>{t('outcome')}</FormLabel>
                <RadioGroup aria-labelledby={outcomeId} name={field.name} value={field.value} onChange={field.onChange}>
                  <FormControlLabel
                    value="true"
                    control={<Radio inputRef={field.ref} />}
                    label={t('outcome_verified')}
                  />
                  <FormControlLabel value="false" control={<Radio />} label={t('outcome_not_verified')} />
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTextField
            control={form.control}
            name="reason"
            label={t('reason')}
            multiline
            minRows={3}
            required
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('record')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
