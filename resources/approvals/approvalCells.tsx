import { Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Approval } from '@/dataProvider/approvalKinds';
import { displayValue, formatDateTime, formatNumber, formatRupees } from '@/src/lib/format';
import { RowDecisionActions, RowIcons, type RowDecision } from '@/src/ui/RowActions';
import { firstApprovalOf } from '@/src/ui/fourEyes/firstApproval';
import { ageOf } from './age';
import { useKindDeclaration, useKindRows } from './kindDeclarations';

/** The kind of an item, as a word ('Bill', 'Payout'), and who approved it first when it awaits a second approval. */
export function KindName({ approval }: { approval: Approval }) {
  const translate = useTranslate();
  const declared = useKindDeclaration(approval.kind);
  const first = approval.second_approval && firstApprovalOf(approval.item);
  return (
    <>
      {declared && translate(declared.label)}
      {first && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate('app.four_eyes.row_chip_label', { name: first.by.name })}
        </Typography>
      )}
    </>
  );
}

/** The member's name, the link opening the item's page (Enter on the row follows it). */
export function MemberLink({ approval, onOpen }: { approval: Approval; onOpen: (approval: Approval) => void }) {
  const page = useKindDeclaration(approval.kind)?.itemPage(approval);
  if (!page) return <>{displayValue(approval.member)}</>;
  const { to, state } = page;
  return (
    <Link component={RouterLink} to={to} state={state} data-row-open onClick={() => onOpen(approval)}>
      {displayValue(approval.member)}
    </Link>
  );
}

/** What the item is about (the sign-up's user type, the new firm or email, the invoice, the offer, the bank), as its kind says. */
export function ItemDetails({ approval }: { approval: Approval }) {
  const Details = useKindRows(approval.kind)?.Details;
  return Details ? <Details approval={approval} /> : null;
}

/** The kind's mark beside an item (the bills' Flagged chip), if any. */
export function ItemFlag({ approval }: { approval: Approval }) {
  const Flag = useKindRows(approval.kind)?.Flag;
  return Flag ? <Flag approval={approval} /> : null;
}

/** Rupees of a bill or payout, points of a voucher request. */
export function ItemFigure({ approval }: { approval: Approval }) {
  const translate = useTranslate();
  if (approval.amount !== undefined) return <>{formatRupees(approval.amount)}</>;
  if (approval.points !== undefined) {
    return <>{translate('app.approvals.points', { points: formatNumber(approval.points) })}</>;
  }
  return <>{displayValue(null)}</>;
}

/** How long it has waited ('3 h', '2 d'), its date and time on hover. */
export function ItemAge({ approval }: { approval: Approval }) {
  const translate = useTranslate();
  const [now] = useState(Date.now);
  const age = ageOf(approval.submitted_at, now);
  if (!age || approval.submitted_at === null) return <>{displayValue(null)}</>;
  const at = new Date(approval.submitted_at);
  return (
    <time dateTime={at.toISOString()} title={formatDateTime(at)}>
      {translate(`app.approvals.age.${age.unit}`, { count: age.count })}
    </time>
  );
}

/** The row's approve tick and reject cross side by side, each through the item's own dialog. */
export function ItemDecisions({
  approval,
  onDecide,
}: {
  approval: Approval;
  onDecide: (approval: Approval, decision: RowDecision) => void;
}) {
  const translate = useTranslate();
  const label = useKindDeclaration(approval.kind)?.label;
  const wording = {
    kind: label ? translate(label).toLowerCase() : approval.kind,
    name: approval.member || translate('app.approvals.someone'),
  };
  return (
    <RowIcons>
      <RowDecisionActions
        labels={{
          approve: translate('app.approvals.approve_item', wording),
          reject: translate('app.approvals.reject_item', wording),
        }}
        onDecide={decision => onDecide(approval, decision)}
      />
    </RowIcons>
  );
}
