import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormTextField } from '@/src/ui/form/FormTextField';

const CAPS = [
  ['per_bill_points', 'cap_bill_points', 1],
  ['per_bill_cash', 'cap_bill_cash', 0.01],
  ['per_member_points', 'cap_member_points', 1],
  ['per_member_cash', 'cap_member_cash', 0.01],
  ['budget', 'budget', 0.01],
] as const;

/** A version's caps, each empty for none: per bill and per member (points, rupees), and a budget in rupees. */
export function CapFields() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.schemes.${key}`);
  return (
    <Box
      component="fieldset"
      sx={{
        gridColumn: '1 / -1',
        border: 0,
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t('caps')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('caps_help')}
      </Typography>
      {CAPS.map(([field, label, step]) => (
        <FormTextField
          key={field}
          name={`caps.${field}`}
          type="number"
          label={t(label)}
          slotProps={{ htmlInput: { min: 0, step } }}
        />
      ))}
    </Box>
  );
}
