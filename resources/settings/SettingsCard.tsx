import { Box, Card, CardContent, Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/src/ui/PageHeader';
import { settingsPaths } from './settingsPaths';

/** A settings step: its title, a card holding the step, and the way back to /settings. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <PageHeader title={title} />
      <Card sx={{ maxWidth: 520 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {children}
          <Box sx={{ mt: 2 }}>
            <MuiLink component={Link} to={settingsPaths.settings}>
              {translate('app.settings.back')}
            </MuiLink>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
