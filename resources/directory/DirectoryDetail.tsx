import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetOne, useTranslate, useUpdate } from 'react-admin';
import type { DirectoryEntry } from '@/contract/directory';
import { addressId } from '@/src/lib/addressId';
import { directoryEntryChangesForm, splitFullName } from '@/contract/directory';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { usePopup } from '@/src/ui/PopupProvider';
import { displayValue } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useConfirmedDelete } from '@/src/ui/useConfirmedDelete';
import { DirectoryForm, type DirectoryValues } from './DirectoryForm';
import { directoryPaths } from './paths';

/** /directory/directory-detail/{id}: an architect's entry, read or edited in place. */
export default function DirectoryDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const [editing, setEditing] = useState(false);
  const {
    data: entry,
    isPending,
    error,
    refetch,
  } = useGetOne<DirectoryEntry>('architects', { id: addressId<DirectoryEntry>(id) });
  const [update] = useUpdate();
  const deletion = useConfirmedDelete({
    resource: 'architects',
    deletedKey: 'app.directory.deleted',
    failedKey: 'app.directory.delete_failed',
    onDeleted: () => navigate(directoryPaths.directoryList),
  });

  const save = async ({ full_name, email, phone }: DirectoryValues) => {
    const data = {
      ...splitFullName(full_name),
      email: email.trim(),
      phone,
      user_type: entry?.user_type ?? 'architect',
    };
    await update('architects', { id, data, previousData: entry }, { returnPromise: true });
    await refetch();
    setEditing(false);
    popup.showSuccess(translate('app.directory.updated'));
  };

  if (isPending)
    return (
      <Typography role="status" sx={{ p: 3 }}>
        {translate('app.common.loading')}
      </Typography>
    );
  const title = translate('app.directory.architect_detail_title');
  if (error || !entry)
    return <RecordPageMessage title={title} message={errorText(error, 'app.directory.load_failed')} />;

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader
        title={title}
        documentTitle={translate('app.document_title.directory_entry', { name: personName(entry) })}
      >
        <Button variant="outlined" onClick={() => setEditing(mode => !mode)}>
          {translate(editing ? 'app.common.cancel' : 'app.common.edit')}
        </Button>
        {!editing && (
          <Button variant="outlined" color="error" onClick={() => deletion.ask(entry)}>
            {translate('app.common.delete')}
          </Button>
        )}
      </PageHeader>
      {editing ? (
        <DirectoryForm
          key={`${entry.id}-${entry.email}-${entry.phone}`}
          defaultValues={{
            full_name: personName(entry),
            email: entry.email ?? '',
            phone: entry.phone ?? '',
            user_type: entry.user_type,
          }}
          schema={directoryEntryChangesForm}
          withUserType={false}
          submitLabel={translate('app.directory.save_changes')}
          busyLabel={translate('app.directory.saving')}
          onSubmit={save}
          onCancel={() => setEditing(false)}
          onError={failure => popup.showError(errorText(failure, 'app.directory.update_failed'))}
        />
      ) : (
        <Card>
          <CardContent>
            <DetailGrid
              items={[
                { label: translate('app.directory.full_name'), value: displayValue(personName(entry)) },
                { label: translate('app.directory.email'), value: displayValue(entry.email) },
                { label: translate('app.directory.phone'), value: displayValue(entry.phone) },
                { label: translate('app.directory.referral_code'), value: displayValue(entry.referral_code) },
                { label: translate('app.directory.referrals'), value: displayValue(entry.referral_count) },
              ]}
            />
          </CardContent>
        </Card>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button onClick={() => navigate(directoryPaths.directoryList)}>{translate('app.common.cancel')}</Button>
        {!editing && (
          <Button variant="contained" onClick={() => setEditing(true)}>
            {translate('app.directory.edit_architect')}
          </Button>
        )}
      </Stack>
      {deletion.dialog}
    </Box>
  );
}
