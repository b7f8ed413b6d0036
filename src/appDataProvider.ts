import { readRole } from '@/authProvider';
import { roleMay } from '@/contract/team/roles';
import { createDataProvider } from '@/dataProvider';
import { areas } from './areas';

/** What every area adds to the data provider, in the order of the list of areas. */
export const areaEndpoints = areas.flatMap(area => area.endpoints ?? []);

/**
 * The admin's data provider: the shell's endpoints and every area's. Lists merged from several
 * (the inbox) ask only those the role may read, by the table the auth provider's `canAccess` reads.
 */
export const createAppDataProvider = () =>
  createDataProvider(areaEndpoints, resource => roleMay(readRole(), resource, 'list'));
