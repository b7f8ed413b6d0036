import type { AppDataProvider } from '@/dataProvider';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import { isMissingEndpoint } from '../../lib/errors';

/** The point's rupee value the backend keeps, or the default on a backend without settings. */
export async function pointValueOf(dataProvider: AppDataProvider): Promise<number> {
  try {
    return Number((await dataProvider.getProgrammeSettings()).point_value);
  } catch (error) {
    if (isMissingEndpoint(error)) return defaultProgrammeSettings.point_value;
    throw error;
  }
}
