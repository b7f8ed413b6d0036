import { Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { objectAt, type Approval } from '../../dataProvider/approvalKinds';
import { requestTypes } from '../../dataProvider/editRequests';
import { displayValue, formatDateTime, formatNumber, formatRupees } from '../../src/lib/format';
import { titleCase } from '../../src/lib/text';
import { RowDecisionActions, type RowDecision } from '../../src/ui/RowActions';
import { firstApprovalOf } from '../../src/ui/fourEyes/firstApproval';
import { ageOf } from './age';
import { itemPage } from './itemPages';

/** The kind of an item, as a word ('Bill', 'Payout'), and who approved it first when it awaits a second approval. */
export function KindName({ approval }: { approval: Approval }) {
  const translate = useTranslate();
  const first = approval.second_approval && firstApprovalOf(approval.item);
  return (
    <>
      {translate(`app.approvals.kinds.${approval.kind}`)}
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
  const { to, state } = itemPage(approval);
  return (
    <Link component={RouterLink} to={to} state={state} data-row-open onClick={() => onOpen(approval)}>
      {displayValue(approval.member)}
    </Link>
  );
}

/** What the item is about: the sign-up's user type, the new firm or email, the invoice, the offer, the bank. */
export function ItemDetails({ approval: { kind, item } }: { approval: Approval }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.approvals.${key}`, options);
  switch (kind) {
    case 'newUser':
      return <>{displayValue(item.user_type_display ?? titleCase(item.user_type))}</>;
    case 'profileEdit': {
      const firm = objectAt(item, 'proposed_changes').firm_name;
      return <>{firm ? t('new_firm', { firm }) : requestTypes.profile}</>;
    }
    case 'emailEdit':
      return <>{item.new_email ? t('new_email', { email: item.new_email }) : requestTypes.email}</>;
    case 'bill':
      return <>{displayValue(item.invoice_number)}</>;
    case 'voucherRequest':
      return <>{displayValue(objectAt(item, 'voucher_details').offer_name)}</>;
    case 'payout':
      return <>{displayValue(item.bank_name)}</>;
  }
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

/** The row's approve tick and reject cross, each through the item's own dialog. */
export function ItemDecisions({
  approval,
  onDecide,
}: {
  approval: Approval;
  onDecide: (approval: Approval, decision: RowDecision) => void;
}) {
  const translate = useTranslate();
  const wording = {
    kind: translate(`app.approvals.kinds.${approval.kind}`).toLowerCase(),
    name: approval.member || translate('app.approvals.someone'),
  };
  return (
    <RowDecisionActions
      labels={{
        approve: translate('app.approvals.approve_item', wording),
        reject: translate('app.approvals.reject_item', wording),
      }}
      onDecide={decision => onDecide(approval, decision)}
    />
  );
}
