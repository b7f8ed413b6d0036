import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCreate, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormActions, FormCard } from '@/src/ui/form/FormLayout';
import { notSaved, submissionErrors } from '@/src/ui/form/applyServerErrors';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { serverMessageOf, statusOf } from '@/src/lib/errors';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { createPayload, emptyUser, userFields, type UserValues } from './userForm';
import { UserFormFields } from './UserFormFields';
import { useUserFormSchema } from './useUserFormSchema';
import { userPaths } from './paths';

/** /user/add-user: every field of a user, images compressed in the browser. */
export default function AddUser() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [create] = useCreate();
  const schema = useUserFormSchema();
  const [compressing, setCompressing] = useState(0);
  const t = (field: string) => translate(`app.add_user.${field}`);
  const busy = (delta: boolean) => setCompressing(count => count + (delta ? 1 : -1));

  /** Spec: the failure reads the server's message, else the first email or phone error. */
  const failureText = (error: unknown) => {
    const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
    const contactError = serverMessageOf(error) ? undefined : (errors?.email ?? errors?.phone);
    return contactError || errorText(error, 'app.add_user.create_failed');
  };

  const created = () => {
    popup.showSuccess(t('created'));
    navigate(userPaths.userList);
  };

  /** The old backend answered 500 to some duplicates; the user may exist all the same. */
  const existsAfterServerError = async (values: UserValues) => {
    const { data } = await dataProvider.getList('users', {
      filter: {},
      pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
      sort: { field: 'id', order: 'ASC' },
    });
    return data.some(
      user => (values.email && user.email === values.email) || (values.phone && user.phone === values.phone),
    );
  };

  const onSubmit = useOneSave(async (values: UserValues) => {
    try {
      await create('users', { data: createPayload(values) }, { returnPromise: true });
      created();
    } catch (error) {
      if ((statusOf(error) ?? 0) >= 500) {
        if (await existsAfterServerError(values).catch(() => false)) return created();
        popup.showWarning({
          title: t('server_error_title'),
          text: t('server_error_text'),
          action: (
            <Button component={Link} to={userPaths.userList}>
              {t('open_user_list')}
            </Button>
          ),
        });
        return notSaved;
      }
      popup.showError(failureText(error));
      return submissionErrors(error, userFields);
    }
  });

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('title')} />
      <AppForm defaultValues={emptyUser} schema={schema} onSubmit={onSubmit}>
        <FormCard>
          <UserFormFields images={['photo']} onBusyChange={busy} />
          <FormActions>
            <Button component={Link} to={userPaths.userList}>
              {translate('app.common.cancel')}
            </Button>
            <SubmitButton label={t('submit')} submittingLabel={t('submitting')} waiting={compressing > 0} />
          </FormActions>
        </FormCard>
      </AppForm>
    </Box>
  );
}
