import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useCreate, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { paths } from '../../src/routes';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { PageHeader } from '../../src/ui/PageHeader';
import { usePopup } from '../../src/ui/PopupProvider';
import { serverMessageOf, statusOf } from '../../src/lib/errors';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { createPayload, emptyUser, userFields, type UserValues } from './userForm';
import { UserFormFields } from './UserFormFields';

/** /user/add-user: every field of a user, images compressed in the browser. */
export default function AddUser() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [create] = useCreate();
  const [compressing, setCompressing] = useState(0);
  const form = useForm<UserValues>({ defaultValues: emptyUser, mode: 'onTouched' });
  const submitting = form.formState.isSubmitting;
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
    navigate(paths.userList);
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

  const onSubmit = async (values: UserValues) => {
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
            <Button component={Link} to={paths.userList}>
              {t('open_user_list')}
            </Button>
          ),
        });
        return;
      }
      applyServerErrors(error, userFields, form.setError);
      popup.showError(failureText(error));
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('title')} />
      <Card component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <UserFormFields form={form} images={['photo']} onBusyChange={busy} />
          <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
            <Button component={Link} to={paths.userList}>
              {translate('app.common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={submitting || compressing > 0}>
              {t(submitting ? 'submitting' : 'submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
