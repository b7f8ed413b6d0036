import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { VoucherCode } from './voucherCalls';
import { Section } from '@/src/ui/Section';
import { useErrorMessage } from '@/src/lib/useErrorMessage';

function CodeList({ title, codes }: { title: string; codes: VoucherCode[] }) {
  const translate = useTranslate();
  return (
    <Section title={title}>
      {codes.length === 0 ? (
        <Typography color="text.secondary">{translate('app.vouchers.no_codes')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            gap: 1,
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {codes.map(code => (
            <Box
              component="li"
              key={code.id}
              sx={{ fontFamily: 'monospace', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              {code.code}
              {code.assigned_to_name && (
                <Typography
                  variant="caption"
                  component="span"
                  sx={{ display: 'block', fontFamily: 'inherit' }}
                  color="text.secondary"
                >
                  {code.assigned_to_name}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}

/** The voucher's available and used codes, with their counts. */
export function VoucherCodes({ voucherId }: { voucherId: Identifier }) {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [], error } = useQuery({
    queryKey: ['voucherCodes', voucherId],
    queryFn: () => dataProvider.getVoucherCodes(voucherId),
  });
  if (error) return <Alert severity="error">{errorText(error, 'app.vouchers.codes_failed')}</Alert>;
  const available = data.filter(code => !code.is_assigned);
  const used = data.filter(code => code.is_assigned);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <CodeList title={translate('app.vouchers.available_codes', { count: available.length })} codes={available} />
      <CodeList title={translate('app.vouchers.used_codes', { count: used.length })} codes={used} />
    </Box>
  );
}
