import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { adminRoleChange, type Admin } from '@/contract/team/admins';
import type { Role } from '@/contract/team/roles';
import type { AppDataProvider } from '@/dataProvider';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { schemaResolver } from '@/src/ui/form/schemaResolver';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { adminName, roleChoices, roleName } from './adminCells';
import { AdminFormDialog } from './AdminFormDialog';
import { useAdminFailure } from './useAdminFailure';

interface RoleValues {
  role: Role;
}

const fields: (keyof RoleValues)[] = ['role'];
/** The contract's rule for the role sent (adminRoleChange). */
const resolver = schemaResolver<RoleValues>(adminRoleChange);

/**
 * "Change role" of one administrator: their role picked from the four; one request however
 * often Save is pressed; the server's refusal (the last owner) is shown as it came, the dialog open.
 */
export function ChangeRoleDialog({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const form = useForm<RoleValues>({ defaultValues: { role: admin.role ?? undefined }, resolver, mode: 'onTouched' });
  const failureOf = useAdminFailure(form.setError, fields);
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;
  const name = adminName(admin);

  const save = useOneSave(async ({ role }: RoleValues) => {
    setFailure(null);
    try {
      await dataProvider.changeAdminRole(admin.id, role);
      onClose();
      void queryClient.invalidateQueries();
      void popup.showSuccess(translate('app.admins.role_changed', { name, role: roleName(role) }));
    } catch (error) {
      setFailure(failureOf(error, 'app.admins.role_failed'));
    }
  });

  return (
    <AdminFormDialog
      titleId="change-role-title"
      title={translate('app.admins.change_role_title', { name })}
      text={translate('app.admins.change_role_text')}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={form.handleSubmit(save)}
      submitting={isSubmitting}
      submitLabel={translate('app.admins.save_role')}
      submittingLabel={translate('app.admins.saving')}
      failure={failure}
    >
      <FormTextField
        control={form.control}
        name="role"
        label={translate('app.admins.role')}
        choices={roleChoices}
        required
        sx={{ mt: 1 }}
      />
    </AdminFormDialog>
  );
}
