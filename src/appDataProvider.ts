import { createDataProvider } from '../dataProvider';
import { areas } from './areas';

/** What every area adds to the data provider, in the order of the list of areas. */
export const areaEndpoints = areas.flatMap(area => area.endpoints ?? []);

/** The admin's data provider: the shell's endpoints and every area's. */
export const createAppDataProvider = () => createDataProvider(areaEndpoints);
