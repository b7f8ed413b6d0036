import { Typography } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { Approval, ApprovalKind } from '@/dataProvider/approvalKinds';
import { beingReviewedBy } from '@/src/live/liveStore';
import { useBeingReviewedText } from '@/src/live/reviewers';
import { useKindDeclaration } from './kindDeclarations';

/** The permission resource of each kind's decision, which live presence and changes name, as the areas declare them. */
export type KindResources = ReadonlyMap<ApprovalKind, string>;

/** Whether another administrator has the row's item open: j/k triage passes over it. */
export const isBeingReviewed =
  (resources: KindResources) =>
  ({ kind, itemId }: Approval) => {
    const resource = resources.get(kind);
    return resource !== undefined && beingReviewedBy(resource, itemId).length > 0;
  };

/** "Being reviewed by B" under a row's member while another administrator has its item open. */
export function RowReviewers({ approval: { kind, itemId } }: { approval: Approval }) {
  const text = useBeingReviewedText(useKindDeclaration(kind)?.resource ?? '', itemId);
  if (!text) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <VisibilityOutlinedIcon fontSize="inherit" aria-hidden />
      {text}
    </Typography>
  );
}
