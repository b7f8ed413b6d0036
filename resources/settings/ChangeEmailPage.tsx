import { Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { EmailField } from '../../src/auth/EmailField';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { usePopup } from '../../src/ui/PopupProvider';
import { AccountGate } from './AccountGate';
import { SettingsCard } from './SettingsCard';
import { settingsPaths } from './settingsPaths';
import { newEmailVerifications } from './settingsVerifications';
import { useStepUp } from './useStepUp';

interface EmailValues {
  email: string;
}

/**
 * /settings/change-email: the new address, which is sent a verification link before it is saved.
 * Only with a verification of the current mailbox (else its wrapper), which the server checks
 * before it emails the new address; the current address itself is refused before sending.
 */
export default function ChangeEmailPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const { account, accountError, verificationId, handleStepUpError } = useStepUp('email');
  const form = useForm<EmailValues>({ defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;

  const onSubmit = async ({ email }: EmailValues) => {
    if (!account) return;
    const address = email.trim();
    if (address.toLowerCase() === (account.email ?? '').toLowerCase()) {
      form.setError('email', { type: 'unchanged', message: translate('app.settings.email_unchanged') });
      return;
    }
    try {
      const answer = await dataProvider.sendSettingsVerificationEmail(address, verificationId);
      newEmailVerifications.remember(address, answer.verification_id);
      navigate(settingsPaths.verifyNewEmail(address));
    } catch (error) {
      if (handleStepUpError(error)) return;
      if (!applyServerErrors(error, ['email'], form.setError)) {
        popup.showError(errorText(error, 'app.settings.verification_send_failed'));
      }
    }
  };

  return (
    <SettingsCard title={translate('app.settings.email_title')}>
      <AccountGate ready={!!account} error={accountError}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <EmailField form={form} name="email" label={translate('app.settings.new_email')} />
          <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
            {translate(isSubmitting ? 'app.settings.sending' : 'app.settings.email_continue')}
          </Button>
        </form>
      </AccountGate>
    </SettingsCard>
  );
}
