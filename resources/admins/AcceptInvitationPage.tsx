import { Box, Button, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import { invitationPasswordRules } from '@/contract/team/admins';
import type { AppDataProvider } from '@/dataProvider';
import { AuthCard } from '@/src/auth/AuthCard';
import { Feedback, type FeedbackMessage } from '@/src/auth/Feedback';
import { NewPasswordFields } from '@/src/auth/NewPasswordFields';
import { isNetworkError, serverMessageOf } from '@/src/lib/errors';
import { paths } from '@/src/routes';
import { applyServerErrors } from '@/src/ui/form/applyServerErrors';
import { schemaResolver } from '@/src/ui/form/schemaResolver';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { roleName } from './adminCells';
import { useInvitationText } from './invitationText';

interface PasswordValues {
  new_password: string;
  confirm_password: string;
}

const fields: (keyof PasswordValues)[] = ['new_password', 'confirm_password'];
/** The contract's rules for the password (invitationPasswordRules): the same twice, then the password rule. */
const resolver = schemaResolver<PasswordValues>(invitationPasswordRules);

function SignInLink() {
  const text = useInvitationText();
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <MuiLink component={Link} to={paths.login}>
        {text('sign_in')}
      </MuiLink>
    </Box>
  );
}

/**
 * /accept-invitation?token=…, signed out: the link an invited administrator is emailed. The
 * token is looked up (whom it invites, as what); they set their password, typed twice, and
 * are sent to sign in. A link invalid, used or expired says the server's words and links to sign in.
 */
export default function AcceptInvitationPage() {
  const text = useInvitationText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const invitation = useQuery({
    queryKey: ['adminInvitation', token],
    queryFn: () => dataProvider.getAdminInvitation(token),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const form = useForm<PasswordValues>({
    defaultValues: { new_password: '', confirm_password: '' },
    resolver,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);
  const [accepted, setAccepted] = useState(false);

  const accept = useOneSave(async (values: PasswordValues) => {
    setFeedback(null);
    try {
      const answer = await dataProvider.acceptAdminInvitation({ token, ...values });
      setAccepted(true);
      setFeedback({ text: answer?.message ?? text('accepted'), tone: 'success' });
    } catch (error) {
      // Field errors go under their fields; the message beside them is the generic 'Invalid input.'.
      if (applyServerErrors(error, fields, form.setError)) return;
      const message = isNetworkError(error) ? text('unreachable') : serverMessageOf(error);
      setFeedback({ text: message ?? text('accept_failed'), tone: 'error' });
    }
  });

  const lookupFailure = () =>
    isNetworkError(invitation.error)
      ? text('unreachable')
      : (serverMessageOf(invitation.error) ?? text('lookup_failed'));

  let content;
  if (!token) {
    content = (
      <>
        <Typography role="alert">{text('missing_token')}</Typography>
        <SignInLink />
      </>
    );
  } else if (invitation.isPending) {
    content = (
      <>
        <Typography role="status" align="center" sx={{ mb: 2 }}>
          {text('checking')}
        </Typography>
        <LinearProgress aria-label={text('checking')} />
      </>
    );
  } else if (invitation.isError) {
    content = (
      <>
        <Typography role="alert">{lookupFailure()}</Typography>
        <SignInLink />
      </>
    );
  } else {
    const { email, role } = invitation.data;
    content = (
      <Box component="form" noValidate onSubmit={form.handleSubmit(accept)} aria-labelledby="invitation-for">
        <Typography id="invitation-for" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {text('set_password_for', { email })}
        </Typography>
        <Typography color="text.secondary">{text('role', { role: roleName(role) })}</Typography>
        {/* The account's name, for password managers. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {!accepted && (
          <>
            <NewPasswordFields
              form={form}
              names={{ password: 'new_password', confirm: 'confirm_password' }}
              labels={{ password: text('new_password'), confirm: text('confirm_password') }}
            />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 3 }}>
              {text(isSubmitting ? 'submitting' : 'submit')}
            </Button>
          </>
        )}
        <Feedback message={feedback} />
        {accepted && <SignInLink />}
      </Box>
    );
  }

  return <AuthCard title={text('title')}>{content}</AuthCard>;
}
