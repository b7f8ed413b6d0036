import { TextField } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { phonePattern } from '../../src/lib/validation';
import { useOneSave } from '../../src/ui/form/useOneSave';
import { AccountGate } from './AccountGate';
import { SettingsCard } from './SettingsCard';
import { SettingsForm } from './SettingsForm';
import { settingsPaths } from './settingsPaths';
import { pendingPhone } from './settingsVerifications';
import { useSettingsFailure } from './useSettingsFailure';
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
  const { account, accountError, verificationId, handleStepUpError } = useStepUp('phone');
  const failed = useSettingsFailure(handleStepUpError);
  const onSubmit = useOneSave(async ({ phone_number }: PhoneValues) => {
    if (!account) return;
    try {
      await dataProvider.updatePhone(account.id, phone_number, verificationId);
      pendingPhone.remember(phone_number);
      navigate(settingsPaths.otp(phone_number));
    } catch (error) {
      return failed(error, ['phone_number'], 'app.settings.phone_failed');
    }
  });

  return (
    <SettingsCard title={translate('app.settings.phone_title')}>
      <AccountGate ready={!!account} error={accountError}>
        <SettingsForm
          defaultValues={{ phone_number: '' }}
          onSubmit={onSubmit}
          submitLabel={translate('app.settings.send_otp')}
          submittingLabel={translate('app.settings.sending')}
        >
          <NewPhoneField />
        </SettingsForm>
      </AccountGate>
    </SettingsCard>
  );
}

/** The new number: exactly 10 digits, trimmed. */
function NewPhoneField() {
  const translate = useTranslate();
  const { register } = useFormContext<PhoneValues>();
  const error = useFormState<PhoneValues>({ name: 'phone_number' }).errors.phone_number;
  const { ref, ...field } = register('phone_number', {
    required: translate('app.settings.phone_required'),
    pattern: { value: phonePattern, message: translate('app.settings.phone_invalid') },
    setValueAs: (value: string) => value.trim(),
  });

  return (
    <TextField
      {...field}
      inputRef={ref}
      label={translate('app.settings.new_phone')}
      type="tel"
      autoComplete="tel-national"
      required
      fullWidth
      margin="normal"
      error={!!error}
      helperText={error?.message}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    />
  );
}
