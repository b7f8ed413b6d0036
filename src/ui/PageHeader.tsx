import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle';

interface PageHeaderProps {
  title: string;
  /** The page's name in the browser tab when the heading does not name its record ('Bill #29'). */
  documentTitle?: string;
  children?: ReactNode;
}

/**
 * A screen's title (in the app bar, the browser tab and as its h1) with its actions beside
 * it. The h1 takes the focus after a navigation (`useFocusHeadingOnNavigate`).
 */
export function PageHeader({ title, documentTitle, children }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between', mb: 2 }}
    >
      <Title title={title} />
      <Typography variant="h4" component="h1" tabIndex={-1} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {title}
      </Typography>
      {children && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>{children}</Box>}
    </Box>
  );
}
