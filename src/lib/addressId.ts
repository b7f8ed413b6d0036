import type { RaRecord } from 'react-admin';

/**
 * The id in a page's address, for react-admin's calls typed by a contract record (whose ids are
 * numbers): passed on as the text it is, as react-admin passes any id.
 */
export const addressId = <R extends RaRecord>(id: string) => id as R['id'];
