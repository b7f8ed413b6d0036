import { Box, Button, FormHelperText, IconButton, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface VoucherCodesInputProps {
  codes: string[];
  onChange: (codes: string[]) => void;
  /** What the form's schema says of the codes (one too long), shown under them. */
  error?: string;
}

/** Codes added one at a time: blanks and repeats are ignored; shown six to a row, each removable. */
export function VoucherCodesInput({ codes, onChange, error }: VoucherCodesInputProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState('');
  const add = () => {
    const code = draft.trim();
    if (code && !codes.includes(code)) onChange([...codes, code]);
    setDraft('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {translate('app.vouchers.codes')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <TextField
          size="small"
          label={translate('app.vouchers.new_code')}
          value={draft}
          onChange={event => setDraft(event.target.value)}
          onKeyDown={event => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outlined" onClick={add}>
          {translate('app.vouchers.add_code')}
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label={translate('app.vouchers.codes')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
          gap: 1,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {codes.map(code => (
          <Box
            component="li"
            key={code}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              border: 1,
              borderColor: 'divider',
              borderRadius: 4,
              pl: 1.5,
            }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {code}
            </Typography>
            <IconButton
              size="small"
              aria-label={translate('app.vouchers.remove_code', { code })}
              onClick={() => onChange(codes.filter(kept => kept !== code))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
