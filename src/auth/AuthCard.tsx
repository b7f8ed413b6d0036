import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
// Inlined: the card's picture needs no request of its own before the page is complete.
import logo from '../assets/logo.svg?inline';
import { useDocumentTitle } from '../ui/useDocumentTitle';

/** The centred card every signed-out screen is drawn in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #0b4f6c 0%, #145c7c 55%, #f5b700 160%)',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <img src={logo} alt="" width={56} height={56} />
          </Box>
          <Typography variant="h5" component="h1" align="center" sx={{ fontWeight: 700, mb: 3 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
