import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { loadSanitizer, looksLikeHtml, type Sanitize } from '../lib/sanitizeHtml';

/**
 * Text as the person wrote it: plain text keeps its line breaks; markup is shown only
 * once sanitised (no script, event handler or javascript: link ever runs), and as plain
 * text when the sanitiser cannot be loaded.
 */
export function SafeHtml({ content }: { content: string }) {
  const isHtml = looksLikeHtml(content);
  const [sanitize, setSanitize] = useState<Sanitize | 'unavailable' | null>(null);

  useEffect(() => {
    if (!isHtml) return;
    let live = true;
    loadSanitizer().then(
      loaded => live && setSanitize(() => loaded),
      () => live && setSanitize('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [isHtml]);

  if (!isHtml || sanitize === 'unavailable') {
    return <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{content}</Box>;
  }
  if (!sanitize) return <Box aria-busy="true" />;
  return (
    <Box
      sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } }}
      dangerouslySetInnerHTML={{ __html: sanitize(content) }}
    />
  );
}
