import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { BulkExportButton, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import type { DirectoryEntry } from '@/contract/directory';
import { ConfirmedRowDelete } from '@/src/ui/list/ConfirmedRowDelete';
import { LinkAndDeleteActions, LinkAndDeleteColumn } from '@/src/ui/list/LinkAndDeleteColumn';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { displayValue } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { BulkDeleteButton } from '@/src/ui/list/BulkDeleteButton';
import { directoryKinds, type DirectoryKind } from './directoryKinds';
import { directoryExporter, userTypeText } from './directoryCells';
import { ListActions } from '@/src/ui/list/ListActions';
import { useDirectoryFilters } from './directoryFilters';
import { Column } from '@/src/framework/Column';
import { directoryPaths } from './paths';

const newestFirst = { field: 'created_at', order: 'DESC' as const };
const nameOf = (entry: DirectoryEntry) => displayValue(personName(entry));
const oneLineRows = { '& th, & td': { whiteSpace: 'nowrap' } };

/** One tab of the directory: salesmen or architects, searched, sorted and paged 20 at a time. */
export function DirectoryTab({ kind }: { kind: DirectoryKind }) {
  const translate = useTranslate();
  const config = directoryKinds[kind];
  const userType = userTypeText(translate);
  const rowActions = {
    kind: 'edit',
    to: (entry: DirectoryEntry) => config.editPath(entry.id),
    name: nameOf,
    linkLabel: 'app.directory.edit_entry',
    deleteLabel: 'app.directory.delete_entry',
  } as const;
  const name = (entry: DirectoryEntry) =>
    kind === 'architect' ? (
      <MuiLink component={Link} to={directoryPaths.directoryDetail(entry.id)}>
        {nameOf(entry)}
      </MuiLink>
    ) : (
      nameOf(entry)
    );

  return (
    <ConfirmedRowDelete
      resource={config.resource}
      deletedKey="app.directory.deleted"
      failedKey="app.directory.delete_failed"
    >
      <ResourceList
        resource={config.resource}
        sort={newestFirst}
        filters={useDirectoryFilters(kind)}
        actions={<ListActions addTo={config.addPath} />}
        exporter={directoryExporter(translate, config.resource)}
        failedKey={config.fetchFailed}
        phone={
          <PhoneRows
            label={translate(config.tabLabel)}
            emptyText={translate(config.emptyText)}
            noMatchText={translate(config.noMatchText)}
            primary={name}
            secondary={entry => displayValue(entry.phone)}
            figure={userType}
            actions={entry => <LinkAndDeleteActions record={entry} {...rowActions} />}
          />
        }
      >
        <DataTable
          aria-label={translate(config.tabLabel)}
          rowClick={false}
          sx={oneLineRows}
          bulkActionButtons={
            <>
              <BulkExportButton />
              <BulkDeleteButton failedKey="app.directory.delete_failed" />
            </>
          }
          empty={<EmptyRows text={translate(config.emptyText)} noMatchText={translate(config.noMatchText)} />}
        >
          <Column label="app.common.sl_no" render={() => <RowNumber />} />
          <Column source="first_name,last_name" label="app.directory.name" render={name} />
          <Column source="email" label="app.directory.email" render={entry => displayValue(entry.email)} />
          <Column source="phone" label="app.directory.mobile" render={entry => displayValue(entry.phone)} />
          <Column<DirectoryEntry> source="user_type" label="app.directory.user_type" render={userType} />
          <Column
            source="referral_code"
            label="app.directory.referral_code"
            render={entry => displayValue(entry.referral_code)}
          />
          <Column
            source="referral_count"
            label="app.directory.referrals"
            render={entry => displayValue(entry.referral_count)}
          />
          <LinkAndDeleteColumn {...rowActions} />
        </DataTable>
      </ResourceList>
    </ConfirmedRowDelete>
  );
}
