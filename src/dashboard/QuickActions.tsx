import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { paths } from '../routes';

const actions = [
  { label: 'app.dashboard.new_product', to: paths.addProduct },
  { label: 'app.dashboard.new_user', to: paths.addUser },
  { label: 'app.dashboard.new_voucher', to: paths.addVoucher },
  { label: 'app.dashboard.new_salesman', to: paths.addSalesman },
  { label: 'app.dashboard.new_dealer', to: paths.addArchitect },
];

export function QuickActions() {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="quick-actions-title">
      <CardContent>
        <Typography id="quick-actions-title" variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.quick_actions')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {actions.map(action => (
            <Button key={action.to} component={Link} to={action.to} variant="outlined" startIcon={<AddIcon />}>
              {translate(action.label)}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
