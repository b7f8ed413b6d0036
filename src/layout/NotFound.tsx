import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { paths } from '../routes';

export default function NotFound() {
  const translate = useTranslate();
  useDocumentTitle(translate('app.not_found.title'));
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Title title={translate('app.not_found.title')} />
      <Typography variant="h4" component="h1" tabIndex={-1} gutterBottom>
        {translate('app.not_found.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('app.not_found.text')}</Typography>
      <Button variant="contained" component={Link} to={paths.dashboard}>
        {translate('app.not_found.home')}
      </Button>
    </Box>
  );
}
