import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAreaPage } from '@/src/areasContext';
import { PageHeader } from '@/src/ui/PageHeader';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { ProgrammeSettingsCard } from './ProgrammeSettingsCard';
import { Allowed } from '@/src/auth/Allowed';
import { verificationTargets } from './settingsPaths';
import { useOwnAccount } from './useOwnAccount';

/** /settings: the admin's email and mobile number, the ways to change them and the password, terms, logout, and the programme's settings. */
export default function SettingsPage() {
  const translate = useTranslate();
  const [team, terms] = [useAreaPage('admins'), useAreaPage('terms')];
  const logout = useLogout();
  const errorText = useErrorMessage();
  const { data: account, error, isPending } = useOwnAccount();
  const email = account?.email ?? '';

  const changes = [
    { purpose: 'phone', label: 'app.settings.change_phone' },
    { purpose: 'email', label: 'app.settings.change_email' },
    { purpose: 'password', label: 'app.settings.change_password' },
  ] as const;

  return (
    <Box sx={{ p: 2 }}>
      <PageHeader title={translate('app.settings.title')}>
        <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => logout()}>
          {translate('app.settings.logout')}
        </Button>
      </PageHeader>
      <Card sx={{ maxWidth: 640 }} component="section" aria-labelledby="settings-account">
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" id="settings-account" gutterBottom>
            {translate('app.settings.account')}
          </Typography>
          {isPending && <CircularProgress size={24} aria-label={translate('app.common.loading')} />}
          {error && <Alert severity="error">{errorText(error, 'app.settings.load_failed')}</Alert>}
          {account && (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {translate('app.settings.email')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="settings-email">
                {email || translate('app.settings.not_set')}
              </Typography>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {translate('app.settings.phone')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="settings-phone">
                {account.phone || translate('app.settings.not_set')}
              </Typography>
            </Box>
          )}
          <Stack component="nav" aria-label={translate('app.settings.title')} spacing={1.5} sx={{ mt: 3 }}>
            {email &&
              changes.map(({ purpose, label }) => (
                <MuiLink key={purpose} component={Link} to={verificationTargets[purpose].route(email)}>
                  {translate(label)}
                </MuiLink>
              ))}
            {team && (
              <Allowed resource="admins" action="list">
                <MuiLink component={Link} to={team}>
                  {translate('app.settings.team')}
                </MuiLink>
              </Allowed>
            )}
            {terms && (
              <Allowed resource={['terms', 'privacy']} action="list">
                <MuiLink component={Link} to={terms}>
                  {translate('app.settings.terms')}
                </MuiLink>
              </Allowed>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Allowed resource="programmeSettings" action="edit">
        <ProgrammeSettingsCard />
      </Allowed>
    </Box>
  );
}
