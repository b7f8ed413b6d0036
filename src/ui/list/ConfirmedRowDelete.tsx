import { createContext, useContext, type ReactNode } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import { RowDeleteAction } from '../RowActions';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '../useConfirmedDelete';
import { Allowed } from '../../auth/Allowed';

const AskDeleteContext = createContext<((record: RaRecord) => void) | null>(null);

/**
 * The 'Are you sure?' dialog for deleting a list's rows, offered to them by context: the list
 * itself then never re-renders with the dialog, so a change of page redraws only its rows.
 */
export function ConfirmedRowDelete({
  children,
  ...options
}: ConfirmedDeleteOptions<RaRecord> & { children: ReactNode }) {
  const { ask, dialog } = useConfirmedDelete(options);
  return (
    <AskDeleteContext.Provider value={ask}>
      {children}
      {dialog}
    </AskDeleteContext.Provider>
  );
}

/** A row's delete icon, asking through the enclosing `ConfirmedRowDelete`; `label` names the record. */
export function AskDeleteAction({ label }: { label: string }) {
  const record = useRecordContext();
  const ask = useContext(AskDeleteContext);
  if (!ask) throw new Error('AskDeleteAction must be inside a ConfirmedRowDelete');
  return (
    <Allowed action="delete">
      <RowDeleteAction onClick={() => record && ask(record)} label={label} />
    </Allowed>
  );
}
