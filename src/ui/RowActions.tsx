import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
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

export type RowDecision = 'approve' | 'reject';

const decisionKinds = {
  approve: { title: 'app.common.approve', icon: <CheckCircleIcon />, color: 'success' },
  reject: { title: 'app.common.reject', icon: <CancelIcon />, color: 'error' },
} as const;

/**
 * A pending row's approve tick and reject cross, each asking first (`onDecide` opens the
 * confirmation); `labels` name the record they act on ('Approve the payout of Asha').
 */
export function RowDecisionActions({
  labels,
  onDecide,
}: {
  labels: Record<RowDecision, string>;
  onDecide: (decision: RowDecision) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      {(['approve', 'reject'] as const).map(decision => {
        const { title, icon, color } = decisionKinds[decision];
        return (
          <Tooltip key={decision} title={translate(title)}>
            <IconButton color={color} onClick={() => onDecide(decision)} aria-label={labels[decision]}>
              {icon}
            </IconButton>
          </Tooltip>
        );
      })}
    </>
  );
}
