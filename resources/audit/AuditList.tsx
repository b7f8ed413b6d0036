import { Alert, Box, LinearProgress } from '@mui/material';
import { typedColumns } from '@/src/lib/typedColumns';
import type { AuditEntry } from '@/contract/audit/vocabulary';
import { BulkExportButton, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import { exportRows, type ExportColumn } from '@/src/lib/exportRows';
import { displayValue, formatDateTime } from '@/src/lib/format';
import { PageHeader } from '@/src/ui/PageHeader';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { ListActions } from '@/src/ui/list/ListActions';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { AuditChanges } from '@/src/ui/history/AuditChanges';
import { AuditTarget } from './AuditTarget';
import { useAuditFilters } from './auditFilters';
import { actionText, changeLines, targetText } from '@/src/ui/history/auditText';
import { useAuditTrailAvailable } from '@/src/ui/history/useAuditTrailAvailable';
import { Column } from '@/src/framework/Column';

const newestFirst = { field: 'at', order: 'DESC' as const };
const topAligned = { '& td': { verticalAlign: 'top' }, '& th': { whiteSpace: 'nowrap' } };

/** The log: searched, filtered and paged by the server, 20 entries a page, newest first. */
function AuditTable() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.audit.${key}`);
  const action = (entry: AuditEntry) => actionText(translate, entry.action);
  const columns: ExportColumn[] = typedColumns<AuditEntry>([
    [t('at'), entry => formatDateTime(entry.at)],
    [t('actor'), entry => entry.actor_email],
    [t('action'), action],
    [t('target'), entry => targetText(translate, entry)],
    [t('summary'), entry => entry.summary],
    [t('changes'), entry => changeLines(translate, entry)],
  ]);
  return (
    <ResourceList
      resource="audit"
      sort={newestFirst}
      filters={useAuditFilters()}
      actions={<ListActions />}
      exporter={exportRows('audit-log', columns)}
      failedKey="app.audit.fetch_failed"
      phone={
        <PhoneRows
          label={t('table_label')}
          emptyText={t('empty')}
          noMatchText={t('no_match')}
          primary={entry => entry.summary}
          secondary={entry => `${formatDateTime(entry.at)} · ${displayValue(entry.actor_email)}`}
          figure={action}
        />
      }
    >
      <DataTable
        aria-label={t('table_label')}
        rowClick={false}
        sx={topAligned}
        bulkActionButtons={<BulkExportButton />}
        empty={<EmptyRows text={t('empty')} noMatchText={t('no_match')} />}
      >
        <Column
          source="at"
          label="app.audit.at"
          sx={{ whiteSpace: 'nowrap' }}
          render={entry => formatDateTime(entry.at)}
        />
        <Column source="actor_email" label="app.audit.actor" render={entry => displayValue(entry.actor_email)} />
        <Column source="action" label="app.audit.action" render={action} />
        <Column
          source="target_type,target_id"
          label="app.audit.target"
          render={(entry: AuditEntry) => <AuditTarget entry={entry} />}
        />
        <Column label="app.audit.summary" render={entry => entry.summary} />
        <Column label="app.audit.changes" render={(entry: AuditEntry) => <AuditChanges entry={entry} />} />
      </DataTable>
    </ResourceList>
  );
}

/** /audit: who changed what and when. A backend without the audit trail gets a note instead of a failure. */
export default function AuditList() {
  const translate = useTranslate();
  const available = useAuditTrailAvailable();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.audit.title')} />
      {available === undefined && <LinearProgress aria-label={translate('app.audit.title')} />}
      {available === false && <Alert severity="info">{translate('app.audit.unavailable')}</Alert>}
      {available && <AuditTable />}
    </Box>
  );
}
