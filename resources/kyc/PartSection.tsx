import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { ImageLink } from '@/src/ui/ImageLink';
import { Section } from '@/src/ui/Section';

interface PartSectionProps {
  title: string;
  figures: Array<{ label: string; value: ReactNode }>;
  /** The card the figures are read against, where the backend keeps one. */
  image?: { src: string | null; label: string; alt: string; openLabel: string; emptyText: string };
  /** Its buttons: check, record by hand, confirm. */
  actions: ReactNode;
  /** What waits on it, or why its last action failed. */
  notices: ReactNode;
}

/** The PAN or the payout account: its figures beside the image they are read against, if any, then its actions. */
export function PartSection({ title, figures, image, actions, notices }: PartSectionProps) {
  return (
    <Section title={title}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: image ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' },
        }}
      >
        <DetailGrid items={figures} />
        {image && (
          <Box component="figure" sx={{ m: 0 }}>
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {image.label}
            </Typography>
            <ImageLink
              src={image.src}
              alt={image.alt}
              openLabel={image.openLabel}
              emptyText={image.emptyText}
              maxHeight={220}
            />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, mt: 2 }}>{notices}</Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>{actions}</Box>
    </Section>
  );
}
