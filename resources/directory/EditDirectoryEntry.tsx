import { Box, Button, IconButton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetOne, useTranslate, useUpdate } from 'react-admin';
import type { DirectoryEntry } from '@/contract/directory';
import { addressId } from '@/src/lib/addressId';
import { directoryEntryChangesForm, splitFullName } from '@/contract/directory';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { usePopup } from '@/src/ui/PopupProvider';
import { personName } from '@/src/lib/text';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useGoBack } from '@/src/lib/useGoBack';
import { DirectoryForm, type DirectoryValues } from './DirectoryForm';
import { directoryKinds, type DirectoryKind } from './directoryKinds';
import { directoryPaths } from './paths';

/** /directory/edit-directory-salesman/{id} and /directory/edit-directory-architect/{id}. */
export function EditDirectoryEntry({ kind }: { kind: DirectoryKind }) {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const config = directoryKinds[kind];
  const goBack = useGoBack(directoryPaths.directoryList);
  const {
    data: entry,
    isPending,
    error,
  } = useGetOne<DirectoryEntry>(config.resource, { id: addressId<DirectoryEntry>(id) });
  const [update] = useUpdate();

  const save = async ({ full_name, email, phone, user_type }: DirectoryValues) => {
    const data = { ...splitFullName(full_name), email: email.trim(), phone, user_type };
    await update(config.resource, { id, data, previousData: entry }, { returnPromise: true });
    popup.showSuccess(translate('app.directory.updated'));
    navigate(directoryPaths.directoryList);
  };

  const title = translate(config.editTitle);
  if (error) {
    return (
      <RecordPageMessage title={title} message={errorText(error, 'app.directory.load_failed')}>
        <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
          {translate('app.directory.back')}
        </Button>
      </RecordPageMessage>
    );
  }

  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton onClick={goBack} aria-label={translate('app.directory.back')}>
          <ArrowBackIcon />
        </IconButton>
        <PageHeader
          title={title}
          documentTitle={entry && translate('app.document_title.edit', { name: personName(entry) })}
        />
      </Box>
      {isPending && <Typography role="status">{translate('app.common.loading')}</Typography>}
      {entry && (
        <DirectoryForm
          defaultValues={{
            full_name: personName(entry),
            email: entry.email ?? '',
            phone: entry.phone ?? '',
            user_type: entry.user_type ?? config.defaultUserType,
          }}
          schema={directoryEntryChangesForm}
          withUserType={config.withUserType}
          submitLabel={translate(config.editLabel)}
          busyLabel={translate('app.directory.saving')}
          onSubmit={save}
          onCancel={() => navigate(directoryPaths.directoryList)}
          onError={failure => popup.showError(errorText(failure, 'app.directory.update_failed'))}
        />
      )}
    </Box>
  );
}

export const EditSalesman = () => <EditDirectoryEntry kind="salesman" />;
export const EditArchitect = () => <EditDirectoryEntry kind="architect" />;
