import { Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { NewPasswordFields } from '../../src/auth/NewPasswordFields';
import { paths } from '../../src/routes';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { usePopup } from '../../src/ui/PopupProvider';
import { AccountGate } from './AccountGate';
import { SettingsCard } from './SettingsCard';
import { stepUp } from './settingsVerifications';
import { useStepUp } from './useStepUp';

interface PasswordValues {
  new_password: string;
  confirm_password: string;
}

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
  const errorText = useErrorMessage();
  const { account, accountError, verificationId, handleStepUpError } = useStepUp('password');
  const form = useForm<PasswordValues>({ defaultValues: { new_password: '', confirm_password: '' } });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: PasswordValues) => {
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
      if (handleStepUpError(error)) return;
      if (!applyServerErrors(error, ['new_password', 'confirm_password'], form.setError)) {
        popup.showError(errorText(error, 'app.settings.password_failed'));
      }
    }
  };

  return (
    <SettingsCard title={translate('app.settings.password_title')}>
      <AccountGate ready={!!account} error={accountError}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <NewPasswordFields
            form={form}
            names={{ password: 'new_password', confirm: 'confirm_password' }}
            labels={{
              password: translate('app.settings.new_password'),
              confirm: translate('app.settings.confirm_password'),
            }}
            mismatch={translate('app.settings.password_mismatch')}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
            {translate(isSubmitting ? 'app.settings.updating' : 'app.settings.update_password')}
          </Button>
        </form>
      </AccountGate>
    </SettingsCard>
  );
}
