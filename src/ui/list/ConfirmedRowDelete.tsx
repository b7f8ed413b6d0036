import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import { RowDeleteAction } from '../RowActions';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '../useConfirmedDelete';
import { useMayAccess } from '../../auth/useMayAccess';

interface AskDelete {
  ask: (record: RaRecord) => void;
  /** Whether the role may delete the list's records: asked once for the list, not once a row. */
  mayDelete: boolean | undefined;
}

const AskDeleteContext = createContext<AskDelete | null>(null);

/**
 * The 'Are you sure?' dialog for deleting a list's rows, offered to them by context: the list
 * itself then never re-renders with the dialog, so a change of page redraws only its rows.
 */
export function ConfirmedRowDelete({
  children,
  ...options
}: ConfirmedDeleteOptions<RaRecord> & { children: ReactNode }) {
  const { ask, dialog } = useConfirmedDelete(options);
  const mayDelete = useMayAccess({ resource: options.resource, action: 'delete' });
  const offered = useMemo(() => ({ ask, mayDelete }), [ask, mayDelete]);
  return (
    <AskDeleteContext.Provider value={offered}>
      {children}
      {dialog}
    </AskDeleteContext.Provider>
  );
}

/** A row's delete icon, asking through the enclosing `ConfirmedRowDelete`; `label` names the record. */
export function AskDeleteAction({ label }: { label: string }) {
  const record = useRecordContext();
  const offered = useContext(AskDeleteContext);
  if (!offered) throw new Error('AskDeleteAction must be inside a ConfirmedRowDelete');
  if (!offered.mayDelete) return null;
  return <RowDeleteAction onClick={() => record && offered.ask(record)} label={label} />;
}
