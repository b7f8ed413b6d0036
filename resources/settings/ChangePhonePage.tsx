import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { phoneChange } from '@/contract/settings';
import type { AppDataProvider } from '@/dataProvider';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { useOneSave } from '@/src/ui/form/useOneSave';
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
  const onSubmit = useOneSave(async (values: PhoneValues) => {
    if (!account) return;
    const phone = values.phone_number.trim();
    try {
      await dataProvider.updatePhone(account.id, phone, verificationId);
      pendingPhone.remember(phone);
      navigate(settingsPaths.otp(phone));
    } catch (error) {
      return failed(error, ['phone_number'], 'app.settings.phone_failed');
    }
  });

  return (
    <SettingsCard title={translate('app.settings.phone_title')}>
      <AccountGate ready={!!account} error={accountError}>
        <SettingsForm
          defaultValues={{ phone_number: '' }}
          schema={phoneChange}
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

/** The new number: exactly 10 digits once trimmed (phoneChange). */
function NewPhoneField() {
  const translate = useTranslate();
  return (
    <FormTextField<PhoneValues>
      name="phone_number"
      label={translate('app.settings.new_phone')}
      type="tel"
      autoComplete="tel-national"
      required
      margin="normal"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    />
  );
}
