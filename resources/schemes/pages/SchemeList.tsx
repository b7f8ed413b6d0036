import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, IconButton } from '@mui/material';
import { Link } from 'react-router-dom';
import { SelectInput, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import type { SchemeRecord } from '@/contract/schemes/record';
import { Column } from '@/src/framework/Column';
import { formatDate } from '@/src/lib/format';
import { KeptListPage } from '@/src/ui/list/KeptListPage';
import { ListActions } from '@/src/ui/list/ListActions';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { SchemeStatusChip } from './SchemeStatusChip';
import { schemePaths } from '../paths';
import { shownVersion } from './schemeVersions';

const byName = { field: 'name', order: 'ASC' } as const;

/** /schemes: every scheme by name, its status, period and the version in force; searched by name, filtered by status. */
export default function SchemeList() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const period = (scheme: SchemeRecord) => {
    const terms = shownVersion(scheme)?.terms;
    return terms ? t('period_text', { start: formatDate(terms.starts_on), end: formatDate(terms.ends_on) }) : '';
  };
  const inForce = (scheme: SchemeRecord) =>
    scheme.in_force === null ? t('in_force_none') : t('in_force_version', { version: scheme.in_force });
  const filters = [
    searchFilter(t('search')),
    <SelectInput
      key="status"
      source="status"
      label={t('status_filter')}
      alwaysOn
      choices={[
        { id: 'draft', name: t('status_draft') },
        { id: 'live', name: t('status_live') },
      ]}
    />,
  ];
  return (
    <KeptListPage title={t('title')} resource="schemes" sort={byName} notKeptText={t('not_stored')}>
      <ResourceList
        resource="schemes"
        sort={byName}
        filters={filters}
        actions={<ListActions addTo={schemePaths.newScheme} viewExport={false} />}
        failedKey="app.schemes.fetch_failed"
        phone={
          <PhoneRows<SchemeRecord>
            label={t('title')}
            emptyText={t('empty')}
            primary={scheme => scheme.name}
            actions={scheme => (
              <IconButton
                component={Link}
                to={schemePaths.schemeDetail(scheme.id)}
                aria-label={t('open', { name: scheme.name })}
              >
                <ChevronRightIcon />
              </IconButton>
            )}
            secondary={period}
            figure={scheme => (
              <>
                <SchemeStatusChip status={scheme.status} /> {inForce(scheme)}
              </>
            )}
          />
        }
      >
        <DataTable<SchemeRecord>
          aria-label={t('title')}
          rowClick={id => schemePaths.schemeDetail(id)}
          bulkActionButtons={false}
          empty={<Alert severity="info">{t('empty')}</Alert>}
        >
          <Column source="name" label="app.schemes.name" />
          <Column
            source="status"
            label="app.schemes.status"
            render={scheme => <SchemeStatusChip status={scheme.status} />}
          />
          <Column label="app.schemes.period" disableSort render={period} />
          <Column source="in_force" label="app.schemes.in_force" render={inForce} />
        </DataTable>
      </ResourceList>
    </KeptListPage>
  );
}
