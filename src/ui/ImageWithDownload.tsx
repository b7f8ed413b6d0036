import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { downloadFile } from '../lib/download';
import { usePopup } from './PopupProvider';
import { useRefetchOnMediaError } from './useRefetchOnMediaError';

interface ImageWithDownloadProps {
  src: unknown;
  alt: string;
  fileName: string;
  downloadLabel: string;
  emptyText?: string;
  maxHeight: number;
}

/**
 * An image from the server with a button that saves it under the spec's file name. An image
 * or download that fails refetches its record once (signed addresses expire).
 */
export function ImageWithDownload({ src, alt, fileName, downloadLabel, emptyText, maxHeight }: ImageWithDownloadProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const media = useRefetchOnMediaError();
  if (typeof src !== 'string' || !src) {
    return emptyText ? <Typography color="text.secondary">{emptyText}</Typography> : null;
  }
  const download = () =>
    downloadFile(src, fileName).catch(() => {
      popup.showError(translate('app.common.download_failed'));
      void media.refetch();
    });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Box
        component="img"
        key={media.key}
        src={src}
        alt={alt}
        onLoad={media.onLoad}
        onError={media.onError}
        sx={{ maxHeight, maxWidth: '100%', borderRadius: 2, objectFit: 'contain' }}
      />
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
        {downloadLabel}
      </Button>
    </Box>
  );
}
