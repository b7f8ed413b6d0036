import { useState } from 'react';
import { useTranslate, useUpdate } from 'react-admin';
import type { User } from '@/contract/users';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormActions, FormColumns } from '@/src/ui/form/FormLayout';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { FormCancelButton } from '@/src/ui/form/FormCancelButton';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { updatePayload, userFields, valuesOf, type UserValues } from './userForm';
import { UserFormFields } from './UserFormFields';
import { useUserFormSchema } from './useUserFormSchema';

interface UserEditFormProps {
  user: User;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits a user with the add-user form's fields (multipart PUT); a failed save keeps what was typed. */
export function UserEditForm({ user, onSaved, onCancel }: UserEditFormProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const [update] = useUpdate();
  const schema = useUserFormSchema(user);
  const [compressing, setCompressing] = useState(0);
  const busy = (delta: boolean) => setCompressing(count => count + (delta ? 1 : -1));

  const onSubmit = useOneSave(async (values: UserValues) => {
    try {
      await update(
        'users',
        { id: user.id, data: updatePayload(values), previousData: user },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      popup.showSuccess(translate('app.user_detail.updated'));
      onSaved();
    } catch (error) {
      popup.showError(errorText(error, 'app.user_detail.update_failed'));
      return submissionErrors(error, userFields);
    }
  });

  return (
    <AppForm
      defaultValues={valuesOf(user)}
      schema={schema}
      onSubmit={onSubmit}
      label={translate('app.user_detail.edit')}
    >
      <FormColumns>
        <UserFormFields images={['photo', 'pan_card']} onBusyChange={busy} current={user} />
        <FormActions>
          <FormCancelButton onCancel={onCancel} />
          <SubmitButton
            label={translate('app.user_detail.save')}
            submittingLabel={translate('app.user_detail.saving')}
            waiting={compressing > 0}
          />
        </FormActions>
      </FormColumns>
    </AppForm>
  );
}
