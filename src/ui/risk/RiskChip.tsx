import { Box, Chip, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

/**
 * "Flagged", beside a bill a risk rule flags: outlined in red, apart from the amber duplicate
 * chip and the filled status chips. A button whose name holds the reasons; its tooltip lists
 * them in words when it is hovered, focused (so the keyboard reaches it) or pressed (a phone).
 * Pressing it does nothing else: not even the row's own click.
 */
export function RiskChip({ reasons }: { reasons: string[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(shown => !shown);
  };
  return (
    <Tooltip
      describeChild
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      title={
        reasons.length === 1 ? (
          reasons[0]
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {reasons.map(reason => (
              <li key={reason}>{reason}</li>
            ))}
          </Box>
        )
      }
    >
      <Chip
        component="span"
        aria-label={translate('app.risk.chip_label', { reasons: reasons.join('; ') })}
        size="small"
        variant="outlined"
        color="error"
        label={translate('app.risk.chip')}
        onClick={toggle}
        sx={{ ml: 1 }}
      />
    </Tooltip>
  );
}
