import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../routes';

/** A signed-out step opened without what it needs (or too late): says so and links to Forgot Password. */
export function StartAgainNotice({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography role="alert">{text}</Typography>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <MuiLink component={Link} to={paths.forgotPassword}>
          {translate('app.login.forgot')}
        </MuiLink>
      </Box>
    </>
  );
}
