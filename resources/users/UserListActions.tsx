import { Box, Button } from '@mui/material';
import { FilterButton, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../../src/routes';

/** Beside a users tab's search: "Add filter" and the spec's '+ Add New'. */
export function UserListActions() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <FilterButton />
      <Button variant="contained" component={Link} to={paths.addUser} sx={{ whiteSpace: 'nowrap' }}>
        {translate('app.common.add_new')}
      </Button>
    </Box>
  );
}
