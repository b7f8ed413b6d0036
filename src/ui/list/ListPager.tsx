import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The spec's pager (Previous / 'Page x of y' / Next) as a react-admin list pagination.
 * The spec counts pages from the unfiltered total (the data provider's
 * `meta.unfilteredTotal`); Next stops where the searched rows run out.
 */
export function ListPager() {
  const translate = useTranslate();
  const { page, perPage, total = 0, meta, setPage } = useListContext();
  const unfilteredTotal = (meta as { unfilteredTotal?: number } | undefined)?.unfilteredTotal ?? total;
  const pageCount = Math.max(1, Math.ceil(unfilteredTotal / perPage));
  return (
    <Box
      component="nav"
      aria-label={translate('app.common.pagination')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, py: 2 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {translate('app.common.previous')}
      </Button>
      <Typography aria-live="polite">{translate('app.common.page_of', { page, pages: pageCount })}</Typography>
      <Button variant="outlined" disabled={page * perPage >= total} onClick={() => setPage(page + 1)}>
        {translate('app.common.next')}
      </Button>
    </Box>
  );
}
