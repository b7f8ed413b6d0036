import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { usePopup } from '../../src/ui/PopupProvider';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { updatePayload, userFields, valuesOf, type UserValues } from './userForm';
import { UserFormFields } from './UserFormFields';

interface UserEditFormProps {
  user: RaRecord;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits a user with the add-user form's fields (multipart PUT); a failed save keeps what was typed. */
export function UserEditForm({ user, onSaved, onCancel }: UserEditFormProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const [update] = useUpdate();
  const [compressing, setCompressing] = useState(0);
  const form = useForm<UserValues>({ defaultValues: valuesOf(user), mode: 'onTouched' });
  const submitting = form.formState.isSubmitting;
  const busy = (delta: boolean) => setCompressing(count => count + (delta ? 1 : -1));

  const onSubmit = async (values: UserValues) => {
    try {
      await update(
        'users',
        { id: user.id, data: updatePayload(values), previousData: user },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      popup.showSuccess(translate('app.user_detail.updated'));
      onSaved();
    } catch (error) {
      applyServerErrors(error, userFields, form.setError);
      popup.showError(errorText(error, 'app.user_detail.update_failed'));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label={translate('app.user_detail.edit')}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <UserFormFields form={form} images={['photo', 'pan_card']} onBusyChange={busy} current={user} />
      <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={submitting}>
          {translate('app.common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={submitting || compressing > 0}>
          {translate(submitting ? 'app.user_detail.saving' : 'app.user_detail.save')}
        </Button>
      </Stack>
    </Box>
  );
}
