import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useAllowed } from '../auth/useAllowed';
import { areas } from '../areas';

/** The areas' shortcuts, in their order. */
const actions = areas.flatMap(area => area.quickActions ?? []).sort((a, b) => a.order - b.order);

/** Shortcuts to the add screens the role may use; none, no card. */
export function QuickActions() {
  const translate = useTranslate();
  const allowed = useAllowed('quickActions', actions);
  if (!allowed?.length) return null;
  return (
    <Card component="section" aria-labelledby="quick-actions-title">
      <CardContent>
        <Typography id="quick-actions-title" variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.quick_actions')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {allowed.map(action => (
            <Button key={action.to} component={Link} to={action.to} variant="outlined" startIcon={<AddIcon />}>
              {translate(action.label)}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
