import { Link as MuiLink } from '@mui/material';
import type { AuditEntry } from '@/contract/audit/vocabulary';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { targetText } from '@/src/ui/history/auditText';
import { useRecordPages } from '@/src/areasContext';
import { targetPath } from './targetPaths';

/** "Bill #29", a link to its page when it has one. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const text = targetText(translate, entry);
  const to = targetPath(entry, useRecordPages());
  return to ? (
    <MuiLink component={Link} to={to}>
      {text}
    </MuiLink>
  ) : (
    <>{text}</>
  );
}
