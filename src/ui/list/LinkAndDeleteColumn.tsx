import { useTranslate, type RaRecord } from 'react-admin';
import { RowIcons, RowLinkAction } from '../RowActions';
import { AskDeleteAction } from './ConfirmedRowDelete';
import { Column } from '../../framework/Column';

interface LinkAndDeleteProps {
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
 * A row's link to its page and its delete icon, which asks through the enclosing
 * `ConfirmedRowDelete`.
 */
export function LinkAndDeleteActions({
  record,
  kind,
  to,
  name,
  linkLabel,
  deleteLabel,
}: LinkAndDeleteProps & { record: RaRecord }) {
  const translate = useTranslate();
  return (
    <RowIcons>
      <RowLinkAction kind={kind} to={to(record)} label={translate(linkLabel, { name: name(record) })} />
      <AskDeleteAction label={translate(deleteLabel, { name: name(record) })} />
    </RowIcons>
  );
}

/** A list's Action column of `LinkAndDeleteActions`. */
export function LinkAndDeleteColumn(props: LinkAndDeleteProps) {
  return (
    <Column
      label="app.common.action"
      render={(record: RaRecord) => <LinkAndDeleteActions record={record} {...props} />}
    />
  );
}
