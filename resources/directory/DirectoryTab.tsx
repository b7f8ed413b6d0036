import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { paths } from '../../src/routes';
import type { Column } from '../../src/ui/DataTable';
import { PagedTable } from '../../src/ui/PagedTable';
import { usePagedList } from '../../src/ui/usePagedList';
import { useConfirmedDelete } from '../../src/ui/useConfirmedDelete';
import { displayValue } from '../../src/lib/format';
import { personName, titleCase } from '../../src/lib/text';
import { directoryKinds, type DirectoryKind } from './directoryKinds';
import { RowLinkAction, RowDeleteAction } from '../../src/ui/RowActions';

const newestFirst = { field: 'created_at', order: 'DESC' as const };

/** One tab of the directory: salesmen or architects, searched and paged 20 at a time. */
export function DirectoryTab({ kind, search }: { kind: DirectoryKind; search: string }) {
  const translate = useTranslate();
  const config = directoryKinds[kind];
  const list = usePagedList(config.resource, { search, sort: newestFirst });
  const deletion = useConfirmedDelete({
    resource: config.resource,
    deletedKey: 'app.directory.deleted',
    failedKey: 'app.directory.delete_failed',
  });

  const nameOf = (entry: RaRecord) => displayValue(personName(entry));
  const columns: Column<RaRecord>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => list.firstIndex + index + 1 },
    {
      key: 'name',
      label: translate('app.directory.name'),
      render: entry =>
        kind === 'architect' ? (
          <MuiLink component={Link} to={paths.directoryDetail(entry.id)}>
            {nameOf(entry)}
          </MuiLink>
        ) : (
          nameOf(entry)
        ),
    },
    { key: 'email', label: translate('app.directory.email'), render: entry => displayValue(entry.email) },
    { key: 'phone', label: translate('app.directory.mobile'), render: entry => displayValue(entry.phone) },
    {
      key: 'type',
      label: translate('app.directory.user_type'),
      render: entry => displayValue(titleCase(entry.user_type)),
    },
    {
      key: 'code',
      label: translate('app.directory.referral_code'),
      render: entry => displayValue(entry.referral_code),
    },
    { key: 'count', label: translate('app.directory.referrals'), render: entry => displayValue(entry.referral_count) },
    {
      key: 'action',
      label: translate('app.common.action'),
      render: entry => (
        <>
          <RowLinkAction
            kind="edit"
            to={config.editPath(entry.id)}
            label={translate('app.directory.edit_entry', { name: nameOf(entry) })}
          />
          <RowDeleteAction
            onClick={() => deletion.ask(entry)}
            label={translate('app.directory.delete_entry', { name: nameOf(entry) })}
          />
        </>
      ),
    },
  ];

  const emptyText =
    kind === 'salesman'
      ? translate('app.directory.empty_salesmen')
      : translate(list.searching ? 'app.directory.no_matching_architects' : 'app.directory.empty_architects');
  return (
    <>
      <PagedTable
        list={list}
        label={translate(kind === 'salesman' ? 'app.directory.tab_salesmen' : 'app.directory.tab_architects')}
        columns={columns}
        emptyText={emptyText}
        failedKey={
          kind === 'salesman' ? 'app.directory.fetch_salesmen_failed' : 'app.directory.fetch_architects_failed'
        }
      />
      {deletion.dialog}
    </>
  );
}
