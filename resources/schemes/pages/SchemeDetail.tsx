import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { SchemeRecord } from '@/contract/schemes/record';
import { useMayAccess } from '@/src/auth/useMayAccess';
import { addressId } from '@/src/lib/addressId';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { Section } from '@/src/ui/Section';
import { useConfirmedAction } from '@/src/ui/useConfirmedAction';
import { NewVersionDialog } from './NewVersionDialog';
import { SchemeCostSection } from './SchemeCostSection';
import { SchemeStatusChip } from './SchemeStatusChip';
import { VersionCard } from './VersionCard';
import { draftVersion, latestFirst } from './schemeVersions';
import { labelIn, useLookupChoices } from '../form/useLookupChoices';
import { useTargetNames } from './useTargetNames';

/** /schemes/detail/{id}: a scheme's versions, their terms in words, approving or discarding a draft, and a live scheme's next version. */
export default function SchemeDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const { data: scheme, isPending, error } = useGetOne<SchemeRecord>('schemes', { id: addressId<SchemeRecord>(id) });
  const { ask, dialog } = useConfirmedAction();
  const [drafting, setDrafting] = useState(false);
  const mayEdit = useMayAccess({ resource: 'schemes', action: 'edit' });
  const allTerms = useMemo(() => scheme?.versions.map(version => version.terms) ?? [], [scheme]);
  const target = useTargetNames(allTerms);
  const choices = useLookupChoices();
  const names = {
    target,
    userType: labelIn(choices.userTypes),
    firmType: labelIn(choices.firmTypes),
    state: labelIn(choices.states),
  };

  if (isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  if (error || !scheme) return <RecordPageMessage title={t('title')} message={t('fetch_one_failed')} />;
  const live = scheme.status === 'live';
  const canDraftVersion = live && mayEdit === true && !draftVersion(scheme);

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <PageHeader title={scheme.name}>
        <SchemeStatusChip status={scheme.status} />
        {canDraftVersion && (
          <Button variant="contained" onClick={() => setDrafting(true)}>
            {t('new_version')}
          </Button>
        )}
      </PageHeader>
      <Section title={t('versions')}>
        <Stack spacing={2}>
          {latestFirst(scheme).map(version => (
            <VersionCard key={version.version} scheme={scheme} version={version} names={names} ask={ask} />
          ))}
        </Stack>
      </Section>
      {live && <SchemeCostSection scheme={scheme} userTypeName={names.userType} />}
      {drafting && <NewVersionDialog scheme={scheme} names={target} onClose={() => setDrafting(false)} />}
      {dialog}
    </Box>
  );
}
