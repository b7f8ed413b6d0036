import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useCreate, useTranslate } from 'react-admin';
import { directoryEntryForm, splitFullName } from '@/contract/directory';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useGoBack } from '@/src/lib/useGoBack';
import { DirectoryForm, type DirectoryValues } from './DirectoryForm';
import { directoryKinds, type DirectoryKind } from './directoryKinds';
import { newReferralCode } from './referralCode';
import { directoryPaths } from './paths';

/** /directory/add-directory and /directory/add-directory-architect. */
export function AddDirectoryEntry({ kind }: { kind: DirectoryKind }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const [create] = useCreate();
  const config = directoryKinds[kind];
  const goBack = useGoBack(directoryPaths.directoryList);

  const save = async ({ full_name, email, phone, user_type }: DirectoryValues) => {
    const data = {
      ...splitFullName(full_name),
      email: email.trim(),
      phone,
      user_type,
      referral_code: newReferralCode(user_type),
    };
    await create(config.resource, { data }, { returnPromise: true });
    popup.showSuccess(translate('app.directory.created'));
    navigate(directoryPaths.directoryList);
  };

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate(config.addTitle)} />
      <DirectoryForm
        defaultValues={{ full_name: '', email: '', phone: '', user_type: config.defaultUserType }}
        schema={directoryEntryForm}
        withUserType={config.withUserType}
        submitLabel={translate(config.addLabel)}
        busyLabel={translate('app.directory.saving')}
        onSubmit={save}
        onCancel={goBack}
        onError={error => popup.showError(errorText(error, 'app.directory.create_failed'))}
      />
    </Box>
  );
}

export const AddSalesman = () => <AddDirectoryEntry kind="salesman" />;
export const AddArchitect = () => <AddDirectoryEntry kind="architect" />;
