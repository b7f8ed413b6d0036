import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { emailVerification } from '@/contract/emailVerification';
import type { AppDataProvider } from '@/dataProvider';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { Feedback, type FeedbackMessage } from './Feedback';
import { rememberVerification } from './passwordResetStore';
import { paths } from '../routes';
import { isNetworkError, serverMessageOf } from '../lib/errors';
import { useDelayedNavigate } from '../lib/useDelayedNavigate';
import { schemaResolver } from '../ui/form/schemaResolver';

const successPauseMs = 800;

/** The contract's rules for what the form sends (emailVerification), checked on submit. */
const resolver = schemaResolver<{ email: string }>(emailVerification);

export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigateLater = useDelayedNavigate();
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' }, resolver });

  const onSubmit = async ({ email }: { email: string }) => {
    const address = email.trim();
    setFeedback(null);
    try {
      const answer = await dataProvider.sendVerificationEmail(address);
      rememberVerification(address, answer?.verification_id);
      setSent(true);
      setFeedback({
        text: translate('app.forgot_password.success', { message: answer?.message ?? '' }),
        tone: 'success',
      });
      navigateLater(paths.emailVerification(address), successPauseMs);
    } catch (error) {
      const text = isNetworkError(error)
        ? translate('app.forgot_password.unreachable')
        : translate('app.forgot_password.error', {
            message: serverMessageOf(error) ?? translate('app.forgot_password.unknown_error'),
          });
      setFeedback({ text, tone: 'error' });
    }
  };

  return (
    <AuthCard title={translate('app.forgot_password.title')}>
      <Typography color="text.secondary">{translate('app.forgot_password.intro')}</Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <EmailField form={form} name="email" label={translate('app.forgot_password.email')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={form.formState.isSubmitting || sent}
          sx={{ mt: 3 }}
        >
          {translate(form.formState.isSubmitting ? 'app.forgot_password.submitting' : 'app.forgot_password.submit')}
        </Button>
        <Feedback message={feedback} />
        <Box sx={{ mt: 1, textAlign: 'center' }}>
          <MuiLink component={Link} to={paths.login}>
            {translate('app.forgot_password.back_to_login')}
          </MuiLink>
        </Box>
      </Box>
    </AuthCard>
  );
}
