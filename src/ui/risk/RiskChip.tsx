import { Box, Chip, Paper, Popper } from '@mui/material';
import { useId, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';

/**
 * "Flagged", beside a bill a risk rule flags: outlined in red, apart from the amber duplicate
 * chip and the filled status chips. A button whose name holds the reasons; a tooltip lists them
 * in words while it is hovered or focused (so the keyboard reaches it), or pressed (a phone),
 * until the pointer or the focus leaves; Escape closes it. Pressing it does nothing else: not even the row's own click.
 *
 * Lighter than MUI's Tooltip and a clickable Chip, of which a dashboard of flagged bills drew
 * dozens: a plain chip with a few handlers, and a Popper (its root is the `tooltip`) only while
 * the reasons show.
 */
export function RiskChip({ reasons }: { reasons: string[] }) {
  const translate = useTranslate();
  const tooltipId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const show = (event: SyntheticEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const hide = () => setAnchor(null);
  const showOnly = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    show(event);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && anchor) {
      event.stopPropagation();
      hide();
    }
  };
  return (
    <>
      <Chip
        component="span"
        role="button"
        tabIndex={0}
        aria-label={translate('app.risk.chip_label', { reasons: reasons.join('; ') })}
        aria-describedby={anchor ? tooltipId : undefined}
        size="small"
        variant="outlined"
        color="error"
        label={translate('app.risk.chip')}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onClickCapture={showOnly}
        onKeyDown={closeOnEscape}
        sx={{ ml: 1, cursor: 'help', '&:focus-visible': { outline: 2, outlineOffset: 2 } }}
      />
      {anchor && (
        <Popper id={tooltipId} open anchorEl={anchor} placement="bottom" sx={{ zIndex: 'tooltip' }}>
          <Paper
            sx={{ px: 1, py: 0.5, typography: 'caption', bgcolor: 'grey.700', color: 'common.white', maxWidth: 300 }}
          >
            {reasons.length === 1 ? (
              reasons[0]
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {reasons.map(reason => (
                  <li key={reason}>{reason}</li>
                ))}
              </Box>
            )}
          </Paper>
        </Popper>
      )}
    </>
  );
}
