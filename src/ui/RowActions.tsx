import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ROW_ICON, type RowIconColor } from '../theme';

// A row's icons are plain elements the theme styles as MUI's IconButton, with native titles, not
// tooltips: an IconButton is three styled components, drawn again for every row on each page.
const rowIconClass = (color: RowIconColor) => (color === 'default' ? ROW_ICON : `${ROW_ICON} ${ROW_ICON}-${color}`);

interface RowIconProps {
  color: RowIconColor;
  /** What it does ('View'), shown on hover. */
  title: string;
  /** What it does to which record ('View Asha Rao'), for assistive technologies. */
  label: string;
  icon: ReactNode;
}

/** An icon link of a row, to the page where its record is seen or decided. */
export function RowIconLink({ to, color, title, label, icon }: RowIconProps & { to: string }) {
  return (
    <Link to={to} className={rowIconClass(color)} title={title} aria-label={label}>
      {icon}
    </Link>
  );
}

export function RowIconButton({ onClick, color, title, label, icon }: RowIconProps & { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={rowIconClass(color)} title={title} aria-label={label}>
      {icon}
    </button>
  );
}

const inARow = { display: 'flex', alignItems: 'center' } as const;

export function RowIcons({ children }: { children: ReactNode }) {
  return <div style={inARow}>{children}</div>;
}

const linkKinds = {
  view: { title: 'app.common.view', icon: <VisibilityIcon />, color: 'primary' },
  edit: { title: 'app.common.edit', icon: <EditIcon />, color: 'default' },
} as const;

/** The icon link of a row's view or edit action, labelled with its record ('Edit Aquaflow'). */
export function RowLinkAction({ kind, to, label }: { kind: keyof typeof linkKinds; to: string; label: string }) {
  const translate = useTranslate();
  const { title, icon, color } = linkKinds[kind];
  return <RowIconLink to={to} color={color} title={translate(title)} label={label} icon={icon} />;
}

/** The icon button of a row's delete action, which asks before anything is deleted. */
export function RowDeleteAction({ onClick, label }: { onClick: () => void; label: string }) {
  const translate = useTranslate();
  return (
    <RowIconButton
      onClick={onClick}
      color="error"
      title={translate('app.common.delete')}
      label={label}
      icon={<DeleteIcon />}
    />
  );
}

export type RowDecision = 'approve' | 'reject';

export const decisionKinds = {
  approve: { title: 'app.common.approve', icon: <CheckCircleIcon />, color: 'success' },
  reject: { title: 'app.common.reject', icon: <CancelIcon />, color: 'error' },
} as const;

/** A pending row's approve and reject, each asking first; `labels` name the record ('Approve the payout of Asha'). */
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
          <RowIconButton
            key={decision}
            onClick={() => onDecide(decision)}
            color={color}
            title={translate(title)}
            label={labels[decision]}
            icon={icon}
          />
        );
      })}
    </>
  );
}
