import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { LegalKind } from './termsCalls';
import { FailureAlert } from '@/src/ui/FailureAlert';
import { LegalEntryCard } from './LegalEntryCard';
import { legalKinds, legalQueryKeys } from './legalKinds';
import { useLegalSections } from './useLegalSections';

/** One kind's entries under their sections, in the sections' order (named by the sections call). */
export function LegalEntries({ kind }: { kind: LegalKind }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const sections = useLegalSections(kind);
  const entries = useQuery({
    queryKey: legalQueryKeys.entries(kind),
    queryFn: () => dataProvider.getLegalEntries(kind),
    // A failure is shown at once (the Refresh button asks again), not after three silent retries.
    retry: false,
  });

  const names = new Map((sections.data ?? []).map(section => [section.key, section.value]));
  const order = [...names.keys()];
  const groups = Object.entries(entries.data ?? {})
    .filter(([, items]) => items.length > 0)
    .sort(([a], [b]) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity));

  return (
    <Stack spacing={3}>
      {sections.error && <FailureAlert error={sections.error} messageKey="app.terms.sections_failed" />}
      {entries.error && <FailureAlert error={entries.error} messageKey={legalKinds[kind].listFailed} />}
      {entries.isPending && <CircularProgress aria-label={translate('app.common.loading')} />}
      {entries.data && groups.length === 0 && (
        <Typography color="text.secondary">{translate('app.terms.empty')}</Typography>
      )}
      {groups.map(([section, items]) => (
        <Box component="section" key={section} aria-labelledby={`legal-section-${section}`}>
          <Typography variant="h6" component="h2" id={`legal-section-${section}`} sx={{ mb: 1 }}>
            {names.get(section) ?? section}
          </Typography>
          <Stack spacing={1.5}>
            {items.map(entry => (
              <LegalEntryCard key={entry.id} kind={kind} entry={entry} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
