import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Label and value pairs of a record's detail page, as a description list. */
export function DetailGrid({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 2, m: 0 }}
    >
      {items.map(item => (
        <Box key={item.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
