import { Box, Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** Two columns of fields on wide screens, one on narrow ones. */
const columns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** The fields of a form shown in place (edit cards), in columns. */
export function FormColumns({ children }: { children: ReactNode }) {
  return <Box sx={columns}>{children}</Box>;
}

/** The card of a page's form, its fields in columns. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={columns}>{children}</CardContent>
    </Card>
  );
}

/** The buttons of a form (Cancel, then the submit), on their own row at its end. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
      {children}
    </Stack>
  );
}
