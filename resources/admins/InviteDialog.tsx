import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { z } from 'zod';
import { isBlank } from '@/contract/fields/presence';
import { adminInvitation } from '@/contract/team/admins';
import { AdminFormDialog } from './AdminFormDialog';
import type { AppDataProvider } from '@/dataProvider';
import type { AdminInvitationValues } from './adminCalls';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { schemaResolver } from '@/src/ui/form/schemaResolver';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { roleChoices } from './adminCells';
import { useAdminFailure } from './useAdminFailure';

type InviteValues = Required<Omit<AdminInvitationValues, 'role'>> & { role: AdminInvitationValues['role'] | '' };

const blank: InviteValues = { email: '', first_name: '', last_name: '', role: '' };
const fields: (keyof InviteValues)[] = ['email', 'first_name', 'last_name', 'role'];
/**
 * The contract's rules for an invitation (adminInvitation), checked as each field is left and on
 * submit. A blank last name is none: the optional field is left out (the data provider sends none).
 */
const withoutBlankLastName = (values: unknown) => {
  const { last_name, ...rest } = values as InviteValues;
  return isBlank(last_name) ? rest : { ...rest, last_name };
};
const resolver = schemaResolver<InviteValues>(z.preprocess(withoutBlankLastName, adminInvitation));

/**
 * "Invite administrator": their email, name and role. One request however often Send is
 * pressed; a refusal (the email taken) shows under its field, the values typed kept.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const form = useForm<InviteValues>({ defaultValues: blank, resolver, mode: 'onTouched' });
  const failureOf = useAdminFailure(form.setError, fields);
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const finish = () => {
    form.reset(blank);
    setFailure(null);
    onClose();
  };
  const send = useOneSave(async (values: InviteValues) => {
    setFailure(null);
    try {
      const admin = await dataProvider.inviteAdmin(values as AdminInvitationValues);
      finish();
      void queryClient.invalidateQueries();
      void popup.showSuccess(translate('app.admins.invited', { email: admin?.email ?? values.email }));
    } catch (error) {
      setFailure(failureOf(error, 'app.admins.invite_failed'));
    }
  });

  return (
    <AdminFormDialog
      open={open}
      titleId="invite-admin-title"
      title={translate('app.admins.invite_title')}
      text={translate('app.admins.invite_text')}
      maxWidth="sm"
      onClose={finish}
      onSubmit={form.handleSubmit(send)}
      submitting={isSubmitting}
      submitLabel={translate('app.admins.send_invitation')}
      submittingLabel={translate('app.admins.sending')}
      failure={failure}
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          autoComplete="off"
          label={translate('app.admins.email')}
          required
          autoFocus
        />
        <FormTextField control={form.control} name="first_name" label={translate('app.admins.first_name')} required />
        <FormTextField control={form.control} name="last_name" label={translate('app.admins.last_name')} />
        <FormTextField
          control={form.control}
          name="role"
          label={translate('app.admins.role')}
          choices={roleChoices}
          required
        />
      </Stack>
    </AdminFormDialog>
  );
}
