import type { EditRequest } from './userCalls';
import { editRequest } from './editRequests';
import { useRequestedDecision, type KindDecisionProps } from '@/src/ui/decisions/requestedDecision';
import { useEditRequestDecision } from './useEditRequestDecision';

/** A profile or email edit allowed or rejected from a row of the approvals inbox. */
export default function EditRequestApprovalDecision({ request, onDecided }: KindDecisionProps) {
  const editRequestDecision = useEditRequestDecision(onDecided);
  useRequestedDecision(request, ({ kind, item }, decision) =>
    editRequestDecision.ask({
      request: editRequest(kind === 'profileEdit' ? 'profile' : 'email')(item) as unknown as EditRequest,
      decision: decision === 'approve' ? 'allow' : 'reject',
    }),
  );
  return editRequestDecision.dialog;
}
