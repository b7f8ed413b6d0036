import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

const linkKinds = {
  view: { title: 'app.common.view', icon: <VisibilityIcon />, color: 'primary' },
  edit: { title: 'app.common.edit', icon: <EditIcon />, color: 'default' },
} as const;

/**
 * The icon link of a row's view or edit action: its tooltip says what it does, its label
 * which record it acts on (e.g. 'Edit Aquaflow').
 */
export function RowLinkAction({ kind, to, label }: { kind: keyof typeof linkKinds; to: string; label: string }) {
  const translate = useTranslate();
  const { title, icon, color } = linkKinds[kind];
  return (
    <Tooltip title={translate(title)}>
      <IconButton component={Link} to={to} color={color} aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** The icon button of a row's delete action, which asks before anything is deleted. */
export function RowDeleteAction({ onClick, label }: { onClick: () => void; label: string }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.common.delete')}>
      <IconButton color="error" onClick={onClick} aria-label={label}>
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );
}
