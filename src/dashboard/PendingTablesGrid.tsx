import { Box, type BoxProps } from '@mui/material';

/** The pending tables' layout: one column, two on the widest screens. */
export function PendingTablesGrid(props: BoxProps) {
  return <Box {...props} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }} />;
}
