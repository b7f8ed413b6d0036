import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { readRole } from '@/authProvider';
import { isRole, ROLE_NAMES } from '@/contract/team/roles';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { paths } from '../routes';

/** "Not allowed": an address the signed-in administrator's role may not open (react-admin's `canAccess` said no). */
export default function AccessDenied() {
  const translate = useTranslate();
  const role = readRole();
  useDocumentTitle(translate('app.access_denied.title'));
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Title title={translate('app.access_denied.title')} />
      <Typography variant="h4" component="h1" tabIndex={-1} gutterBottom>
        {translate('app.access_denied.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {role
          ? translate('app.access_denied.text_of_role', { role: isRole(role) ? ROLE_NAMES[role] : role })
          : translate('app.access_denied.text')}
      </Typography>
      <Button variant="contained" component={Link} to={paths.dashboard}>
        {translate('app.access_denied.home')}
      </Button>
    </Box>
  );
}
