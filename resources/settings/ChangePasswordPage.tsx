import { useFormContext } from 'react-hook-form';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import { passwordChangeForm } from '@/contract/password';
import type { AppDataProvider } from '@/dataProvider';
import { NewPasswordFields } from '@/src/auth/NewPasswordFields';
import { paths } from '@/src/routes';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { AccountGate } from './AccountGate';
import { SettingsCard } from './SettingsCard';
import { SettingsForm } from './SettingsForm';
import { stepUp } from './settingsVerifications';
import { useSettingsFailure } from './useSettingsFailure';
import { useStepUp } from './useStepUp';

interface PasswordValues {
  new_password: string;
  confirm_password: string;
}

const passwordFields = ['new_password', 'confirm_password'];

/**
 * /settings/change-password: a new password for the signed-in admin, after the verification
 * wrapper (it goes there without one). The server signs every session out, so this one ends
 * too and goes to /login.
 */
export default function ChangePasswordPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logout = useLogout();
  const popup = usePopup();
  const { account, accountError, verificationId, handleStepUpError } = useStepUp('password');
  const failed = useSettingsFailure(handleStepUpError);
  const onSubmit = useOneSave(async (values: PasswordValues) => {
    if (!account) return;
    try {
      await dataProvider.changeOwnPassword({
        userId: account.id,
        newPassword: values.new_password,
        confirmPassword: values.confirm_password,
        verificationId,
      });
      stepUp.forget();
      await popup.showSuccess(translate('app.settings.password_changed'));
      await logout({}, paths.login, false);
    } catch (error) {
      return failed(error, passwordFields, 'app.settings.password_failed');
    }
  });

  return (
    <SettingsCard title={translate('app.settings.password_title')}>
      <AccountGate ready={!!account} error={accountError}>
        <SettingsForm
          defaultValues={{ new_password: '', confirm_password: '' }}
          schema={passwordChangeForm}
          onSubmit={onSubmit}
          submitLabel={translate('app.settings.update_password')}
          submittingLabel={translate('app.settings.updating')}
        >
          <PasswordFields />
        </SettingsForm>
      </AccountGate>
    </SettingsCard>
  );
}

function PasswordFields() {
  const translate = useTranslate();
  const form = useFormContext<PasswordValues>();
  return (
    <NewPasswordFields
      form={form}
      names={{ password: 'new_password', confirm: 'confirm_password' }}
      labels={{
        password: translate('app.settings.new_password'),
        confirm: translate('app.settings.confirm_password'),
      }}
    />
  );
}
