import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { roleChoice } from '@/contract/roleChoice';
import type { NamedChoice } from './userCalls';
import { titleCase } from '@/src/lib/text';
import { schemaResolver } from '@/src/ui/form/schemaResolver';

/** The roles a non-architect may be given on approval. */
export const assignableRoles = ['flexible_salesperson', 'non_flexible_salesperson'];

interface RoleValues {
  role: string;
}

/** The contract's rule for the role sent (roleChoice), checked on submit. */
const resolver = schemaResolver<RoleValues>(roleChoice);

interface RoleDialogProps {
  open: boolean;
  name: string;
  roles: NamedChoice[];
  busy: boolean;
  onConfirm: (roleId: number) => void;
  onClose: () => void;
}

/** The role a non-architect gets on approval; Approve without one says to pick one and sends nothing. */
export function RoleDialog({ open, name, roles, busy, onConfirm, onClose }: RoleDialogProps) {
  const translate = useTranslate();
  const form = useForm<RoleValues>({ defaultValues: { role: '' }, resolver });
  const choices = roles.filter(role => assignableRoles.includes(role.name));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="role-dialog-title" aria-describedby="role-dialog-text">
      <form noValidate onSubmit={form.handleSubmit(({ role }) => onConfirm(Number(role)))}>
        <DialogTitle id="role-dialog-title">{translate('app.new_user.role_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="role-dialog-text">{translate('app.new_user.role_text', { name })}</DialogContentText>
          <Controller
            control={form.control}
            name="role"
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error} sx={{ mt: 2 }}>
                <RadioGroup
                  aria-labelledby="role-dialog-title"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                >
                  {choices.map(role => (
                    <FormControlLabel
                      key={role.id}
                      value={String(role.id)}
                      control={<Radio />}
                      label={titleCase(role.name)}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText role="alert">{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.new_user.approve')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
