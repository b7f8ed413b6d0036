import { useCreate, useTranslate } from 'react-admin';
import { schemeDraft } from '@/contract/schemes/input';
import { SchemeDraftForm } from './SchemeDraftForm';
import { schemePaths } from '../paths';
import { emptyTerms, type SchemeValues } from './schemeFormValues';

const emptyScheme: SchemeValues = { name: '', ...emptyTerms() };
const words = { submit: 'create', saved: 'created', failed: 'create_failed' };

/** /schemes/new: a scheme drafted, to go live once a second administrator approves it. */
export default function NewScheme() {
  const translate = useTranslate();
  const [create] = useCreate();
  return (
    <SchemeDraftForm
      title={translate('app.schemes.new_title')}
      defaultValues={emptyScheme}
      schema={schemeDraft}
      send={async data => (await create('schemes', { data }, { returnPromise: true })).id}
      words={words}
      backTo={schemePaths.schemeList}
    />
  );
}
