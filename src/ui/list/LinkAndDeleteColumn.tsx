import { useTranslate, type RaRecord } from 'react-admin';
import { RowIcons, RowLinkAction } from '../RowActions';
import { AskDeleteAction } from './ConfirmedRowDelete';
import { Column } from '../../framework/Column';

/** `T`: the list's record (a contract type), as `to` and `name` read it. */
interface LinkAndDeleteProps<T extends RaRecord = RaRecord> {
  /** The link's icon: view or edit. */
  kind: 'view' | 'edit';
  to: (record: T) => string;
  /** The record's name in the actions' labels ('Edit Aquaflow'). */
  name: (record: T) => string;
  /** i18n keys of the two labels, each given `%{name}`. */
  linkLabel: string;
  deleteLabel: string;
}

/**
 * A row's link to its page and its delete icon, which asks through the enclosing
 * `ConfirmedRowDelete`.
 */
export function LinkAndDeleteActions<T extends RaRecord = RaRecord>({
  record,
  kind,
  to,
  name,
  linkLabel,
  deleteLabel,
}: LinkAndDeleteProps<T> & { record: T }) {
  const translate = useTranslate();
  return (
    <RowIcons>
      <RowLinkAction kind={kind} to={to(record)} label={translate(linkLabel, { name: name(record) })} />
      <AskDeleteAction label={translate(deleteLabel, { name: name(record) })} />
    </RowIcons>
  );
}

/** A list's Action column of `LinkAndDeleteActions`. */
export function LinkAndDeleteColumn<T extends RaRecord = RaRecord>(props: LinkAndDeleteProps<T>) {
  return (
    <Column label="app.common.action" render={(record: T) => <LinkAndDeleteActions record={record} {...props} />} />
  );
}
