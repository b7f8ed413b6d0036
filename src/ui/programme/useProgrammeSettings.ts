import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { defaultProgrammeSettings, type ProgrammeSettings } from '../../../contract/programme/settings';
import { isMissingEndpoint } from '../history/useAuditTrailAvailable';

export const programmeSettingsKey = ['programmeSettings'];

/** The settings as numbers, whatever the backend wrote them as ('1.00'). */
const asNumbers = (settings: ProgrammeSettings): ProgrammeSettings => ({
  point_value: Number(settings.point_value),
  tax_194r_threshold: Number(settings.tax_194r_threshold),
  tax_194r_rate_with_pan: Number(settings.tax_194r_rate_with_pan),
  tax_194r_rate_without_pan: Number(settings.tax_194r_rate_without_pan),
});

export interface ProgrammeSettingsState {
  /** The settings in force: the backend's, else (404) the defaults; undefined while asking or when asking failed. */
  settings: ProgrammeSettings | undefined;
  /** Whether the backend keeps them (and so they can be changed): undefined while asking or when it failed. */
  kept: boolean | undefined;
  /** A failure other than the backend having no such endpoint. */
  error: unknown;
}

/**
 * The programme's settings (the point's rupee value, section 194R's threshold and rates) from
 * `GET programme/settings/`; a backend without them (404, as the spec's) has the defaults.
 */
export function useProgrammeSettings(): ProgrammeSettingsState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: programmeSettingsKey,
    queryFn: () => dataProvider.getProgrammeSettings().then(asNumbers),
    retry: false,
    staleTime: 60_000,
  });
  if (query.data) return { settings: query.data, kept: true, error: undefined };
  if (!query.error) return { settings: undefined, kept: undefined, error: undefined };
  // Only a backend without settings has the defaults: after a failure they could contradict its own.
  if (isMissingEndpoint(query.error)) return { settings: defaultProgrammeSettings, kept: false, error: undefined };
  return { settings: undefined, kept: undefined, error: query.error };
}
