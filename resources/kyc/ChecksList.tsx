import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { KycCheck } from '@/contract/kyc/records';
import { formatDateTime } from '@/src/lib/format';
import { KycStateChip } from './KycStateChip';

/** A check's request or answer as the server kept it, secrets already left out. */
function Kept({ label, value }: { label: string; value: Record<string, unknown> }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** The checks made of a member's PAN and account, newest first: who ran which verifier when, what it made of it, and what was sent and answered. */
export function ChecksList({ checks }: { checks: KycCheck[] }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.kyc.${key}`, options);
  if (checks.length === 0) return <Typography color="text.secondary">{t('no_checks')}</Typography>;
  return (
    <Box component="ol" aria-label={t('checks')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {checks.map(check => (
        <Box component="li" key={check.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <strong>{t(check.part === 'pan' ? 'pan' : 'account')}</strong>
            {check.state ? (
              <KycStateChip state={check.state} />
            ) : (
              <Typography component="span" color="error">
                {t('check_unchanged')}
              </Typography>
            )}
            <Typography component="span" variant="body2" color="text.secondary">
              {[t(`verifier_${check.verifier}`), check.by.name, formatDateTime(check.at)].join(' · ')}
            </Typography>
          </Box>
          <Box component="details" sx={{ mt: 1 }}>
            <Box component="summary" sx={{ cursor: 'pointer' }}>
              {t('show_request', { at: formatDateTime(check.at) })}
            </Box>
            <Box sx={{ display: 'grid', gap: 1, mt: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Kept label={t('check_request')} value={check.request} />
              <Kept label={t('check_answer')} value={check.answer} />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
