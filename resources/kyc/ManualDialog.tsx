import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { manualOutcome, type ManualOutcome } from '@/contract/kyc/input';
import type { KycPart } from '@/contract/kyc/states';
import { FormDialog } from '@/src/ui/form/FormDialog';
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
  send: (outcome: ManualOutcome) => Promise<unknown>;
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
  const outcomeId = useId();
  const form = useForm<OutcomeValues>({ defaultValues: { verified: '', reason: '' }, resolver });
  return (
    <FormDialog
      title={t(`manual_title_${part}`, { name: memberName })}
      text={t('manual_text')}
      form={form}
      fields={['verified', 'reason']}
      send={values => send(manualOutcome.parse(values))}
      failedKey="app.kyc.manual_failed"
      confirmLabel={t('record')}
      onClose={onClose}
      onDone={onRecorded}
    >
      <Controller
        control={form.control}
        name="verified"
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error} required sx={{ mb: 2 }}>
            <FormLabel id={outcomeId}>{t('outcome')}</FormLabel>
            <RadioGroup aria-labelledby={outcomeId} name={field.name} value={field.value} onChange={field.onChange}>
              <FormControlLabel value="true" control={<Radio inputRef={field.ref} />} label={t('outcome_verified')} />
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
    </FormDialog>
  );
}
