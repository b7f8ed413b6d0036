import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Dialog, IconButton, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useIsPhone } from '../ui/useIsPhone';
import { paletteTextLimit } from './earlyPaletteKeys';
import type { PaletteHit } from './paletteHits';
import { optionId, PaletteResults } from './PaletteResults';
import { usePaletteSearch } from './usePaletteSearch';

export interface SearchPaletteProps {
  open: boolean;
  /** `chosen` when a line was opened (the new page takes the focus), else the focus goes back. */
  onClose: (chosen: boolean) => void;
  /** What the box starts with: the keys typed after a Ctrl+K pressed while the page was loading. */
  initialText?: string;
}

const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * Ctrl+K: one box over members, the directory, bills, vouchers and products, with "Go to"
 * lines for the screens. Arrow keys move through the lines, Enter opens one at its spec
 * path, Escape closes.
 */
export default function SearchPalette({ open, onClose, initialText = '' }: SearchPaletteProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const listId = useId();
  const [typed, setTyped] = useState(initialText);
  const [chosenKey, setChosenKey] = useState<string>();
  // Enter pressed before the search answered: the first line it finds opens when it answers.
  const enterWaiting = useRef(false);
  const { groups, searching, nothingFound } = usePaletteSearch(typed);
  const hits = groups.flatMap(group => group.hits);
  // The line the person moved to while it shows, else the first.
  const active = hits.find(hit => hit.key === chosenKey) ?? hits[0];

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const type = (text: string) => {
    setTyped(text);
    setChosenKey(undefined);
    enterWaiting.current = false;
  };
  const choose = (hit: PaletteHit) => {
    onClose(true);
    type('');
    navigate(hit.to);
  };

  const openWaitingLine = useEffectEvent(() => {
    enterWaiting.current = false;
    if (active) choose(active);
  });
  useEffect(() => {
    if (enterWaiting.current && !searching) openWaitingLine();
  }, [searching]);
  const close = () => {
    onClose(false);
    type('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key in moves && hits.length > 0) {
      event.preventDefault();
      const at = active ? hits.indexOf(active) : -1;
      setChosenKey(hits[(at + moves[event.key] + hits.length) % hits.length].key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
      else if (searching) enterWaiting.current = true;
    }
  };

  const status = searching ? translate('app.search.searching') : nothingFound ? translate('app.search.no_results') : '';

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      // The launcher puts the focus back itself: not after a line is opened, whose page takes it.
      disableRestoreFocus
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: {
          'aria-label': translate('app.search.title'),
          sx: { mt: isPhone ? 0 : '10vh', maxHeight: isPhone ? '100%' : '75vh' },
        },
      }}
    >
      <Box sx={{ p: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          autoFocus
          fullWidth
          variant="outlined"
          size="medium"
          margin="none"
          value={typed}
          onChange={event => type(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('app.search.placeholder')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('app.search.input'),
              'aria-expanded': hits.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': active ? optionId(active) : undefined,
              autoComplete: 'off',
              spellCheck: false,
              maxLength: paletteTextLimit,
            },
          }}
        />
        {/* Escape closes too; a phone, whose palette fills the screen, has no Escape key. */}
        <IconButton onClick={close} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <LinearProgress aria-hidden sx={{ mx: 2, height: 2, visibility: searching ? 'visible' : 'hidden' }} />
      <Typography role="status" variant="body2" sx={{ px: 3, pt: status ? 1 : 0, color: 'text.secondary' }}>
        {status}
      </Typography>
      <PaletteResults
        id={listId}
        groups={groups}
        activeKey={active?.key}
        onActivate={hit => setChosenKey(hit.key)}
        onChoose={choose}
      />
      {!isPhone && (
        <Typography
          variant="caption"
          sx={{ px: 3, py: 1, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}
        >
          {translate('app.search.keys')}
        </Typography>
      )}
    </Dialog>
  );
}
