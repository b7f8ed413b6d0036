import { CircularProgress } from '@mui/material';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate, useUpdate } from 'react-admin';
import { schemeDraftChanges } from '@/contract/schemes/input';
import type { SchemeRecord } from '@/contract/schemes/record';
import { addressId } from '@/src/lib/addressId';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { SchemeDraftForm } from './SchemeDraftForm';
import { schemePaths } from '../paths';
import { termsValues } from './schemeFormValues';
import { useNamedTargets } from '../pages/useTargetNames';

const words = { submit: 'edit_save', saved: 'edited', failed: 'update_failed' };

/** /schemes/edit/{id}: a draft never live, its name and terms changed in place (PATCH). */
export default function EditScheme() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const { data: scheme, isPending, error } = useGetOne<SchemeRecord>('schemes', { id: addressId<SchemeRecord>(id) });
  const [update] = useUpdate<SchemeRecord>();
  const terms = useMemo(() => scheme?.versions.map(version => version.terms) ?? [], [scheme]);
  const { names, pending } = useNamedTargets(terms);
  // The form takes its values once, when its rules' names are known; a refetch after saving leaves it alone.
  const [opened, setOpened] = useState(false);
  if (scheme && !pending && !opened) setOpened(true);

  if (error) return <RecordPageMessage title={t('title')} message={t('fetch_one_failed')} />;
  if (isPending || !scheme || !opened)
    return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  const [draft, ...others] = scheme.versions;
  if (scheme.status !== 'draft' || !draft || others.length > 0)
    return (
      <RecordPageMessage title={t('edit_title', { name: scheme.name })} message={t('edit_not_draft')} severity="info" />
    );

  return (
    <SchemeDraftForm
      title={t('edit_title', { name: scheme.name })}
      defaultValues={{ name: scheme.name, ...termsValues(draft.terms, names) }}
      schema={schemeDraftChanges}
      send={async data => {
        await update('schemes', { id: scheme.id, data, previousData: scheme }, { returnPromise: true });
        return scheme.id;
      }}
      words={words}
      backTo={schemePaths.schemeDetail(scheme.id)}
    />
  );
}
