import { createContext, useContext } from 'react';
import type { ApprovalKindDeclaration, Area } from './area';

/**
 * The areas of the admin (src/areas.ts), for the screens of an area that loop over what the others
 * declare (the approvals inbox over their approval kinds): given by the app, as an area may not
 * import the list that imports it.
 */
export const AreasContext = createContext<readonly Area[]>([]);

/** Every approval kind the areas declare. */
export const useApprovalKinds = (): ApprovalKindDeclaration[] =>
  useContext(AreasContext).flatMap(area => area.approvalKinds ?? []);
