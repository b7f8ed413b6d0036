import type { ApprovalKind } from '../../dataProvider/approvalKinds';
import type { ApprovalKindDeclaration } from '../../src/area';
import { useApprovalKinds } from '../../src/areasContext';

/** How the rows of a kind read and are decided, as its area declares it (none for a kind no area declares). */
export function useKindDeclaration(kind: ApprovalKind): ApprovalKindDeclaration | undefined {
  return useApprovalKinds().find(declared => declared.kind === kind);
}
