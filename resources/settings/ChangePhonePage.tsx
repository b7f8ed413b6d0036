import { Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { phonePattern } from '../../src/lib/validation';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { usePopup } from '../../src/ui/PopupProvider';
import { AccountGate } from './AccountGate';
import { SettingsCard } from './SettingsCard';
import { settingsPaths } from './settingsPaths';
import { pendingPhone } from './settingsVerifications';
import { useStepUp } from './useStepUp';

interface PhoneValues {
  phone_number: string;
}

/**
 * /settings/change-phone-number/: the new mobile number (exactly 10 digits); the server texts it an OTP.
 * Without a verification of the admin's mailbox it goes to its verification wrapper.
 */
export default function ChangePhonePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const { account, accountError, verificationId, handleStepUpError } = useStepUp('phone');
  const form = useForm<PhoneValues>({ defaultValues: { phone_number: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ phone_number }: PhoneValues) => {
    if (!account) return;
    try {
      await dataProvider.updatePhone(account.id, phone_number, verificationId);
      pendingPhone.remember(phone_number);
      navigate(settingsPaths.otp(phone_number));
    } catch (error) {
      if (handleStepUpError(error)) return;
      if (!applyServerErrors(error, ['phone_number'], form.setError)) {
        popup.showError(errorText(error, 'app.settings.phone_failed'));
      }
    }
  };

  const { ref, ...field } = form.register('phone_number', {
    required: translate('app.settings.phone_required'),
    pattern: { value: phonePattern, message: translate('app.settings.phone_invalid') },
    setValueAs: (value: string) => value.trim(),
  });

  return (
    <SettingsCard title={translate('app.settings.phone_title')}>
      <AccountGate ready={!!account} error={accountError}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <TextField
            {...field}
            inputRef={ref}
            label={translate('app.settings.new_phone')}
            type="tel"
            autoComplete="tel-national"
            required
            fullWidth
            margin="normal"
            error={!!errors.phone_number}
            helperText={errors.phone_number?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
            {translate(isSubmitting ? 'app.settings.sending' : 'app.settings.send_otp')}
          </Button>
        </form>
      </AccountGate>
    </SettingsCard>
  );
}
