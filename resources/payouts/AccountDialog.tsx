import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { payoutAccount, type PayoutAccount } from '@/contract/payouts/input';
import type { PayableRecord } from '@/contract/payouts/records';
import type { AppDataProvider } from '@/dataProvider';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { schemaResolver } from '@/src/ui/form/schemaResolver';
import { FormDialog } from '@/src/ui/form/FormDialog';

const resolver = schemaResolver<PayoutAccount>(payoutAccount);

interface AccountDialogProps {
  payout: PayableRecord;
  onClose: () => void;
  onSaved: () => void;
}

/** A reopened payout's bank details, corrected so that a later batch pays it. */
export function AccountDialog({ payout, onClose, onSaved }: AccountDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const form = useForm<PayoutAccount>({
    resolver,
    defaultValues: {
      account_holders_name: payout.account_holder,
      account_number: payout.account_number,
      ifsc_code: payout.ifsc,
      bank_name: payout.bank,
    },
  });
  return (
    <FormDialog
      title={t('account_title', { name: payout.member.name })}
      text={t('account_text')}
      form={form}
      fields={Object.keys(payoutAccount.shape)}
      send={account => dataProvider.correctPayoutAccount(payout.payout, account)}
      failedKey="app.payouts.account_failed"
      confirmLabel={t('save_account')}
      onClose={onClose}
      onDone={onSaved}
    >
      <Stack spacing={2}>
        <FormTextField control={form.control} name="account_holders_name" label={t('holder')} required />
        <FormTextField
          control={form.control}
          name="account_number"
          label={t('account_number')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }}
        />
        <FormTextField
          control={form.control}
          name="ifsc_code"
          label={t('ifsc')}
          required
          slotProps={{ htmlInput: { maxLength: 11 } }}
        />
        <FormTextField control={form.control} name="bank_name" label={t('bank')} required />
      </Stack>
    </FormDialog>
  );
}
