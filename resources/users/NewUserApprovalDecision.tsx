import type { User } from '@/contract/users';
import { useRequestedDecision, type KindDecisionProps } from '@/src/ui/decisions/requestedDecision';
import { useNewUserDecision } from './useNewUserDecision';

/** A sign-up approved (with a role) or rejected from a row of the approvals inbox. */
export default function NewUserApprovalDecision({ request, onDecided }: KindDecisionProps) {
  const newUser = useNewUserDecision(onDecided);
  useRequestedDecision(request, ({ item }, decision) => newUser.ask(item as User, decision));
  return newUser.dialogs;
}
