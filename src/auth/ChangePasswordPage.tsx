import { Box, Button, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { passwordResetForm } from '@/contract/password';
import type { AppDataProvider } from '@/dataProvider';
import { readUserId } from '@/authProvider';
import { AuthCard } from './AuthCard';
import { Feedback, type FeedbackMessage } from './Feedback';
import { NewPasswordFields } from './NewPasswordFields';
import { forgetVerification, verificationIdOf } from './passwordResetStore';
import { StartAgainNotice } from './StartAgainNotice';
import { paths } from '../routes';
import { isNetworkError, serverMessageOf } from '../lib/errors';
import { useDelayedNavigate } from '../lib/useDelayedNavigate';
import { schemaResolver } from '../ui/form/schemaResolver';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

const successPauseMs = 1500;

/** The contract's rules for what the form sends (passwordResetForm), checked on submit. */
const resolver = schemaResolver<PasswordValues>(passwordResetForm);

/**
 * Sets a new password after the email was verified; reads `email` (and `userId`) from the query.
 * Opened without the email or the verification of this tab, it says to start again instead.
 */
export default function ChangePasswordPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigateLater = useDelayedNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const [verificationId] = useState(() => (email ? verificationIdOf(email) : undefined));
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useForm<PasswordValues>({ defaultValues: { password: '', confirmPassword: '' }, resolver });
  const { isSubmitting } = form.formState;

  const onSubmit = async ({ password }: PasswordValues) => {
    setFeedback(null);
    try {
      await dataProvider.resetPassword({
        email,
        verificationId,
        userId: searchParams.get('userId') ?? readUserId(),
        password,
      });
      forgetVerification(email);
      setChanged(true);
      setFeedback({ text: translate('app.change_password.success'), tone: 'success' });
      navigateLater(paths.login, successPauseMs);
    } catch (error) {
      const text = isNetworkError(error)
        ? translate('app.change_password.unreachable')
        : translate('app.change_password.error', {
            message: serverMessageOf(error) ?? translate('app.change_password.unknown_error'),
          });
      setFeedback({ text, tone: 'error' });
    }
  };

  return (
    <AuthCard title={translate('app.change_password.title')}>
      {!verificationId ? (
        <StartAgainNotice text={translate('app.email_verification.missing_email')} />
      ) : (
        <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <NewPasswordFields
            form={form}
            names={{ password: 'password', confirm: 'confirmPassword' }}
            labels={{
              password: translate('app.change_password.new_password'),
              confirm: translate('app.change_password.confirm_password'),
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting || changed}
            sx={{ mt: 3 }}
          >
            {translate(isSubmitting ? 'app.change_password.submitting' : 'app.change_password.submit')}
          </Button>
          <Feedback message={feedback} />
          <Box sx={{ mt: 1, textAlign: 'center' }}>
            <MuiLink component={Link} to={paths.login}>
              {translate('app.change_password.back_to_login')}
            </MuiLink>
          </Box>
        </Box>
      )}
    </AuthCard>
  );
}
