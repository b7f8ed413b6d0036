import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SchemeRecord, SchemeVersionRecord } from '@/contract/schemes/record';
import { formatDate, formatDateTime } from '@/src/lib/format';
import type { ConfirmedAction } from '@/src/ui/useConfirmedAction';
import { SchemeStatusChip } from './SchemeStatusChip';
import { VersionActions } from './VersionActions';
import { WhatIfPanel } from './WhatIfPanel';
import { termsWords, type TermsNames } from './termsWords';

interface VersionCardProps {
  scheme: SchemeRecord;
  version: SchemeVersionRecord;
  names: TermsNames;
  ask: (action: ConfirmedAction) => void;
}

/** A version of a scheme: from when, its terms in words, who drafted and approved it, and a draft's actions. */
export function VersionCard({ scheme, version, names, ask }: VersionCardProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const title = t('version_title', { version: version.version, from: formatDate(version.valid_from) });
  return (
    <Card component="article" aria-label={title} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ mr: 1 }}>
            {title}
          </Typography>
          <SchemeStatusChip status={version.status} />
          {scheme.in_force === version.version && (
            <Chip component="span" size="small" variant="outlined" label={t('version_status_in_force')} />
          )}
        </Box>
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {termsWords(version.terms, names, translate).map((sentence, index) => (
            <Typography component="li" key={index} sx={{ overflowWrap: 'anywhere' }}>
              {sentence}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('drafted_by', { who: version.drafted_by, when: formatDateTime(version.drafted_at) })}
          {' · '}
          {version.approved_by
            ? t('approved_by', { who: version.approved_by, when: formatDateTime(version.approved_at) })
            : t('not_approved')}
        </Typography>
        {version.status === 'draft' && <VersionActions scheme={scheme} version={version} ask={ask} />}
        {version.status === 'draft' && <WhatIfPanel scheme={scheme} version={version} />}
      </CardContent>
    </Card>
  );
}
