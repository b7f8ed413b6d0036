import { Box, Button, Link as MuiLink } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuthProvider, useTranslate } from 'react-admin';
import { AWAITING_ACCESS, forgetSigningOut, LoginError } from '@/authProvider';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { Feedback, toneOf, type FeedbackMessage } from './Feedback';
import { PasswordField } from './PasswordField';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { paths } from '../routes';
import { useDelayedNavigate } from '../lib/useDelayedNavigate';
import { forgetEarlyPaletteRequest } from '../search/earlyPaletteKeys';

interface LoginValues {
  email: string;
  password: string;
}

/** How long 'Login successful' stays before the dashboard opens. */
const successPauseMs = 600;

/**
 * The contract's rules for signing in (loginRules.ts), checked on submit. They bring zod, so they
 * are fetched once the form is first used (focused) rather than in the first load of /login; if
 * they cannot be fetched, the form is sent and the server checks it.
 */
let loginRules: Promise<Resolver<LoginValues>> | undefined;
const loadLoginRules = () =>
  (loginRules ??= import('./loginRules').then(
    module => module.loginResolver,
    (): Resolver<LoginValues> => {
      loginRules = undefined;
      return values => ({ values, errors: {} });
    },
  ));
const resolver: Resolver<LoginValues> = async (...args) => (await loadLoginRules())(...args);

export default function LoginPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const location = useLocation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, resolver });
  const { errors, isSubmitting } = form.formState;
  const next = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const nextPath = next?.nextPathname ? `${next.nextPathname}${next.nextSearch ?? ''}` : paths.dashboard;
  // A Ctrl+K pressed while a page loaded whose session then proved over is not opened after this sign-in.
  useEffect(forgetEarlyPaletteRequest, []);
  useEffect(forgetSigningOut, []);

  const onSubmit = async ({ email, password }: LoginValues) => {
    setFeedback(null);
    try {
      const { message } = await authProvider!.login({ email: email.trim(), password });
      setSignedIn(true);
      setFeedback({ text: message, tone: toneOf(message) });
      navigateLater(nextPath, successPauseMs);
    } catch (error) {
      const text = (error as Error).message;
      if (error instanceof LoginError && error.code === AWAITING_ACCESS) {
        navigate(paths.awaitingAccess, { state: { email: email.trim(), message: text } });
        return;
      }
      setFeedback({ text, tone: toneOf(text) });
    }
  };

  return (
    <AuthCard title={translate('app.login.title')}>
      <SessionExpiredDialog />
      <Box component="form" noValidate onFocus={() => void loadLoginRules()} onSubmit={form.handleSubmit(onSubmit)}>
        <EmailField form={form} name="email" label={translate('app.login.email')} />
        <PasswordField
          {...form.register('password')}
          label={translate('app.login.password')}
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          error={!!errors.password}
          helperText={errors.password?.message}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isSubmitting || signedIn}
          sx={{ mt: 3 }}
        >
          {translate(isSubmitting ? 'app.login.submitting' : 'app.login.submit')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <MuiLink component={Link} to={paths.forgotPassword}>
            {translate('app.login.forgot')}
          </MuiLink>
        </Box>
        <Feedback message={feedback} />
      </Box>
    </AuthCard>
  );
}
