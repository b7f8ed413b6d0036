import { Box, Button, Link as MuiLink } from '@mui/material';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuthProvider, useTranslate } from 'react-admin';
import { AWAITING_ACCESS, forgetSigningOut, LoginError } from '@/authProvider';
import { AuthCard } from './AuthCard';
import { readDocumentLogin, takeOverDocumentLogin } from './documentLoginCard';
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
  // What was typed into the document's own card (index.html) before this script ran, kept in memory only.
  const [typedEarly] = useState(readDocumentLogin);
  const defaultValues = { email: typedEarly?.email ?? '', password: typedEarly?.password ?? '' };
  const form = useForm<LoginValues>({ defaultValues, resolver });
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

  // This page now stands under the document's card: it takes over what was typed since, the field
  // and caret the person is in, and a Login already asked for.
  useLayoutEffect(() => {
    const last = takeOverDocumentLogin();
    if (!last) return;
    if (last.focus) form.setFocus(last.focus.name);
    form.setValue('email', last.email);
    form.setValue('password', last.password);
    const focused = document.activeElement;
    if (last.focus && focused instanceof HTMLInputElement) {
      if (last.focus.selection) focused.setSelectionRange(...last.focus.selection);
      else {
        // An email field has no selection to set: emptied and filled again, its caret goes to the end.
        focused.value = '';
        focused.value = last[last.focus.name];
      }
    }
    if (last.submitted) void form.handleSubmit(onSubmit)();
    // Once, as the page first draws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthCard title={translate('app.login.title')}>
      <SessionExpiredDialog />
      <Box component="form" noValidate onFocus={() => void loadLoginRules()} onSubmit={form.handleSubmit(onSubmit)}>
        <EmailField form={form} name="email" label={translate('app.login.email')} defaultValue={defaultValues.email} />
        <PasswordField
          {...form.register('password')}
          defaultValue={defaultValues.password}
          initiallyShown={typedEarly?.passwordShown}
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
