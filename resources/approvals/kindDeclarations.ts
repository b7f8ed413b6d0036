import { createContext, use, useContext } from 'react';
import type { ApprovalKind } from '@/dataProvider/approvalKinds';
import type { ApprovalKindDeclaration, ApprovalKindRows } from '@/src/area';
import { useApprovalKinds } from '@/src/areasContext';

/** How the rows of a kind read and are decided, as its area declares it (none for a kind no area declares). */
export function useKindDeclaration(kind: ApprovalKind): ApprovalKindDeclaration | undefined {
  return useApprovalKinds().find(declared => declared.kind === kind);
}

type KindRows = ReadonlyMap<ApprovalKind, ApprovalKindRows>;

/** The rows' parts of the kinds, loaded once (again after a failure). */
const loading = new Map<string, Promise<KindRows>>();

function rowsOf(kinds: readonly ApprovalKindDeclaration[]): Promise<KindRows> {
  const key = kinds.map(({ kind }) => kind).join();
  let rows = loading.get(key);
  if (!rows) {
    rows = Promise.all(kinds.map(declared => declared.rows())).then(
      loaded => new Map(kinds.map(({ kind }, index) => [kind, loaded[index]])),
      error => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, rows);
  }
  return rows;
}

/** The rows' parts of every declared kind: the inbox waits for them (they load with it) before drawing its rows. */
export const useLoadedKindRows = (kinds: readonly ApprovalKindDeclaration[]): KindRows => use(rowsOf(kinds));

/** The loaded rows' parts, for the inbox's cells. */
export const KindRowsContext = createContext<KindRows>(new Map());

/** How the rows of a kind read and are decided, once loaded. */
export const useKindRows = (kind: ApprovalKind): ApprovalKindRows | undefined => useContext(KindRowsContext).get(kind);
