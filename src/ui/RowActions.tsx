import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

const linkKinds = {
  view: { title: 'app.common.view', icon: <VisibilityIcon />, color: 'primary' },
  edit: { title: 'app.common.edit', icon: <EditIcon />, color: 'default' },
} as const;

/**
 * The icon link of a row's view or edit action: its title says what it does, its label
 * which record it acts on (e.g. 'Edit Aquaflow'). Native titles, not MUI tooltips: a page
 * of rows with forty tooltips doubled the time to show the next page.
 */
export function RowLinkAction({ kind, to, label }: { kind: keyof typeof linkKinds; to: string; label: string }) {
  const translate = useTranslate();
  const { title, icon, color } = linkKinds[kind];
  return (
    <IconButton component={Link} to={to} color={color} aria-label={label} title={translate(title)}>
      {icon}
    </IconButton>
  );
}

/** The icon button of a row's delete action, which asks before anything is deleted. */
export function RowDeleteAction({ onClick, label }: { onClick: () => void; label: string }) {
  const translate = useTranslate();
  return (
    <IconButton color="error" onClick={onClick} aria-label={label} title={translate('app.common.delete')}>
      <DeleteIcon />
    </IconButton>
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
          <IconButton
            key={decision}
            color={color}
            onClick={() => onDecide(decision)}
            aria-label={labels[decision]}
            title={translate(title)}
          >
            {icon}
          </IconButton>
        );
      })}
    </>
  );
}
