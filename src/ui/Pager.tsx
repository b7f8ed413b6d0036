import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface PagerProps {
  page: number;
  pageCount: number;
  hasNext: boolean;
  onPageChange: (page: number) => void;
}

/** Previous / 'Page x of y' / Next. */
export function Pager({ page, pageCount, hasNext, onPageChange }: PagerProps) {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={translate('app.common.pagination')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, py: 2 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {translate('app.common.previous')}
      </Button>
      <Typography aria-live="polite">
        {translate('app.common.page_of', { page, pages: Math.max(1, pageCount) })}
      </Typography>
      <Button variant="outlined" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
        {translate('app.common.next')}
      </Button>
    </Box>
  );
}
