import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Possible duplicate", beside a bill in a list: outlined, so it reads apart from the status chips. */
export function DuplicateChip() {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color="warning"
      label={translate('app.duplicate_bills.chip')}
      sx={{ ml: 1 }}
    />
  );
}
