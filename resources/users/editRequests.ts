import type { ListSource } from '@/dataProvider/endpoints';
import type { ListRecord } from '@/dataProvider/list';

/** The two kinds of edit request, as the backend's `requestType` names them. */
export const requestTypes = { profile: 'Profile Update', email: 'Email Update' } as const;
export type EditRequestKind = keyof typeof requestTypes;

/** What every edit request of a kind has alike: the list of profile and email requests tells them apart by it. */
const requestKindFields = (kind: EditRequestKind) => ({ requestKind: kind, requestType: requestTypes[kind] });

/** Profile and email edit requests share one list, told apart by requestType; ids are prefixed. */
export const editRequest = (kind: EditRequestKind) => (item: Record<string, unknown>) =>
  ({
    ...item,
    id: `${kind}-${item.id}`,
    requestId: item.id,
    ...requestKindFields(kind),
  }) as ListRecord;

/** One of the two lists the edit requests are merged from. */
export const editRequestSource = (path: string, kind: EditRequestKind): ListSource => ({
  path,
  toRecord: editRequest(kind),
  shared: requestKindFields(kind),
});
