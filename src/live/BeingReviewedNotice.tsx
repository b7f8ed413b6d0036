import { Alert, type SxProps, type Theme } from '@mui/material';
import { useBeingReviewedText } from './reviewers';

/** "Being reviewed by B" on a record's page while another administrator has it open. */
export function BeingReviewedNotice({ resource, id, sx }: { resource: string; id: unknown; sx?: SxProps<Theme> }) {
  const text = useBeingReviewedText(resource, id);
  if (!text) return null;
  return (
    <Alert severity="info" role="status" sx={sx}>
      {text}
    </Alert>
  );
}
