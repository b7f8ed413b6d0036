import { Box, Link, Typography } from '@mui/material';
import { safeUrl } from '../lib/safeUrl';
import { useRefetchOnMediaError } from './useRefetchOnMediaError';

interface ImageLinkProps {
  src: unknown;
  alt: string;
  /** Accessible name of the link that opens the image in a new tab. */
  openLabel: string;
  emptyText?: string;
  maxHeight: number;
}

/**
 * An image from the server that opens at full size in a new tab; only web addresses are
 * followed. One that fails to load refetches its record once (signed addresses expire).
 */
export function ImageLink({ src, alt, openLabel, emptyText, maxHeight }: ImageLinkProps) {
  const url = safeUrl(src);
  const media = useRefetchOnMediaError();
  if (!url) return emptyText ? <Typography color="text.secondary">{emptyText}</Typography> : null;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={openLabel} sx={{ display: 'inline-block' }}>
      <Box
        component="img"
        key={media.key}
        src={url}
        alt={alt}
        onLoad={media.onLoad}
        onError={media.onError}
        sx={{ maxHeight, maxWidth: '100%', borderRadius: 2, objectFit: 'contain' }}
      />
    </Link>
  );
}
