import { useEffect, useRef } from 'react';
import type { Approval } from '@/dataProvider/approvalKinds';
import type { RowDecision } from '../RowActions';

/** An approve or reject asked of a row of the approvals inbox: a new object each time it is asked. */
export interface DecisionRequest {
  approval: Approval;
  decision: RowDecision;
}

/** What the inbox gives a kind's decision: the request for it (none yet), and what to run once one has gone through. */
export interface KindDecisionProps {
  request: DecisionRequest | null;
  onDecided: () => void;
}

/**
 * Opens a kind's own decision (`ask`, the dialog of the screens where the kind is decided) once
 * for each request the inbox makes of it.
 */
export function useRequestedDecision(
  request: DecisionRequest | null,
  ask: (approval: Approval, decision: RowDecision) => void,
) {
  const asked = useRef<DecisionRequest | null>(null);
  useEffect(() => {
    if (!request || asked.current === request) return;
    asked.current = request;
    ask(request.approval, request.decision);
  });
}
