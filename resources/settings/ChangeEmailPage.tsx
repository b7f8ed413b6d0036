import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { newEmailOf } from '@/contract/settings';
import type { AppDataProvider } from '@/dataProvider';
import { EmailField } from '@/src/auth/EmailField';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { AccountGate } from './AccountGate';
import { SettingsCard } from './SettingsCard';
import { SettingsForm } from './SettingsForm';
import { settingsPaths } from './settingsPaths';
import { newEmailVerifications } from './settingsVerifications';
import { useSettingsFailure } from './useSettingsFailure';
import { useStepUp } from './useStepUp';

interface EmailValues {
  email: string;
}

/**
 * /settings/change-email: the new address, which is sent a verification link before it is saved.
 * Only with a verification of the current mailbox (else its wrapper), which the server checks
 * before it emails the new address; the current address itself is refused before sending (newEmailOf).
 */
export default function ChangeEmailPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const { account, accountError, verificationId, handleStepUpError } = useStepUp('email');
  const failed = useSettingsFailure(handleStepUpError);
  const schema = useMemo(() => newEmailOf(account?.email ?? ''), [account?.email]);

  const onSubmit = useOneSave(async ({ email }: EmailValues) => {
    if (!account) return;
    const address = email.trim();
    try {
      const answer = await dataProvider.sendSettingsVerificationEmail(address, verificationId);
      newEmailVerifications.remember(address, answer.verification_id);
      navigate(settingsPaths.verifyNewEmail(address));
    } catch (error) {
      return failed(error, ['email'], 'app.settings.verification_send_failed');
    }
  });

  return (
    <SettingsCard title={translate('app.settings.email_title')}>
      <AccountGate ready={!!account} error={accountError}>
        <SettingsForm
          defaultValues={{ email: '' }}
          schema={schema}
          onSubmit={onSubmit}
          submitLabel={translate('app.settings.email_continue')}
          submittingLabel={translate('app.settings.sending')}
        >
          <NewEmailField />
        </SettingsForm>
      </AccountGate>
    </SettingsCard>
  );
}

function NewEmailField() {
  const translate = useTranslate();
  const form = useFormContext<EmailValues>();
  return <EmailField form={form} name="email" label={translate('app.settings.new_email')} />;
}
