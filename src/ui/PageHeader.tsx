import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A screen's title (in the app bar and as its h1) with its actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between', mb: 2 }}
    >
      <Title title={title} />
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>{children}</Box>}
    </Box>
  );
}
