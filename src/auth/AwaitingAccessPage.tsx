import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { TEAM_MESSAGES } from '@/contract/team/admins';
import { AuthCard } from './AuthCard';
import { paths } from '../routes';

/**
 * Where a sign-in leads that the programme's backend accepted but the gateway does not let in
 * yet: no owner has given the administrator a role. The gateway's words say what to do.
 */
export default function AwaitingAccessPage() {
  const translate = useTranslate();
  const state = useLocation().state as { email?: string; message?: string } | null;
  return (
    <AuthCard title={translate('app.awaiting_access.title')}>
      {state?.email && (
        <Typography sx={{ mb: 2 }}>{translate('app.awaiting_access.signed_in_as', { email: state.email })}</Typography>
      )}
      <Alert severity="info" sx={{ mb: 2 }}>
        {state?.message ?? TEAM_MESSAGES.awaitingAccess}
      </Alert>
      <Box sx={{ textAlign: 'center' }}>
        <MuiLink component={Link} to={paths.login}>
          {translate('app.awaiting_access.back_to_login')}
        </MuiLink>
      </Box>
    </AuthCard>
  );
}
