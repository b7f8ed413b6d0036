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
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { NamedChoice } from '../../../dataProvider';
import { titleCase } from '../../lib/text';

/** The roles a non-architect may be given on approval. */
export const assignableRoles = ['flexible_salesperson', 'non_flexible_salesperson'];

interface RoleDialogProps {
  open: boolean;
  name: string;
  roles: NamedChoice[];
  busy: boolean;
  onConfirm: (roleId: number) => void;
  onClose: () => void;
}

export function RoleDialog({ open, name, roles, busy, onConfirm, onClose }: RoleDialogProps) {
  const translate = useTranslate();
  const [roleId, setRoleId] = useState('');
  const [missing, setMissing] = useState(false);
  const choices = roles.filter(role => assignableRoles.includes(role.name));

  const confirm = () => {
    if (!roleId) {
      setMissing(true);
      return;
    }
    onConfirm(Number(roleId));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="role-dialog-title" aria-describedby="role-dialog-text">
      <DialogTitle id="role-dialog-title">{translate('app.new_user.role_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="role-dialog-text">{translate('app.new_user.role_text', { name })}</DialogContentText>
        <FormControl error={missing} sx={{ mt: 2 }}>
          <RadioGroup
            aria-labelledby="role-dialog-title"
            value={roleId}
            onChange={event => {
              setRoleId(event.target.value);
              setMissing(false);
            }}
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
          {missing && <FormHelperText role="alert">{translate('app.new_user.role_required')}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={busy}>
          {translate('app.new_user.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
