import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useIsPhone } from '../ui/useIsPhone';
import { isPaletteKey, takeEarlyPaletteRequest } from './earlyPaletteKeys';
// With the app bar, not on first use: keys typed right after Ctrl+K reach its box even while
// code would still be loading. The signed-in layout is itself loaded after /login.
import SearchPalette from './SearchPalette';

const onMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The app bar's search button, and Ctrl+K (⌘K) anywhere, opening the search palette. When
 * the palette closes without opening a line, the focus goes back to where it was. A Ctrl+K
 * pressed while the page was loading (earlyPaletteKeys) opens it at once, with what was typed since.
 */
export function SearchLauncher() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [earlyText, setEarlyText] = useState<string>();
  const returnTo = useRef<HTMLElement | null>(null);

  /** Opens the palette; the first time, its box may start with text typed before it was there. */
  const show = (typedEarlier?: string) => {
    if (open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typedEarlier) setEarlyText(typedEarlier);
    setOpened(true);
    setOpen(true);
  };
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });

  // Before the browser paints or handles another key: the early catcher stops as this listener
  // starts, and the palette's box has the focus before the next key arrives.
  useLayoutEffect(() => {
    const early = takeEarlyPaletteRequest();
    if (early) showRef.current(early.text);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      showRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = (chosen: boolean) => {
    setOpen(false);
    const target = returnTo.current;
    returnTo.current = null;
    // After the palette's focus trap lets go (on the next frame), unless a line was opened.
    if (!chosen && target?.isConnected) requestAnimationFrame(() => target.focus());
  };

  const keys = onMac() ? '⌘K' : 'Ctrl+K';
  const common = {
    onClick: () => show(),
    color: 'inherit' as const,
    'aria-keyshortcuts': 'Control+K Meta+K',
    'aria-haspopup': 'dialog' as const,
  };

  return (
    <>
      {isPhone ? (
        <Tooltip title={translate('app.search.open', { keys })}>
          <IconButton {...common}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...common} startIcon={<SearchIcon />} sx={{ textTransform: 'none', mr: 1 }}>
          {translate('app.search.button')}{' '}
          <Box
            component="kbd"
            sx={{ ml: 1, px: 0.75, border: 1, borderRadius: 1, fontSize: 12, fontFamily: 'inherit' }}
          >
            {keys}
          </Box>
        </Button>
      )}
      {opened && <SearchPalette open={open} onClose={close} initialText={earlyText} />}
    </>
  );
}
