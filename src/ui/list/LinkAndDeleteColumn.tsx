import { Stack } from '@mui/material';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { RowLinkAction } from '../RowActions';
import { AskDeleteAction } from './ConfirmedRowDelete';

interface LinkAndDeleteColumnProps {
  /** The link's icon: view or edit. */
  kind: 'view' | 'edit';
  to: (record: RaRecord) => string;
  /** The record's name in the actions' labels ('Edit Aquaflow'). */
  name: (record: RaRecord) => string;
  /** i18n keys of the two labels, each given `%{name}`. */
  linkLabel: string;
  deleteLabel: string;
}

/**
 * A list's Action column: a link to the row's page and its delete icon, which asks through
 * the enclosing `ConfirmedRowDelete`.
 */
export function LinkAndDeleteColumn({ kind, to, name, linkLabel, deleteLabel }: LinkAndDeleteColumnProps) {
  const translate = useTranslate();
  return (
    <DataTable.Col
      label="app.common.action"
      render={(record: RaRecord) => (
        <Stack direction="row">
          <RowLinkAction kind={kind} to={to(record)} label={translate(linkLabel, { name: name(record) })} />
          <AskDeleteAction label={translate(deleteLabel, { name: name(record) })} />
        </Stack>
      )}
    />
  );
}
