import { createContext, useContext, useMemo } from 'react';
import type { AuditTarget } from '@/contract/audit/vocabulary';
import type { ApprovalKindDeclaration, Area } from './area';
import type { BillEarningsSlots } from './billEarnings';
import type { MemberSlots } from './memberSlots';
import { routePatterns } from './lib/appPath';
import { paths } from './routes';

/**
 * The areas of the admin (src/areas.ts), for the screens of an area that loop over what the others
 * declare (the approvals inbox over their approval kinds): given by the app, as an area may not
 * import the list that imports it.
 */
export const AreasContext = createContext<readonly Area[]>([]);

/** Every approval kind the areas declare. */
export const useApprovalKinds = (): ApprovalKindDeclaration[] =>
  useContext(AreasContext).flatMap(area => area.approvalKinds ?? []);

/** The pages of every kind of record some area declares (`recordPages`). */
export function useRecordPages(): NonNullable<Area['recordPages']> {
  const areas = useContext(AreasContext);
  return useMemo(() => Object.assign({}, ...areas.map(area => area.recordPages ?? {})), [areas]);
}

/** The page of a record of this kind, when an area declares one. */
export const useRecordPage = (kind: AuditTarget) => useRecordPages()[kind];

/** The page of this name some area declares (`pages`), if any. */
export const useAreaPage = (name: string): string | undefined =>
  useContext(AreasContext).find(area => area.pages?.[name] !== undefined)?.pages?.[name];

/** The route patterns of the app: the shell's paths and every area's (`paths`). */
export function useRoutePatterns(): string[] {
  const areas = useContext(AreasContext);
  return useMemo(() => routePatterns([paths, ...areas.map(area => area.paths ?? {})]), [areas]);
}

/** What the areas put in the slots of the bills' screens (`billApprovalAid`, `billEarnings`): the first area's that fills each. */
export function useBillEarningsSlots(): BillEarningsSlots {
  const areas = useContext(AreasContext);
  return useMemo(
    () => ({
      billApprovalAid: areas.find(area => area.billApprovalAid)?.billApprovalAid,
      billEarnings: areas.find(area => area.billEarnings)?.billEarnings,
    }),
    [areas],
  );
}

/** What the areas put in the slots of the screens about a member (`memberPanel`, `payeeNote`): the first area's that fills each. */
export function useMemberSlots(): MemberSlots {
  const areas = useContext(AreasContext);
  return useMemo(
    () => ({
      memberPanel: areas.find(area => area.memberPanel)?.memberPanel,
      payeeNote: areas.find(area => area.payeeNote)?.payeeNote,
    }),
    [areas],
  );
}
