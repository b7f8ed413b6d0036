import { Box, CircularProgress } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * A page's code or data on its way: nothing for the first second (most loads are quicker),
 * then a labelled spinner. react-admin's `<Loading>` draws its spinner without a name, which
 * axe reports as serious.
 */
export function PageLoading() {
  const translate = useTranslate();
  const aSecondHasPassed = useTimeout(1000);
  if (!aSecondHasPassed) return null;
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
