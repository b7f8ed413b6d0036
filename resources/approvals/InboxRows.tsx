import { Box } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import { useLocation, useNavigate } from 'react-router-dom';
import { longestWaitingFirst, type Approval } from '@/dataProvider/approvalKinds';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import type { RowDecision } from '@/src/ui/RowActions';
import type { DecisionRequest } from '@/src/ui/decisions/requestedDecision';
import { useApprovalKinds } from '@/src/areasContext';
import { ItemAge, ItemDecisions, ItemDetails, ItemFigure, ItemFlag, KindName, MemberLink } from './approvalCells';
import { rememberOpened, type RowWanted } from './inboxReturn';
import { isBeingReviewed, RowReviewers } from './reviewedRows';
import { AwaitingYoursChip, KindChips } from './KindChips';
import { KindRowsContext, useLoadedKindRows } from './kindDeclarations';
import { useInboxKeys } from './useInboxKeys';
import { useInboxSelection } from './useInboxSelection';
import { Column } from '@/src/framework/Column';

/** The class of the table's cells kept to one line. */
const ONE_LINE = 'inbox-one-line';

interface InboxRowsProps {
  /** Cards (a phone) rather than the table. */
  phone?: boolean;
  /** Opens the list of keys. */
  onHelp: () => void;
}

/**
 * The inbox's chips and rows, with its keys: the selected row is the one `RovingRows` made
 * current (shaded even while the focus is elsewhere); `a` and `r` decide it through its
 * kind's own dialogs, then the next row is selected; opening an item remembers where to
 * come back to. j/k pass over a row another administrator has open (it says so under its member).
 */
export function InboxRows({ phone = false, onHelp }: InboxRowsProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const kinds = useApprovalKinds();
  // Each kind's cells and dialogs, loaded with the inbox.
  const kindRows = useLoadedKindRows(kinds);
  const beingReviewed = isBeingReviewed(new Map(kinds.map(({ kind, resource }) => [kind, resource])));
  const selection = useInboxSelection(container, beingReviewed);
  const deciding = useRef<RowWanted | null>(null);
  // The approve or reject asked of a row, which its kind's own dialogs take.
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const onDecided = () => selection.select(deciding.current);
  const t = (key: string) => translate(`app.approvals.${key}`);

  /** Before an item's page opens: come back to it, or, once decided there, to the one after it. */
  const remember = (approval: Approval) => {
    const after = selection.afterwards(approval);
    rememberOpened(locationKey, { ids: [approval.id, ...after.ids], index: after.index });
  };
  const decide = (approval: Approval, decision: RowDecision) => {
    deciding.current = selection.afterwards(approval);
    setRequest({ approval, decision });
  };

  useInboxKeys({
    move: selection.move,
    open: () => {
      const current = selection.selected();
      if (!current) return;
      const page = kinds.find(({ kind }) => kind === current.approval.kind)?.itemPage(current.approval);
      if (!page) return;
      remember(current.approval);
      navigate(page.to, { state: page.state });
    },
    decide: decision => {
      const current = selection.selected();
      if (current) decide(current.approval, decision);
    },
    help: onHelp,
  });

  const empty = <EmptyRows text={t('empty')} noMatchText={t('no_match')} />;
  const rows = (
    <Box
      ref={container}
      sx={{
        '& tbody tr[tabindex="0"], & li[tabindex="0"]': { bgcolor: 'action.selected' },
        // The kind and the member on one line each: a row stays as tall as the lists' rows.
        [`& td.${ONE_LINE}`]: { whiteSpace: 'nowrap' },
      }}
    >
      {phone ? (
        <PhoneRows<Approval>
          label={t('table_label')}
          emptyText={t('empty')}
          noMatchText={t('no_match')}
          primary={approval => (
            <>
              <MemberLink approval={approval} onOpen={remember} />
              <RowReviewers approval={approval} />
            </>
          )}
          secondary={approval => (
            <>
              <KindName approval={approval} /> · <ItemAge approval={approval} />
              <ItemFlag approval={approval} />
            </>
          )}
          figure={approval => <ItemFigure approval={approval} />}
          actions={approval => <ItemDecisions approval={approval} onDecide={decide} />}
        />
      ) : (
        <DataTable<Approval> aria-label={t('table_label')} rowClick={false} bulkActionButtons={false} empty={empty}>
          <Column
            label="app.approvals.columns.kind"
            cellClassName={ONE_LINE}
            render={(approval: Approval) => <KindName approval={approval} />}
          />
          <Column
            label="app.approvals.columns.member"
            cellClassName={ONE_LINE}
            render={(approval: Approval) => (
              <>
                <MemberLink approval={approval} onOpen={remember} />
                <RowReviewers approval={approval} />
              </>
            )}
          />
          <Column
            label="app.approvals.columns.details"
            render={(approval: Approval) => (
              <>
                <ItemDetails approval={approval} />
                <ItemFlag approval={approval} />
              </>
            )}
          />
          <Column
            label="app.approvals.columns.figure"
            render={(approval: Approval) => <ItemFigure approval={approval} />}
          />
          <Column
            source={longestWaitingFirst.field}
            label="app.approvals.columns.age"
            render={(approval: Approval) => <ItemAge approval={approval} />}
          />
          <Column
            label="app.approvals.columns.action"
            render={(approval: Approval) => <ItemDecisions approval={approval} onDecide={decide} />}
          />
        </DataTable>
      )}
    </Box>
  );
  // What the kinds' marks need over the rows shown (the bills' risk), around them.
  const wrapped = [...kindRows].reduceRight<ReactNode>(
    (inner, [kind, { RowsContext }]) => (RowsContext ? <RowsContext key={kind}>{inner}</RowsContext> : inner),
    rows,
  );
  return (
    <KindRowsContext.Provider value={kindRows}>
      <KindChips />
      <AwaitingYoursChip />
      {wrapped}
      {[...kindRows].map(([kind, { Decision }]) => (
        <Decision key={kind} request={request?.approval.kind === kind ? request : null} onDecided={onDecided} />
      ))}
    </KindRowsContext.Provider>
  );
}
