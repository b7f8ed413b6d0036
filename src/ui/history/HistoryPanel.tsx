import { Alert, Box, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AuditEntry, AuditTarget } from '@/contract/audit/vocabulary';
import { displayValue, formatDateTime } from '../../lib/format';
import { useErrorMessage } from '../../lib/useErrorMessage';
import { useAreaPage } from '../../areasContext';
import { filteredListPath } from '../../lib/filteredListPath';
import { Section } from '../Section';
import { AuditChanges } from './AuditChanges';
import { actionText } from './auditText';
import { isMissingEndpoint } from '../../lib/errors';
import { Allowed } from '../../auth/Allowed';

/** The newest entries a panel shows; the rest are a link away. */
const SHOWN = 10;

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {displayValue(entry.actor_email)} ·{' '}
        {actionText(translate, entry.action)}
      </Typography>
      <Typography variant="body2" sx={{ my: 0.5, overflowWrap: 'anywhere' }}>
        {entry.summary}
      </Typography>
      <AuditChanges entry={entry} />
    </Box>
  );
}

interface HistoryPanelProps {
  /** The kind of record, as the audit trail names it: `bill`, `user`, `payment`… */
  targetType: AuditTarget;
  targetId: Identifier;
}

/**
 * "History": who changed this record, when, and which fields from what to what, newest first
 * (times in India). Renders nothing when no area shows the audit trail (its page, 'audit'), or
 * when the backend keeps none (its audit/log/ is a 404).
 */
export function HistoryPanel(props: HistoryPanelProps) {
  const auditTrail = useAreaPage('audit');
  if (!auditTrail) return null;
  return (
    <Allowed resource="audit" action="list">
      <RecordHistory {...props} auditTrail={auditTrail} />
    </Allowed>
  );
}

function RecordHistory({ targetType, targetId, auditTrail }: HistoryPanelProps & { auditTrail: string }) {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const {
    data,
    total = 0,
    error,
    isPending,
  } = useGetList<AuditEntry>(
    'audit',
    {
      pagination: { page: 1, perPage: SHOWN },
      sort: { field: 'at', order: 'DESC' },
      filter: { target_type: targetType, target_id: String(targetId) },
    },
    { retry: false },
  );
  if (isMissingEndpoint(error)) return null;
  const entries = data ?? [];
  return (
    <Section title={translate('app.audit.history')}>
      {isPending && <LinearProgress aria-label={translate('app.audit.history_loading')} />}
      {error && <Alert severity="error">{errorText(error, 'app.audit.fetch_failed')}</Alert>}
      {!isPending && !error && entries.length === 0 && (
        <Typography color="text.secondary">{translate('app.audit.empty')}</Typography>
      )}
      {entries.length > 0 && (
        <Box component="ol" aria-label={translate('app.audit.history_label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map(entry => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
      {total > entries.length && (
        <MuiLink
          component={Link}
          to={filteredListPath(auditTrail, { target_type: targetType, target_id: String(targetId) })}
        >
          {translate('app.audit.history_more', { count: total })}
        </MuiLink>
      )}
    </Section>
  );
}
